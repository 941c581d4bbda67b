import { act, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import {
  PROJECT_LAYOUT,
  PROJECT_SLIDER_SETTINGS,
  toLightboxItem,
  twoDigits,
} from "../../src/components/sections/projects";
import { WORKS_LAYOUT } from "../../src/components/sections/works";
import { Lightbox, type LightboxHandle, type LightboxItem } from "../../src/components/ui/lightbox";
import { slidesPerViewAt } from "../../src/hooks/use-slides-per-view";
import { step } from "../../src/utils/cycle";

describe("step (the lightbox's and the hero's index logic)", () => {
  it("moves forwards and backwards, wrapping at both ends", () => {
    expect(step(0, 1, 6)).toBe(1);
    expect(step(5, 1, 6)).toBe(0);
    expect(step(0, -1, 6)).toBe(5);
    expect(step(3, -1, 6)).toBe(2);
    expect(step(2, 7, 6)).toBe(3);
    expect(step(0, -13, 6)).toBe(5);
  });
});

describe("slides per view", () => {
  it("follows the spec for the project carousel: 3, 2 below 992 px, 1 below 576 px", () => {
    expect([375, 575, 576, 800, 991, 992, 1280].map((w) => slidesPerViewAt(PROJECT_LAYOUT, w))).toEqual([
      1, 1, 2, 2, 2, 3, 3,
    ]);
  });

  it("moves the project carousel one slide at a time at speed 500, looping, with a dot pager", () => {
    expect(PROJECT_SLIDER_SETTINGS).toMatchObject({ speed: 500, slidesToScroll: 1, infinite: true, dots: true });
  });

  it("follows the spec for the works slider: 3 by default, 2 from 768 px, 3 from 1024 px, 30 px apart", () => {
    expect([375, 600, 767, 768, 900, 1023, 1024, 1280].map((w) => slidesPerViewAt(WORKS_LAYOUT, w))).toEqual([
      3, 3, 3, 2, 2, 2, 3, 3,
    ]);
    expect(WORKS_LAYOUT.spaceBetween).toBe(30);
  });
});

describe("project content to slides", () => {
  it("numbers the dots with two digits", () => {
    expect([1, 6, 10].map(twoDigits)).toEqual(["01", "06", "10"]);
  });

  it("maps a project to a lightbox item with its large image", () => {
    const large = { images: { fallback: { src: "/large.jpg" } } };
    const project = {
      slug: "ai",
      title: "AI SUPPORT PRODUCTS",
      description: "Empowering Support Teams with Enterprise Knowledge",
      alt: "Artwork",
      image: { childImageSharp: { gatsbyImageData: {} } },
      large: { childImageSharp: { gatsbyImageData: large } },
    } as unknown as Parameters<typeof toLightboxItem>[0];
    expect(toLightboxItem(project)).toEqual({
      title: "AI SUPPORT PRODUCTS",
      description: "Empowering Support Teams with Enterprise Knowledge",
      alt: "Artwork",
      image: large,
    });
  });
});

describe("Lightbox", () => {
  const items: LightboxItem[] = ["ONE", "TWO", "THREE"].map((title) => ({
    title,
    description: `${title} description`,
    alt: `${title} image`,
    image: undefined,
  }));

  function Harness() {
    const lightbox = useRef<LightboxHandle>(null);
    return (
      <>
        <button onClick={() => lightbox.current?.open(0)}>Open first</button>
        <Lightbox items={items} ref={lightbox} />
      </>
    );
  }

  const title = () => screen.getByRole("dialog").querySelector("h2")?.textContent;

  it("opens on the chosen item and wraps with previous and next", () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Open first" }));
    expect(screen.getByRole("dialog")).toHaveAttribute("open");
    expect(title()).toBe("ONE");
    expect(screen.getByText("1 / 3")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Previous project" }));
    expect(title()).toBe("THREE");
    fireEvent.click(screen.getByRole("button", { name: "Next project" }));
    expect(title()).toBe("ONE");
  });

  it("closes with the close button and returns focus to the opener", () => {
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Open first" });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.getByRole("dialog", { hidden: true })).not.toHaveAttribute("open");
    expect(opener).toHaveFocus();
  });

  it("closes on a click on the overlay, not on the content", () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Open first" }));
    fireEvent.click(screen.getByText("ONE description"));
    expect(screen.getByRole("dialog")).toHaveAttribute("open");
    fireEvent.click(screen.getByRole("dialog"));
    expect(screen.getByRole("dialog", { hidden: true })).not.toHaveAttribute("open");
  });

  it("closes when the browser closes it (Escape), and returns focus to the opener", () => {
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Open first" });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    act(() => screen.getByRole("dialog").hidePopover());
    expect(screen.getByRole("dialog", { hidden: true })).not.toHaveAttribute("open");
    expect(opener).toHaveFocus();
  });
});
