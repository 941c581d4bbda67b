import type { ReactNode } from "react";
import * as styles from "./project-card.module.scss";

interface ProjectCardProps {
  title: string;
  description: string;
  /** The project's picture (GatsbyImage on the site, a plain image in the content manager's preview). */
  image: ReactNode;
  /** Controls over the picture: the project carousel's button that opens the lightbox. */
  children?: ReactNode;
}

/** One project as the project carousel shows it, and the content manager previews it. */
export function ProjectCard({ title, description, image, children }: ProjectCardProps) {
  return (
    <div className={styles.card}>
      <div className={styles.media}>
        {image}
        {children}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.description}>{description}</p>
      </div>
    </div>
  );
}
