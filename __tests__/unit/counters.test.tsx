import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { COUNTER_DURATION_MS, Counters } from "../../src/components/sections/counters";
import { countAt } from "../../src/hooks/use-count-up";
import { mockIntersectionObserver, setReducedMotion } from "../support/setup";

const data = {
  allCounter: {
    nodes: [
      { slug: "years", label: "Years Experience", target: 10 },
      { slug: "team", label: "Team Members", target: 50 },
    ],
  },
} as Queries.CountersDataFragment;

describe("countAt", () => {
  it("runs linearly from 0 to the target over the duration", () => {
    expect(countAt(0, 80, 2000)).toBe(0);
    expect(countAt(500, 80, 2000)).toBe(20);
    expect(countAt(1000, 80, 2000)).toBe(40);
    expect(countAt(1999, 80, 2000)).toBe(79);
    expect(countAt(2000, 80, 2000)).toBe(80);
    expect(countAt(5000, 80, 2000)).toBe(80);
    expect(countAt(-10, 80, 2000)).toBe(0);
  });

  it("counts for 2 seconds (docs/product.md)", () => {
    expect(COUNTER_DURATION_MS).toBe(2000);
  });
});

describe("Counters", () => {
  let observe: (visible: boolean) => void;
  let now = 0;
  let frames: FrameRequestCallback[] = [];
  // What lies on top at a point: the counters side by side, 100 px wide, unless an overlay covers the page.
  let overlay: Element | null = null;
  const digits = () => [...document.querySelectorAll('[data-testid="counter-value"]')];

  beforeEach(() => {
    now = 0;
    frames = [];
    overlay = null;
    jest.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
      const i = digits().findIndex((digit) => this.contains(digit));
      return { left: i * 100, top: 0, width: 100, height: 100 } as DOMRect;
    });
    document.elementFromPoint = (x) => overlay ?? digits()[Math.floor(x / 100)] ?? null;
    jest.spyOn(performance, "now").mockImplementation(() => now);
    window.requestAnimationFrame = (cb) => frames.push(cb);
    window.cancelAnimationFrame = jest.fn();
    const intersect = mockIntersectionObserver();
    observe = (visible) => act(() => intersect(visible));
  });

  function advance(ms: number) {
    now += ms;
    const due = frames;
    frames = [];
    act(() => due.forEach((cb) => cb(now)));
  }

  const values = () => screen.getAllByTestId("counter-value").map((el) => Number(el.textContent));

  it("renders the targets on the server, so the page reads right without JavaScript", () => {
    const html = renderToString(<Counters data={data} />);
    expect(html).toMatch(/data-testid="counter-value" data-pending="">10</);
    expect(html).toMatch(/data-testid="counter-value" data-pending="">50</);
  });

  it("marks the digits as the count's own once the page runs", () => {
    render(<Counters data={data} />);
    for (const digits of screen.getAllByTestId("counter-value")) expect(digits).not.toHaveAttribute("data-pending");
  });

  it("starts at 0 and counts up to the target once in view", () => {
    render(<Counters data={data} />);
    expect(values()).toEqual([0, 0]);
    observe(false);
    advance(100);
    expect(values()).toEqual([0, 0]);
    observe(true);
    advance(0);
    advance(1000);
    expect(values()).toEqual([5, 25]);
    advance(1000);
    expect(values()).toEqual([10, 50]);
    expect(frames).toHaveLength(0);
  });

  it("starts the count with its first frame, however late that frame comes", () => {
    // A busy phone, or a tab in the background (whose frames wait until it shows), paints long after the start.
    render(<Counters data={data} />);
    observe(true);
    advance(3000);
    expect(values()).toEqual([0, 0]);
    advance(1000);
    expect(values()).toEqual([5, 25]);
  });

  it("waits while something covers the counters in view, and counts once they show", () => {
    jest.useFakeTimers({ doNotFake: ["performance", "requestAnimationFrame", "cancelAnimationFrame"] });
    render(<Counters data={data} />);
    overlay = document.body;
    observe(true);
    advance(0);
    act(() => jest.advanceTimersByTime(1000));
    advance(1000);
    expect(values()).toEqual([0, 0]);
    overlay = null;
    act(() => jest.advanceTimersByTime(100));
    advance(0);
    advance(2000);
    expect(values()).toEqual([10, 50]);
    jest.useRealTimers();
  });

  it("keeps the screen-reader text on the target while the digits count", () => {
    render(<Counters data={data} />);
    expect(screen.getByText("Years Experience").previousSibling).toHaveTextContent("010");
  });

  it("shows the targets at once under reduced motion", () => {
    setReducedMotion(true);
    render(<Counters data={data} />);
    expect(values()).toEqual([10, 50]);
    for (const digits of screen.getAllByTestId("counter-value")) expect(digits).not.toHaveAttribute("data-pending");
    expect(window.IntersectionObserver).not.toHaveBeenCalled();
  });
});
