import type { ReactNode } from "react";
import { useHydrated } from "../../hooks/use-hydrated";

interface SlideProps {
  index: number;
  count: number;
  className?: string;
  /** Out of view: hidden from assistive technology while scripts run the carousel. */
  hidden?: boolean;
  children: ReactNode;
}

/**
 * One slide of a carousel, labelled "n of N" as the WAI-ARIA carousel pattern asks. A slide out of view is
 * hidden (aria-hidden, and inert, so Tab skips its links) only once the page runs: without scripts every slide
 * shows, stacked, and a visitor reads and reaches them all, so the server's markup hides none (and hydration
 * matches it).
 */
export function Slide({ index, count, className, hidden, children }: SlideProps) {
  const running = useHydrated();
  return (
    <div
      className={className}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      aria-hidden={running ? hidden : undefined}
      inert={running ? hidden : undefined}
    >
      {children}
    </div>
  );
}
