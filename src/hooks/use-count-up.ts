import { useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "../utils/motion";

/** The value a counter shows `elapsed` ms after it started: linear from 0 to `target` over `duration`. */
export function countAt(elapsed: number, target: number, duration: number): number {
  if (elapsed >= duration) return target;
  return Math.floor((target * Math.max(0, elapsed)) / duration);
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
 * Counts from 0 to `target` over `duration` ms once the element is in view and not covered (on / and
 * /about the loading overlay covers it at first), so the visitor sees the whole count.
 * The server and the first client render show the target, so the page reads right without
 * JavaScript and hydration matches; under reduced motion it stays on the target. `pending` tells
 * when the value is still the server's: the page should hide it, or a visitor would see the count's end
 * before its start. It ends in the same update that sets the count's first value (0), so no render can
 * show the target unhidden: a separate "hydrated" flag would reach the page in a render of its own,
 * and a render in between (the overlay going, on a busy phone) would show the target for a moment.
 */
export function useCountUp<T extends Element>(target: number, duration: number) {
  const ref = useRef<T>(null);
  // null until the page runs.
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || !("IntersectionObserver" in window)) {
      setValue(target);
      return;
    }
    let frame = 0;
    let retry: ReturnType<typeof setInterval> | undefined;
    setValue(0);
    const count = () => {
      observer.disconnect();
      clearInterval(retry);
      // The count starts with its first frame, not now: a frame late on a busy phone, or a page in a
      // background tab (whose frames wait until it shows), would otherwise skip the start of the count.
      let start: number | undefined;
      const tick = (now: number) => {
        start ??= now;
        const next = countAt(now - start, target, duration);
        setValue(next);
        if (next < target) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
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
      cancelAnimationFrame(frame);
    };
  }, [target, duration]);
  return { ref, value: value ?? target, pending: value === null };
}
