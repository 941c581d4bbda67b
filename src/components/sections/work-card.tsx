import type { ReactNode } from "react";
import * as styles from "./works.module.scss";

interface WorkCardProps {
  title: string;
  text: string;
  /** The work's picture (GatsbyImage on the site, a plain image in the content manager's preview). */
  image: ReactNode;
}

/**
 * One work as the works slider shows it, and the content manager previews it: the picture, then the title and
 * text (read from the caption below the slider on phones). Its box is the slide's, which takes `workCard`.
 */
export function WorkCard({ title, text, image }: WorkCardProps) {
  return (
    <>
      {image}
      <div className={styles.body}>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.text}>{text}</p>
      </div>
    </>
  );
}

/** The class of a work's box: the slider's slide on the site, a box of its own in the preview. */
export const workCard = styles.card;
