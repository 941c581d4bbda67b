import { useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "../utils/motion";

/** The value a counter shows `elapsed` ms after it started: linear from 0 to `target` over `duration`. */
export function countAt(elapsed: number, target: number, duration: number): number {
  if (elapsed >= duration) return target;
  return Math.floor((target * Math.max(0, elapsed)) / duration);
}

/**
 * Counts from 0 to `target` over `duration` ms once the element scrolls into view.
 * The server and the first client render show the target, so the page reads right without
 * JavaScript and hydration matches; under reduced motion it stays on the target.
 */
export function useCountUp<T extends Element>(target: number, duration: number) {
  const ref = useRef<T>(null);
  const [value, setValue] = useState(target);
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    let frame = 0;
    setValue(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const next = countAt(now - start, target, duration);
          setValue(next);
          if (next < target) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, duration]);
  return { ref, value };
}
