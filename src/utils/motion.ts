export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** True when the visitor asked the system for less motion. Call it in effects and handlers only. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.(REDUCED_MOTION_QUERY).matches === true;
}

/** How the page scrolls where the visitor sends it: smoothly, or at once under reduced motion. */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? "instant" : "smooth");
