import type { ReactElement } from "react";
import { Carousel } from "react-responsive-carousel";
import { useReducedMotion } from "../../hooks/use-reduced-motion";
import "react-responsive-carousel/lib/styles/carousel.min.css";

interface SlideShowProps {
  index: number;
  onChange: (index: number) => void;
  /** How long a slide change takes, in ms; under reduced motion it is a cut. */
  transitionMs: number;
  children: ReactElement[];
}

/**
 * The one place that uses react-responsive-carousel (barely maintained, so kept replaceable).
 * It only slides and swipes: autoplay, buttons and thumbnails are ours, because the library's
 * own are not accessible (<li role="button">) and its autoPlay can restart itself (react-responsive-carousel#582).
 */
export function SlideShow({ index, onChange, transitionMs, children }: SlideShowProps) {
  const transitionTime = useReducedMotion() ? 0 : transitionMs;
  return (
    <Carousel
      selectedItem={index}
      onChange={onChange}
      autoPlay={false}
      infiniteLoop={false}
      showArrows={false}
      showIndicators={false}
      showThumbs={false}
      showStatus={false}
      swipeable
      emulateTouch
      transitionTime={transitionTime}
    >
      {children}
    </Carousel>
  );
}
