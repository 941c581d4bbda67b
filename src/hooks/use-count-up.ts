import { useEffect, useRef } from "react";
import { prefersReducedMotion } from "../utils/motion";

/** The value a counter shows `elapsed` ms after it started: linear from 0 to `target` over `duration`. */
export function countAt(elapsed: number, target: number, duration: number): number {
  if (elapsed >= duration) return target;
  return Math.floor((target * Math.max(0, elapsed)) / duration);
}

// A screen shows at most this many figures a second; a count to a higher target skips figures, as one drawn frame
// by frame does.
const FIGURES_PER_SECOND = 60;

/**
 * The figures a count shows in turn, from 0 to `target`, one a step, padded with figure spaces (as wide as a digit)
 * to the target's length, so the text keeps its width and place while it counts up.
 */
export function countFigures(target: number, duration: number): string[] {
  const steps = Math.min(target, Math.ceil((duration * FIGURES_PER_SECOND) / 1000));
  const pad = (value: number) => String(value).padStart(String(target).length, "\u2007");
  if (steps === 0) return [pad(target)];
  return Array.from({ length: steps + 1 }, (_, step) => pad(countAt((step * duration) / steps, target, duration)));
}

/** Whether the visitor can see the element: nothing (such as the loading overlay) lies on its centre. */
function uncovered(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return top !== null && element.contains(top);
}

// How often a counter in view but covered looks again.
const COVERED_RETRY_MS = 100;

/**
 * Counts from 0 to `target` over `duration` ms once the element is in view and not covered (on / and /about the
 * loading overlay covers it at first), so the visitor sees the whole count. The element (`ref`) holds the figure,
 * one line high in a box that clips it: the count writes every figure into it, one a line, and moves it up a line
 * a step, a `steps()` animation of `transform` that the compositor runs, so counting takes the page's main
 * thread no work a frame (React's render a frame for 2 s made about 120 frames of work at start-up); at the end
 * the element holds the target alone.
 *
 * The server and hydration show the target, so the page reads right without JavaScript; under reduced motion it
 * stays there. The element is marked `data-pending` until the page runs, and the page hides it then, or a visitor
 * would see the count's end before its start: the mark goes in the same task that writes 0.
 */
export function useCountUp<T extends HTMLElement>(target: number, duration: number) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const figures = countFigures(target, duration);
    const show = (text: string) => {
      element.textContent = text;
      element.removeAttribute("data-pending");
    };
    if (prefersReducedMotion() || !("IntersectionObserver" in window) || !element.animate) return show(figures.at(-1)!);
    show(figures[0]!);
    let retry: ReturnType<typeof setInterval> | undefined;
    let animation: Animation | undefined;
    const count = () => {
      observer.disconnect();
      clearInterval(retry);
      element.textContent = figures.join("\n");
      // The last step ends at 100% less one line: the element's height is that many lines and one more.
      const end = `translateY(${(-100 * (figures.length - 1)) / figures.length}%)`;
      animation = element.animate([{ transform: "none" }, { transform: end }], {
        duration,
        easing: `steps(${figures.length - 1})`,
        fill: "forwards",
      });
      animation.onfinish = () => {
        element.textContent = figures.at(-1)!;
        animation?.cancel();
      };
    };
    const observer = new IntersectionObserver(
      (entries) => {
        clearInterval(retry);
        if (!entries.some((entry) => entry.isIntersecting)) return;
        if (uncovered(element)) return count();
        retry = setInterval(() => uncovered(element) && count(), COVERED_RETRY_MS);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearInterval(retry);
      animation?.cancel();
    };
  }, [target, duration]);
  return ref;
}
