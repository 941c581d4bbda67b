import { useEffect, type RefObject } from "react";

// How long after a control takes focus, or after the page last scrolled, the browser's own scroll to it may still
// end (a smooth scroll, Firefox).
const FOCUS_SCROLL_MS = 1000;

// What a visitor does to scroll the page, or to take it elsewhere: from then on it scrolls only where they take it.
const VISITOR_INPUTS = ["wheel", "touchstart", "pointerdown", "keydown"];
const SCROLL_KEYS = new Set(["PageUp", "PageDown", "Home", "End", "ArrowUp", "ArrowDown", " "]);
const scrollsThePage = (event: Event) =>
  !(event instanceof KeyboardEvent) ||
  (SCROLL_KEYS.has(event.key) && !(event.target as Element).closest?.("input, textarea, select, [contenteditable]"));

/**
 * Keeps a control that takes keyboard focus clear of the sticky header and the back-to-top button (WCAG 2.4.11).
 * The page's scroll padding tells the browser where they are, but a browser scrolls only to bring a control into
 * the window: one that is in it already, under the header or the button, stays where it is (Chromium, for a text
 * box reached by Tab at the foot of the screen; Firefox, once its smooth scroll ends). So once the browser has
 * scrolled (the next frame, and the end of a scroll that is still running), a control that is not inside the
 * padded part of the window is scrolled into it; scrollIntoView heeds the padding. Controls in a dialog over the
 * page, or fixed (the skip link, the back-to-top button), are left alone, as are the header's own: its CSS keeps
 * them in view (site-header.module.scss), the top bar's too. It keeps watching while the page scrolls, and a second
 * after it stops, unless the visitor scrolls or points first: a scroll of theirs is never undone.
 */
export function useFocusInView(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let stop = () => {};
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || !target.matches(":focus-visible")) return;
      if (target.closest("dialog") || header.current?.contains(target)) return;
      if (getComputedStyle(target).position === "fixed") return;
      stop();
      const check = () => {
        if (document.activeElement !== target) return;
        const box = target.getBoundingClientRect();
        const padding = getComputedStyle(document.documentElement);
        const top = parseFloat(padding.scrollPaddingTop) || 0;
        const bottom = innerHeight - (parseFloat(padding.scrollPaddingBottom) || 0);
        if (box.top < top || box.bottom > bottom) target.scrollIntoView({ block: "nearest" });
      };
      // The watch's listeners all go with its one signal.
      const watch = new AbortController();
      const { signal } = watch;
      const frame = requestAnimationFrame(check);
      window.addEventListener("scrollend", check, { signal });
      // A smooth scroll across the page can outlast the wait (aimed before the sections it passes are laid out,
      // it ends short of the control): the wait starts again while the page scrolls.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const wait = () => {
        clearTimeout(timer);
        timer = setTimeout(() => stop(), FOCUS_SCROLL_MS);
      };
      window.addEventListener("scroll", wait, { passive: true, signal });
      wait();
      const onVisitor = (input: Event) => scrollsThePage(input) && stop();
      for (const type of VISITOR_INPUTS)
        window.addEventListener(type, onVisitor, { capture: true, passive: true, signal });
      stop = () => {
        cancelAnimationFrame(frame);
        clearTimeout(timer);
        watch.abort();
      };
    };
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("focusin", onFocus);
      stop();
    };
  }, [header]);
}
