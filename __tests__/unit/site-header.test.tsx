/**
 * The site header (src/components/layout/site-header.tsx) as its two hooks make it behave, on a header of the
 * same shape: useStickyHeader gives CSS the top bar's and the navbar's heights, and useFocusInView scrolls a
 * focused control out from under the sticky header.
 */
import { act, render } from "@testing-library/react";
import { useRef } from "react";
import { useFocusInView } from "../../src/hooks/use-focus-in-view";
import { useStickyHeader } from "../../src/hooks/use-sticky-header";

type Box = { top: number; height: number };
const boxes = new Map<Element, Box>();
const rect = ({ top, height }: Box) => ({ top, bottom: top + height, height, left: 0, right: 0, width: 0 }) as DOMRect;

function Header({ children }: { children?: React.ReactNode }) {
  const header = useRef<HTMLElement>(null);
  useStickyHeader(header);
  useFocusInView(header);
  return (
    <>
      <header ref={header}>
        <div data-testid="top-bar" />
        <nav>
          <a href="/">Home</a>
        </nav>
      </header>
      {children}
    </>
  );
}

// jsdom lays nothing out: the boxes are set by the tests, and the size observer is called by them.
let observed: ResizeObserverCallback | undefined;
beforeEach(() => {
  window.ResizeObserver = class {
    constructor(callback: ResizeObserverCallback) {
      observed = callback;
    }
    observe() {}
    disconnect() {}
    unobserve() {}
  } as unknown as typeof ResizeObserver;
  jest.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    return rect(boxes.get(this) ?? { top: 0, height: 0 });
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("useStickyHeader", () => {
  beforeEach(() => jest.useFakeTimers());

  it("gives CSS the top bar's height and the navbar's, as they change, and takes them back when it goes", () => {
    const { container, unmount } = render(<Header />);
    const header = container.querySelector("header")!;
    boxes.set(header, { top: 0, height: 104 });
    boxes.set(header.firstElementChild!, { top: 0, height: 44 });
    act(() => observed!([], {} as ResizeObserver));
    const root = document.documentElement.style;
    // Not in the frame that showed the change, but in the next task.
    expect(root.getPropertyValue("scroll-padding-top")).toBe("");
    act(() => jest.runOnlyPendingTimers());
    expect([header.style.getPropertyValue("--top-bar-height"), root.getPropertyValue("scroll-padding-top")]).toEqual([
      "44px",
      "calc(60px + 0.75rem)",
    ]);
    // The menu opens: the navbar grows.
    boxes.set(header, { top: 0, height: 334 });
    act(() => observed!([], {} as ResizeObserver));
    act(() => jest.runOnlyPendingTimers());
    expect(root.getPropertyValue("scroll-padding-top")).toBe("calc(290px + 0.75rem)");
    unmount();
    expect(root.getPropertyValue("scroll-padding-top")).toBe("");
  });

  it("writes nothing where the CSS already lays out what it measures: a write on the root restyles the page", () => {
    // What the CSS gives while nothing is written: a 44 px top bar and a 70 px navbar, 12 px of room below it.
    const css = { top: "-44px", scrollPaddingTop: "82px", fontSize: "16px" };
    jest.spyOn(window, "getComputedStyle").mockReturnValue(css as CSSStyleDeclaration);
    const { container } = render(<Header />);
    const header = container.querySelector("header")!;
    boxes.set(header, { top: 0, height: 114 });
    boxes.set(header.firstElementChild!, { top: 0, height: 44 });
    act(() => observed!([], {} as ResizeObserver));
    act(() => jest.runOnlyPendingTimers());
    expect([header.style.cssText, document.documentElement.style.cssText]).toEqual(["", ""]);
    // The top bar wraps: only the header's offset changes.
    boxes.set(header, { top: 0, height: 143 });
    boxes.set(header.firstElementChild!, { top: 0, height: 73 });
    act(() => observed!([], {} as ResizeObserver));
    act(() => jest.runOnlyPendingTimers());
    expect([header.style.cssText, document.documentElement.style.cssText]).toEqual(["--top-bar-height: 73px;", ""]);
  });
});

describe("useFocusInView", () => {
  beforeEach(() => {
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => (callback(0), 1));
    Element.prototype.scrollIntoView = jest.fn();
    document.documentElement.style.scrollPaddingTop = "72px";
    document.documentElement.style.scrollPaddingBottom = "76px";
    Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
  });

  const focusAt = (element: HTMLElement, box: Box) => {
    boxes.set(element, box);
    (element.scrollIntoView as jest.Mock).mockClear(); // each focus counts its own scrolls
    jest.spyOn(element, "matches").mockImplementation((selector) => selector === ":focus-visible");
    act(() => element.focus());
  };

  it("scrolls a keyboard-focused control under the header or the back-to-top button into the padded window", () => {
    const { getByRole } = render(
      <Header>
        <main>
          <button type="button">Under the header</button>
          <button type="button">At the foot</button>
          <button type="button">In view</button>
        </main>
      </Header>,
    );
    const scroll = Element.prototype.scrollIntoView as jest.Mock;
    focusAt(getByRole("button", { name: "Under the header" }), { top: 30, height: 44 });
    expect(scroll).toHaveBeenLastCalledWith({ block: "nearest" });
    focusAt(getByRole("button", { name: "At the foot" }), { top: 700, height: 44 });
    expect(scroll).toHaveBeenCalledTimes(1);
    focusAt(getByRole("button", { name: "In view" }), { top: 300, height: 44 });
    expect(scroll).not.toHaveBeenCalled();
  });

  it("looks again where the browser's own smooth scroll ends, for a second after focus", () => {
    // The frame stays the test's own (at once); only the second is faked.
    jest.useFakeTimers({ doNotFake: ["requestAnimationFrame", "cancelAnimationFrame"] });
    const { getByRole } = render(
      <Header>
        <button type="button">Moving</button>
      </Header>,
    );
    const button = getByRole("button", { name: "Moving" });
    const scroll = Element.prototype.scrollIntoView as jest.Mock;
    focusAt(button, { top: 300, height: 44 });
    expect(scroll).not.toHaveBeenCalled();
    // The browser's scroll ends with the control under the header.
    boxes.set(button, { top: 40, height: 44 });
    act(() => void window.dispatchEvent(new Event("scrollend")));
    expect(scroll).toHaveBeenCalledTimes(1);
    // Later scrolls are the visitor's own: the page does not follow the focus.
    act(() => void jest.advanceTimersByTime(1000));
    act(() => void window.dispatchEvent(new Event("scrollend")));
    expect(scroll).toHaveBeenCalledTimes(1);
  });

  it("never undoes the visitor's own scroll: a wheel, a touch, a press or a scrolling key ends the watch", () => {
    const { getByRole } = render(
      <Header>
        <button type="button">Focused</button>
        <textarea aria-label="Message" />
      </Header>,
    );
    const button = getByRole("button", { name: "Focused" });
    const scroll = Element.prototype.scrollIntoView as jest.Mock;
    /** Whether, after `input`, the end of a scroll that leaves the control under the header still brings it back. */
    const followsAfter = (control: HTMLElement, input: Event) => {
      focusAt(control, { top: 300, height: 44 });
      act(() => void control.dispatchEvent(input));
      boxes.set(control, { top: 40, height: 44 });
      act(() => void window.dispatchEvent(new Event("scrollend")));
      return scroll.mock.calls.length > 0;
    };
    expect(followsAfter(button, new Event("wheel", { bubbles: true }))).toBe(false);
    expect(followsAfter(button, new Event("touchstart", { bubbles: true }))).toBe(false);
    expect(followsAfter(button, new Event("pointerdown", { bubbles: true }))).toBe(false);
    expect(followsAfter(button, new KeyboardEvent("keydown", { key: "PageDown", bubbles: true }))).toBe(false);
    // Typing, or a key that moves the caret in a text box, is not scrolling: the browser's scroll is still followed.
    const message = getByRole("textbox", { name: "Message" });
    expect(followsAfter(message, new KeyboardEvent("keydown", { key: "a", bubbles: true }))).toBe(true);
    expect(followsAfter(message, new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }))).toBe(true);
  });

  it("leaves the header's own controls where they are", () => {
    const { getByRole } = render(<Header />);
    focusAt(getByRole("link", { name: "Home" }), { top: 0, height: 44 });
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });
});
