import type { ReactNode } from "react";
import * as styles from "./hero-slide.module.scss";

interface HeroSlideProps {
  line1: string;
  /** The caption's second line, set in bold. */
  line2: string;
  /** The slide's picture (GatsbyImage on the site, a plain image in the content manager's preview). */
  image: ReactNode;
}

/** One slide of the home page's hero, as the hero shows it and the content manager previews it. */
export function HeroSlide({ line1, line2, image }: HeroSlideProps) {
  return (
    <div className={styles.slide}>
      {image}
      <div className={styles.caption}>
        <p className={styles.captionText}>
          {line1}
          <br />
          <strong>{line2}</strong>
        </p>
      </div>
    </div>
  );
}

/** The class the slide's picture takes (GatsbyImage's or an <img>): it fills the slide. */
export const heroImage = styles.image;
