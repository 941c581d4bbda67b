import { useLayoutEffect, useState } from "react";

/** Slides per view, mobile first: `breakpoints` maps a minimum viewport width in px to a count. */
export interface SlideLayout {
  slidesPerView: number;
  breakpoints: Record<number, number>;
  /** Space between slides, in px. */
  spaceBetween: number;
}

/** How many slides a mobile-first layout shows at a viewport `width` in px. */
export function slidesPerViewAt(layout: SlideLayout, width: number): number {
  return Object.entries(layout.breakpoints)
    .map(([min, count]) => [Number(min), count] as const)
    .sort(([a], [b]) => a - b)
    .reduce((shown, [min, count]) => (width >= min ? count : shown), layout.slidesPerView);
}

/**
 * The slide count for the current viewport. The server and hydration use the widest layout's count,
 * so both render the same markup; the real count is set in a layout effect, before the browser paints,
 * so react-slick never shows the widest layout on a narrow screen. (react-slick 0.31's own `responsive`
 * option ignores the width the page loads at and only reacts to later resizes.)
 */
export function useSlidesPerView(layout: SlideLayout): number {
  const [count, setCount] = useState(() => slidesPerViewAt(layout, Infinity));
  useLayoutEffect(() => {
    const update = () => setCount(slidesPerViewAt(layout, window.innerWidth));
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, [layout]);
  return count;
}
