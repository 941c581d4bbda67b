import { useEffect, useState } from "react";

/** Milliseconds since the window's load event, or null before it. */
function sinceLoad(): number | null {
  if (document.readyState !== "complete") return null;
  const navigation = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  return navigation?.loadEventStart ? performance.now() - navigation.loadEventStart : 0;
}

/** Becomes true `delay` ms after the window's load event, even when React mounts after that event. */
export function useHiddenAfterLoad(delay: number): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => setHidden(true), Math.max(0, delay - (sinceLoad() ?? 0)));
    };
    if (sinceLoad() === null) window.addEventListener("load", start, { once: true });
    else start();
    return () => {
      window.removeEventListener("load", start);
      clearTimeout(timer);
    };
  }, [delay]);
  return hidden;
}
