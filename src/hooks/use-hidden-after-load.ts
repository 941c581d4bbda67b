import { useEffect, useState } from "react";

/** Becomes true `delay` ms after the window's load event (or after mount, if the page has loaded already). */
export function useHiddenAfterLoad(delay: number): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => setHidden(true), delay);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      clearTimeout(timer);
    };
  }, [delay]);
  return hidden;
}
