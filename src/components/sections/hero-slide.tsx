import { Link } from "gatsby";
import type { ReactNode } from "react";
import { quoteLink } from "../../data/navigation";
import * as styles from "./hero-slide.module.scss";

interface HeroSlideProps {
  line1: string;
  /** The caption's second line, set in bold. */
  line2: string;
  /** The slide's picture (GatsbyImage on the site, a plain image in the content manager's preview). */
  image: ReactNode;
}

/**
 * One slide of the home page's hero, as the hero shows it and the content manager previews it: the picture, the
 * caption, and the way from there to the quote form.
 */
export function HeroSlide({ line1, line2, image }: HeroSlideProps) {
  return (
    <div className={styles.slide}>
      {image}
      <div className={styles.caption}>
        <div>
          <p className={styles.captionText}>
            {line1}
            <br />
            <strong>{line2}</strong>
          </p>
          <Link to={quoteLink.to} className={`btn btn-accent btn-lg ${styles.action}`}>
            {quoteLink.label}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The class the slide's picture takes (GatsbyImage's or an <img>): it fills the slide, and is not printed. */
export const heroImage = `${styles.image} d-print-none`;
