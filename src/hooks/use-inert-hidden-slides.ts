import { useEffect, type RefObject } from "react";

/**
 * react-slick leaves the links and buttons of off-screen and cloned slides focusable (react-slick#1980).
 * Keep every slide out of view inert, as slides change: react-slick marks the ones in view `slick-active`.
 * (Its aria-hidden is not read: the published pages drop it from the server's slides, so that they can be
 * read without scripts, and React keeps the server's attributes when it hydrates; see
 * plugins/publish/slides.ts.) Inert also hides a slide from assistive technology.
 */
export function useInertHiddenSlides(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const sync = () =>
      root.querySelectorAll(".slick-slide").forEach((slide) => {
        slide.toggleAttribute("inert", !slide.classList.contains("slick-active"));
      });
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] });
    return () => observer.disconnect();
  }, [ref]);
}
