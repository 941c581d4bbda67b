import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Carousel } from "react-responsive-carousel";
import { HERO_INTERVAL_MS, Hero } from "../../src/components/sections/hero";
import { setReducedMotion } from "../support/setup";

const picture = (src: string) => ({ childImageSharp: { gatsbyImageData: { images: { fallback: { src } } } } });
const slide = (n: number, line1: string, line2: string, focus: string | null = null) => ({
  ...{ slug: `slide-${n}`, line1, line2, focus, alt: `Artwork ${n}` },
  ...Object.fromEntries(["image", "imagePhone", "imageThumb"].map((key) => [key, picture(`/${n}-${key}.jpg`)])),
});
const hero = (...slides: ReturnType<typeof slide>[]) =>
  render(<Hero data={{ allHeroSlide: { nodes: slides } } as unknown as Queries.HeroDataFragment} />);
const three = () =>
  hero(
    slide(1, "A first caption", "on two lines", "0.1,0.8"),
    slide(2, "A second caption", "on two lines too"),
    slide(3, "A third caption", "and its second line"),
  );

const button = (name: string) => screen.getByRole("button", { name });
const wait = (ms: number) => act(() => void jest.advanceTimersByTime(ms));
/** The slide shown (from 1): the one whose thumbnail is marked current. */
const current = () =>
  screen.getAllByRole("button", { name: /^Slide \d/ }).findIndex((b) => b.getAttribute("aria-current") === "true") + 1;
/** Each slide's [aria-hidden, inert]: hidden from screen readers, and from Tab. */
const hiding = () =>
  screen.getAllByRole("group", { hidden: true }).map((s) => [s.getAttribute("aria-hidden"), s.hasAttribute("inert")]);

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("Hero", () => {
  it("maps each content item to a slide labelled n of N: picture, two-line caption, link to the quote form", () => {
    three();
    const slides = screen.getAllByRole("group", { hidden: true });
    expect(slides.map((s) => s.getAttribute("aria-label"))).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
    expect(within(slides[1]!).getByRole("img", { hidden: true })).toHaveAttribute("alt", "Artwork 2");
    expect(slides[1]!.querySelector("p")!.innerHTML).toBe("A second caption<br><strong>on two lines too</strong>");
    const link = within(slides[1]!).getByRole("link", { name: "Request A Quote", hidden: true });
    expect(link).toHaveAttribute("href", "/contact");
  });

  it("hides every slide but the shown one from screen readers and from Tab, as the slide changes", () => {
    three();
    const shown = ["false", false];
    const hidden = ["true", true];
    expect(hiding()).toEqual([shown, hidden, hidden]);
    fireEvent.click(button("Previous slide"));
    expect(hiding()).toEqual([hidden, hidden, shown]);
  });

  it("advances every interval and wraps from the last slide to the first", () => {
    three();
    expect(current()).toBe(1);
    for (const next of [2, 3, 1]) {
      wait(HERO_INTERVAL_MS);
      expect(current()).toBe(next);
    }
  });

  it("goes back from the first slide to the last, and thumbnails pick a slide", () => {
    three();
    fireEvent.click(button("Previous slide"));
    expect(current()).toBe(3);
    fireEvent.click(button("Next slide"));
    expect(current()).toBe(1);
    fireEvent.click(button("Slide 2: A second caption on two lines too"));
    expect(current()).toBe(2);
  });

  it("answers a press before the carousel renders: the carousel follows the thumbnails' commit", () => {
    three();
    // The thumbnail marked current as each render of the carousel (react-responsive-carousel) starts.
    const seen: number[] = [];
    const render = Carousel.prototype.render;
    jest.spyOn(Carousel.prototype, "render").mockImplementation(function (this: Carousel) {
      seen.push(current());
      return render.call(this);
    });
    fireEvent.click(button("Next slide"));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toEqual(seen.map(() => 2));
  });

  it("stops and restarts with the pause button", () => {
    three();
    fireEvent.click(button("Stop automatic slide show"));
    wait(HERO_INTERVAL_MS * 3);
    expect(current()).toBe(1);
    fireEvent.click(button("Start automatic slide show"));
    wait(HERO_INTERVAL_MS);
    expect(current()).toBe(2);
  });

  it("pauses while hovered or focused", () => {
    three();
    const region = screen.getByRole("region", { name: "Highlights" });
    fireEvent.mouseEnter(region);
    wait(HERO_INTERVAL_MS * 2);
    expect(current()).toBe(1);
    fireEvent.mouseLeave(region);
    fireEvent.focus(button("Next slide"));
    wait(HERO_INTERVAL_MS * 2);
    expect(current()).toBe(1);
    fireEvent.blur(button("Next slide"), { relatedTarget: document.body });
    wait(HERO_INTERVAL_MS);
    expect(current()).toBe(2);
  });

  it("does not rotate under reduced motion until the visitor starts it", () => {
    setReducedMotion(true);
    three();
    wait(HERO_INTERVAL_MS * 3);
    expect(current()).toBe(1);
    fireEvent.click(button("Start automatic slide show"));
    wait(HERO_INTERVAL_MS);
    expect(current()).toBe(2);
  });

  it("places each picture at its focal point, and a picture without one at its centre", () => {
    three();
    const images = screen.getAllByRole("img", { hidden: true }).filter((img) => img.getAttribute("alt"));
    expect(images[0]).toHaveStyle({ objectPosition: "10% 80%" });
    expect(images[1]).toHaveStyle({ objectPosition: "50% 50%" });
  });

  it("stands still without controls when there is one slide", () => {
    hero(slide(1, "Only", "one"));
    expect(
      screen.queryByRole("button", { name: /^(Next slide|Previous slide|Slide \d|Start auto|Stop auto)/ }),
    ).toBeNull();
    wait(HERO_INTERVAL_MS * 2);
    expect(screen.getByRole("group").getAttribute("aria-hidden")).toBe("false");
  });
});
