import { useEffect, type RefObject } from "react";
import { afterNextPaint } from "../utils/after-paint";

/**
 * react-slick leaves the links and buttons of off-screen and cloned slides focusable (react-slick#1980).
 * Keep every slide out of view inert, as slides change: react-slick marks the ones in view `slick-active`.
 * (Its aria-hidden is not read: the published pages drop it from the server's slides, so that they can be
 * read without scripts, and React keeps the server's attributes when it hydrates; see
 * plugins/publish/slides.ts.) Inert also hides a slide from assistive technology.
 *
 * After a change, the slides follow in the task after its first frame: `inert` restyles a slide's whole
 * subtree, which the frame that answers a press (a dot, a swipe) should not wait for.
 */
export function useInertHiddenSlides(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    let pending = false;
    let live = true;
    const sync = () =>
      root.querySelectorAll(".slick-slide").forEach((slide) => {
        slide.toggleAttribute("inert", !slide.classList.contains("slick-active"));
      });
    sync();
    const observer = new MutationObserver(() => {
      if (pending) return;
      pending = true;
      void afterNextPaint().then(() => {
        pending = false;
        if (live) sync();
      });
    });
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] });
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [ref]);
}
