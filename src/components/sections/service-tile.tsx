import { Link } from "gatsby";
import type { ReactNode } from "react";
import { ROUTES } from "../../schema/routes";
import * as styles from "./service-tile.module.scss";

interface ServiceTileProps {
  /** The file name of the service's Markdown file: the tile's anchor on /services. */
  slug: string;
  title: string;
  text: string;
  /** The service's square icon, shown at 64 × 64 (GatsbyImage on the site, an <img> in the CMS preview). */
  icon: ReactNode;
}

/** A service tile (a list item): it has no page of its own, so its link leads to its place on /services. */
export function ServiceTile({ slug, title, text, icon }: ServiceTileProps) {
  return (
    <li id={slug} className={styles.tile}>
      {icon}
      <h3 className={styles.title}>
        <Link to={`${ROUTES.services}#${slug}`} className={styles.link}>
          {title}
        </Link>
      </h3>
      <p className={styles.text}>{text}</p>
    </li>
  );
}

/** The class the icon takes. */
export const serviceIcon = styles.icon;
