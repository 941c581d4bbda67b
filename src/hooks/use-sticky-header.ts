import { useEffect, type RefObject } from "react";

/**
 * Measures the sticky header for the page's CSS: `--top-bar-height`, how far the header sticks above the screen
 * (only its navbar stays in view), and `--navbar-height`, which the page's scroll padding keeps clear, so that a
 * control taking focus is never scrolled under the navbar (WCAG 2.4.11). The header's first child is the top bar.
 * Both change with the width (the top bar wraps on the narrowest phones), the text size and the open menu;
 * until the page runs, the CSS assumes one row of controls each.
 */
export function useStickyHeader(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const header = ref.current;
    const topBar = header?.firstElementChild;
    if (!header || !topBar || !("ResizeObserver" in window)) return;
    const root = document.documentElement.style;
    // In a task of its own, after the frame that shows the change (the menu opening): a custom property on the
    // root restyles the whole page, which would otherwise delay that frame.
    let pending = 0;
    const measure = () => {
      window.clearTimeout(pending);
      pending = window.setTimeout(() => {
        const bar = topBar.getBoundingClientRect().height;
        root.setProperty("--top-bar-height", `${bar}px`);
        root.setProperty("--navbar-height", `${header.getBoundingClientRect().height - bar}px`);
      });
    };
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    observer.observe(topBar);
    return () => {
      window.clearTimeout(pending);
      observer.disconnect();
      root.removeProperty("--top-bar-height");
      root.removeProperty("--navbar-height");
    };
  }, [ref]);
}
