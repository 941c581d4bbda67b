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
