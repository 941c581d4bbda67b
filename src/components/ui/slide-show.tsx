import type { ReactElement } from "react";
import { Carousel } from "react-responsive-carousel";
import { useReducedMotion } from "../../hooks/use-reduced-motion";
import "react-responsive-carousel/lib/styles/carousel.min.css";

interface SlideShowProps {
  index: number;
  onChange: (index: number) => void;
  children: ReactElement[];
}

/**
 * The one place that uses react-responsive-carousel (barely maintained, so kept replaceable).
 * It only slides and swipes: autoplay, buttons and thumbnails are ours, because the library's
 * own are not accessible (<li role="button">) and its autoPlay can restart itself (#582).
 */
export function SlideShow({ index, onChange, children }: SlideShowProps) {
  // Under reduced motion a slide change is a cut, not a slide.
  const transitionTime = useReducedMotion() ? 0 : 600;
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
