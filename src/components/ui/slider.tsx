import { useRef, type CSSProperties, type ReactElement } from "react";
import SlickSlider, { type Settings } from "react-slick";
import "slick-carousel/slick/slick.css";
import { useInertHiddenSlides } from "../../hooks/use-inert-hidden-slides";
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

/** react-slick with a mobile-first layout, spacing between slides, and unreachable hidden slides. */
export function Slider({ layout, settings, className = "", children }: SliderProps) {
  const ref = useRef<HTMLDivElement>(null);
  useInertHiddenSlides(ref);
  const slidesToShow = useSlidesPerView(layout);
  const vars = { "--slide-gap": `${layout.spaceBetween}px`, "--slides-per-view": slidesToShow } as CSSProperties;
  return (
    <div ref={ref} className={`${styles.slider} ${className}`} style={vars}>
      {children.length > slidesToShow ? (
        <SlickSlider {...settings} slidesToShow={slidesToShow}>
          {children}
        </SlickSlider>
      ) : (
        // Everything fits in view, so nothing slides (react-slick would mark a visible slide aria-hidden).
        <div className={styles.fixedGrid}>{children}</div>
      )}
    </div>
  );
}
