import { act, render, screen } from "@testing-library/react";
import { Counters } from "../../src/components/sections/counters";
import { countAt, countFigures } from "../../src/hooks/use-count-up";
import { mockIntersectionObserver, setReducedMotion } from "../support/setup";

const nodes = [
  { slug: "years", label: "Years Experience", target: 10 },
  { slug: "team", label: "Team Members", target: 50 },
];
const data = { allCounter: { nodes } } as Queries.CountersDataFragment;

describe("countAt", () => {
  it("runs linearly from 0 to the target over the duration", () => {
    const at = [0, 500, 1000, 1999, 2000, 5000, -10].map((elapsed) => countAt(elapsed, 80, 2000));
    expect(at).toEqual([0, 20, 40, 79, 80, 80, 0]);
  });
});

describe("countFigures", () => {
  it("is every figure from 0 to the target, padded to the target's width", () => {
    expect(countFigures(10, 2000)).toEqual(["\u20070", ..."123456789".split("").map((d) => `\u2007${d}`), "10"]);
    expect(countFigures(0, 2000)).toEqual(["0"]);
  });

  it("has a figure for each frame of a 60 Hz screen at most, in order, ending on the target", () => {
    const figures = countFigures(99_999, 2000).map(Number);
    expect(figures).toHaveLength(121);
    expect(figures).toEqual([...figures].sort((a, b) => a - b));
    expect(figures.at(-1)).toBe(99_999);
  });
});

describe("Counters", () => {
  let observe: (visible: boolean) => void;
  let animations: { keyframes: Keyframe[]; options: KeyframeAnimationOptions; finish: () => void }[] = [];
  // What lies on top at a point: the counters side by side, 100 px wide, unless an overlay covers the page.
  let overlay: Element | null = null;
  const figures = () => screen.getAllByTestId("counter-value");

  beforeEach(() => {
    animations = [];
    overlay = null;
    jest.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
      return { left: figures().indexOf(this as HTMLElement) * 100, top: 0, width: 100, height: 100 } as DOMRect;
    });
    document.elementFromPoint = (x) => overlay ?? figures()[Math.floor(x / 100)] ?? null;
    Element.prototype.animate = function (keyframes, options) {
      const animation = { cancel: jest.fn() } as unknown as Animation;
      animations.push({
        keyframes: keyframes as Keyframe[],
        options: options as KeyframeAnimationOptions,
        finish: () => act(() => animation.onfinish?.({} as AnimationPlaybackEvent)),
      });
      return animation;
    };
    const intersect = mockIntersectionObserver();
    observe = (visible) => act(() => intersect(visible));
  });

  const texts = () => figures().map((el) => el.textContent);

  it("shows 0 once the page runs, and once in view moves through every figure over 2 s, ending on the target", () => {
    render(<Counters data={data} />);
    expect(texts()).toEqual(["\u20070", "\u20070"]);
    for (const figure of figures()) expect(figure).not.toHaveAttribute("data-pending");
    observe(false);
    expect(animations).toHaveLength(0);
    observe(true);
    expect(texts()).toEqual([countFigures(10, 2000).join("\n"), countFigures(50, 2000).join("\n")]);
    expect(animations.map((a) => a.options)).toEqual([
      { duration: 2000, easing: "steps(10)", fill: "forwards" },
      { duration: 2000, easing: "steps(50)", fill: "forwards" },
    ]);
    // The last step shows the last line: up by all the lines but one.
    expect(animations[0]!.keyframes.at(-1)).toEqual({ transform: `translateY(${(-100 * 10) / 11}%)` });
    animations.forEach((animation) => animation.finish());
    expect(texts()).toEqual(["10", "50"]);
  });

  it("waits while something covers the counters in view, and counts once they show", () => {
    jest.useFakeTimers();
    render(<Counters data={data} />);
    overlay = document.body;
    observe(true);
    act(() => jest.advanceTimersByTime(1000));
    expect(animations).toHaveLength(0);
    overlay = null;
    act(() => jest.advanceTimersByTime(100));
    expect(animations).toHaveLength(2);
    jest.useRealTimers();
  });

  it("keeps the screen-reader text on the target while the figure counts", () => {
    render(<Counters data={data} />);
    expect(screen.getByText("Years Experience").previousSibling).toHaveTextContent("010");
  });

  it("shows the targets at once under reduced motion", () => {
    setReducedMotion(true);
    render(<Counters data={data} />);
    expect(texts()).toEqual(["10", "50"]);
    for (const figure of figures()) expect(figure).not.toHaveAttribute("data-pending");
    expect(window.IntersectionObserver).not.toHaveBeenCalled();
  });
});
