import { TextEncoder } from "node:util";
import "@testing-library/jest-dom";

// jsdom has no matchMedia; tests that need "reduce" motion call setReducedMotion(true).
let reducedMotion = false;
export function setReducedMotion(value: boolean) {
  reducedMotion = value;
}

if (typeof window !== "undefined")
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string) => ({
      matches: query.includes("prefers-reduced-motion: reduce") ? reducedMotion : false,
      media: query,
      onchange: null,
      addListener: jest.fn(),
      removeListener: jest.fn(),
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      dispatchEvent: jest.fn(),
    }),
  });

afterEach(() => {
  reducedMotion = false;
});

// jsdom has no popovers: a shown popover is marked [open] (so a <dialog> counts as shown), and showing or
// hiding one fires "toggle" as the browser does (at once here, in a task of its own there), also when the
// browser itself closes it (Escape).
if (typeof window !== "undefined") {
  HTMLElement.prototype.showPopover = function showPopover(this: HTMLElement) {
    if (this.hasAttribute("open")) return;
    this.setAttribute("open", "");
    // A <dialog> shown as a popover moves focus into itself (the dialog focusing steps).
    if (this instanceof HTMLDialogElement) this.querySelector("button")?.focus();
    this.dispatchEvent(Object.assign(new Event("toggle"), { newState: "open" }));
  };
  HTMLElement.prototype.hidePopover = function hidePopover(this: HTMLElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(Object.assign(new Event("toggle"), { newState: "closed" }));
  };
  // Nor does it decode pictures: decode() resolves at once.
  HTMLImageElement.prototype.decode = () => Promise.resolve();
}

// react-dom/server (used to check server-rendered markup) needs TextEncoder, which jsdom lacks.
Object.assign(global, { TextEncoder });

/**
 * Replaces jsdom's missing IntersectionObserver with one the test drives: the returned function tells
 * every observer created so far that its targets are (or are not) in view.
 */
export function mockIntersectionObserver(): (visible: boolean) => void {
  const callbacks: IntersectionObserverCallback[] = [];
  window.IntersectionObserver = jest.fn((cb: IntersectionObserverCallback) => {
    callbacks.push(cb);
    return { observe: jest.fn(), disconnect: jest.fn(), unobserve: jest.fn() };
  }) as unknown as typeof IntersectionObserver;
  return (visible) =>
    callbacks.forEach((cb) =>
      cb([{ isIntersecting: visible } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
}
