import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { HERO_INTERVAL_MS, Hero } from "../../src/components/sections/hero";
import { setReducedMotion } from "../support/setup";

const picture = (src: string) => ({ childImageSharp: { gatsbyImageData: { images: { fallback: { src } } } } });
const slide = (n: number, line1: string, line2: string, focus: string | null = null) => ({
  slug: `slide-${n}`,
  line1,
  line2,
  focus,
  alt: `Artwork ${n}`,
  image: picture(`/${n}.jpg`),
  imagePhone: picture(`/${n}-phone.jpg`),
  imageThumb: picture(`/${n}-thumb.jpg`),
});

const data = {
  allHeroSlide: {
    nodes: [
      slide(1, "A first caption", "on two lines", "0.1,0.8"),
      slide(2, "A second caption", "on two lines too"),
      slide(3, "A third caption", "and its second line"),
    ],
  },
} as unknown as Queries.HeroDataFragment;

const current = () =>
  screen.getAllByRole("button", { name: /^Slide \d/ }).findIndex((b) => b.getAttribute("aria-current") === "true") + 1;

describe("Hero", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("maps each content item to a slide labelled n of N with its image and two-line caption", () => {
    render(<Hero data={data} />);
    const slides = screen.getAllByRole("group", { hidden: true });
    expect(slides.map((s) => s.getAttribute("aria-label"))).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
    expect(within(slides[1]!).getByRole("img", { hidden: true })).toHaveAttribute("alt", "Artwork 2");
    const caption = slides[1]!.querySelector("p")!;
    expect(caption.innerHTML).toBe("A second caption<br><strong>on two lines too</strong>");
    expect(slides.map((s) => s.getAttribute("aria-hidden"))).toEqual(["false", "true", "true"]);
  });

  it("hides no slide in the server's markup, which is all a visitor without scripts gets", () => {
    const root = document.createElement("div");
    root.innerHTML = renderToString(<Hero data={data} />);
    const slides = [...root.querySelectorAll("[aria-roledescription=slide]")];
    expect(slides).toHaveLength(3);
    expect(slides.filter((s) => s.hasAttribute("aria-hidden"))).toEqual([]);
  });

  it("advances every interval and wraps from the last slide to the first", () => {
    render(<Hero data={data} />);
    expect(current()).toBe(1);
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(current()).toBe(2);
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(current()).toBe(3);
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(current()).toBe(1);
  });

  it("goes back from the first slide to the last, and thumbnails pick a slide", () => {
    render(<Hero data={data} />);
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(current()).toBe(3);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "Slide 2: A second caption on two lines too" }));
    expect(current()).toBe(2);
  });

  it("stops and restarts with the pause button", () => {
    render(<Hero data={data} />);
    fireEvent.click(screen.getByRole("button", { name: "Stop automatic slide show" }));
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS * 3));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "Start automatic slide show" }));
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(current()).toBe(2);
  });

  it("pauses while hovered or focused", () => {
    render(<Hero data={data} />);
    const region = screen.getByRole("region", { name: "Highlights" });
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS * 2));
    expect(current()).toBe(1);
    fireEvent.mouseLeave(region);
    fireEvent.focus(screen.getByRole("button", { name: "Next slide" }));
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS * 2));
    expect(current()).toBe(1);
    fireEvent.blur(screen.getByRole("button", { name: "Next slide" }), { relatedTarget: document.body });
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(current()).toBe(2);
  });

  it("does not rotate under reduced motion", () => {
    setReducedMotion(true);
    render(<Hero data={data} />);
    expect(screen.getByRole("button", { name: "Start automatic slide show" })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS * 3));
    expect(current()).toBe(1);
  });
});

describe("Hero's pictures and a single slide", () => {
  it("places each picture at its focal point, and a picture without one at its centre", () => {
    render(<Hero data={data} />);
    const images = screen.getAllByRole("img", { hidden: true }).filter((img) => img.getAttribute("alt"));
    expect(images[0]).toHaveStyle({ objectPosition: "10% 80%" });
    expect(images[1]).toHaveStyle({ objectPosition: "50% 50%" });
  });

  it("stands still without controls when there is one slide", () => {
    jest.useFakeTimers();
    const one = { allHeroSlide: { nodes: [slide(1, "Only", "one")] } } as unknown as Queries.HeroDataFragment;
    render(<Hero data={one} />);
    expect(
      screen.queryByRole("button", { name: /^(Next slide|Previous slide|Slide \d|Start automatic|Stop automatic)/ }),
    ).toBeNull();
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS * 2));
    expect(screen.getAllByRole("group", { hidden: true }).map((s) => s.getAttribute("aria-hidden"))).toEqual(["false"]);
    jest.useRealTimers();
  });
});
