import { useRef, type CSSProperties, type ReactElement } from "react";
import SlickSlider, { type Settings } from "react-slick";
import "slick-carousel/slick/slick.css";
import { useInertHiddenSlides } from "../../hooks/use-inert-hidden-slides";
import { useReducedMotion } from "../../hooks/use-reduced-motion";
import { useSlidesPerView } from "../../hooks/use-slides-per-view";
import * as styles from "./slider.module.scss";

/** Slides per view, mobile first: `breakpoints` maps a minimum viewport width in px to a count. */
export interface SlideLayout {
  slidesPerView: number;
  breakpoints: Record<number, number>;
  /** Space between slides, in px. */
  spaceBetween: number;
}

interface SliderProps {
  layout: SlideLayout;
  settings: Settings;
  className?: string;
  children: ReactElement[];
}

/** react-slick with a mobile-first layout, spacing between slides, unreachable hidden slides and reduced motion. */
export function Slider({ layout, settings, className = "", children }: SliderProps) {
  const ref = useRef<HTMLDivElement>(null);
  useInertHiddenSlides(ref);
  const slidesToShow = useSlidesPerView(layout);
  // Under reduced motion a slide change is a cut, not a slide.
  const speed = useReducedMotion() ? 0 : settings.speed;
  const vars = { "--slide-gap": `${layout.spaceBetween}px`, "--slides-per-view": slidesToShow } as CSSProperties;
  return (
    <div ref={ref} className={`${styles.slider} ${className}`} style={vars}>
      {children.length > slidesToShow ? (
        <SlickSlider {...settings} speed={speed} slidesToShow={slidesToShow}>
          {children}
        </SlickSlider>
      ) : (
        // Everything fits in view, so nothing slides (react-slick would mark a visible slide aria-hidden).
        <div className={styles.fixedGrid}>{children}</div>
      )}
    </div>
  );
}
