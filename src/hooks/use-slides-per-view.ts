import { useSyncExternalStore } from "react";
import type { SlideLayout } from "../components/ui/slider";

/** How many slides a mobile-first layout shows at a viewport `width` in px. */
export function slidesPerViewAt(layout: SlideLayout, width: number): number {
  return Object.entries(layout.breakpoints)
    .map(([min, count]) => [Number(min), count] as const)
    .sort(([a], [b]) => a - b)
    .reduce((shown, [min, count]) => (width >= min ? count : shown), layout.slidesPerView);
}

function subscribe(onChange: () => void) {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

/**
 * The slide count for the current viewport. The server and hydration use the widest layout's
 * count, so both render the same markup; the real count follows at once. (react-slick 0.31's own
 * `responsive` option ignores the width the page loads at and only reacts to later resizes.)
 */
export function useSlidesPerView(layout: SlideLayout): number {
  return useSyncExternalStore(
    subscribe,
    () => slidesPerViewAt(layout, window.innerWidth),
    () => slidesPerViewAt(layout, Infinity),
  );
}
