import { useEffect, type RefObject } from "react";

/** Whether a computed length (in px) is not the one measured; one the browser does not give differs. */
const differs = (computed: string, px: number) => !(Math.abs(parseFloat(computed) - px) < 0.5);

/**
 * Measures the sticky header for the page's CSS: `--top-bar-height`, how far the header sticks above the screen
 * (only its navbar stays in view), and the navbar's height, which the page's scroll padding keeps clear, so that a
 * control taking focus is never scrolled under the navbar (WCAG 2.4.11). The header's first child is the top bar.
 * Both change with the width (the top bar wraps on the narrowest phones), the text size and the open menu;
 * until the page runs, the CSS assumes one row of controls each.
 */
export function useStickyHeader(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const header = ref.current;
    const topBar = header?.firstElementChild;
    if (!header || !topBar || !("ResizeObserver" in window)) return;
    // Each where it is read, the header's offset on the header and the scroll padding on the root (the 0.75rem
    // keeps the focus ring clear too, as global.scss says): a custom property written on the root would be
    // inherited by every element, and restyle the whole page at each write.
    const [own, root] = [header.style, document.documentElement.style];
    // In a task of its own, after the frame that shows the change (the menu opening).
    let pending = 0;
    const measure = () => {
      window.clearTimeout(pending);
      pending = window.setTimeout(() => {
        const bar = topBar.getBoundingClientRect().height;
        const navbar = header.getBoundingClientRect().height - bar;
        // Written only where the page's CSS lays out something else (at load it is usually right): even an
        // unchanged value written on the root restyles every element of the page.
        const [headerNow, rootNow] = [getComputedStyle(header), getComputedStyle(document.documentElement)];
        if (differs(headerNow.top, -bar)) own.setProperty("--top-bar-height", `${bar}px`);
        if (differs(rootNow.scrollPaddingTop, navbar + 0.75 * parseFloat(rootNow.fontSize)))
          root.setProperty("scroll-padding-top", `calc(${navbar}px + 0.75rem)`);
      });
    };
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    observer.observe(topBar);
    return () => {
      window.clearTimeout(pending);
      observer.disconnect();
      own.removeProperty("--top-bar-height");
      root.removeProperty("scroll-padding-top");
    };
  }, [ref]);
}
