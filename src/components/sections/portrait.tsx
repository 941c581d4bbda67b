import type { ReactNode } from "react";
import * as styles from "./about.module.scss";

interface PortraitProps {
  /** The portrait (GatsbyImage on the site, a plain image in the content manager's preview), 5:6. */
  image: ReactNode;
  name: string;
  role: string;
}

/** The about section's portrait of the founder, with their name and role over it. */
export function Portrait({ image, name, role }: PortraitProps) {
  return (
    <figure className={styles.figure}>
      {image}
      <figcaption className={styles.caption}>
        <strong>{name}</strong>
        <span>{role}</span>
      </figcaption>
    </figure>
  );
}

/** The class the portrait's picture takes. */
export const portraitImage = styles.portrait;
