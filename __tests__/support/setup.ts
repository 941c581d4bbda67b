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
