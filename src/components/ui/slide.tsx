import type { ReactNode } from "react";

interface SlideProps {
  index: number;
  count: number;
  className?: string;
  hidden?: boolean;
  children: ReactNode;
}

/** One slide of a carousel, labelled "n of N" as the WAI-ARIA carousel pattern asks. */
export function Slide({ index, count, className, hidden, children }: SlideProps) {
  return (
    <div
      className={className}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      aria-hidden={hidden}
    >
      {children}
    </div>
  );
}
