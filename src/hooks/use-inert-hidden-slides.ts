import { useEffect, type RefObject } from "react";

/**
 * react-slick marks off-screen and cloned slides aria-hidden but leaves their links and buttons
 * focusable (react-slick#1980). Keep every aria-hidden slide inert, as slides change.
 */
export function useInertHiddenSlides(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const sync = () =>
      root.querySelectorAll(".slick-slide").forEach((slide) => {
        slide.toggleAttribute("inert", slide.getAttribute("aria-hidden") === "true");
      });
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-hidden"] });
    return () => observer.disconnect();
  }, [ref]);
}
