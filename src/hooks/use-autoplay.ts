import { useEffect } from "react";

/**
 * Calls `advance` every `interval` ms while `running`. The timer restarts whenever `step`
 * changes, so a slide chosen by hand gets its full time on screen.
 */
export function useAutoplay(advance: () => void, interval: number, running: boolean, step: number) {
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(advance, interval);
    return () => clearTimeout(timer);
  }, [advance, interval, running, step]);
}
