import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { useEffect, useRef } from "react";
import { step } from "../../utils/cycle";
import { Icon } from "./icon";
import * as styles from "./lightbox.module.scss";

export interface LightboxItem {
  title: string;
  description: string;
  alt: string;
  image: IGatsbyImageData | undefined;
}

interface LightboxProps {
  items: LightboxItem[];
  /** The open item, or null when closed. */
  index: number | null;
  onChange: (index: number | null) => void;
}

/**
 * A modal dialog (native <dialog> with showModal: focus moves in and stays, the page behind is
 * inert, Escape closes). Clicking the overlay closes it, and focus returns to the opening button.
 */
export function Lightbox({ items, index, onChange }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (index !== null && !element.open) {
      opener.current = document.activeElement as HTMLElement | null;
      element.showModal();
    } else if (index === null && element.open) {
      element.close();
    }
  }, [index]);

  const item = index === null ? undefined : items[index];
  const go = (delta: number) => index !== null && onChange(step(index, delta, items.length));
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="lightbox-title"
      onClose={() => {
        onChange(null);
        opener.current?.focus();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onChange(null);
      }}
    >
      {item && index !== null && (
        <div className={styles.content}>
          <button type="button" className={styles.close} onClick={() => onChange(null)} aria-label="Close">
            <Icon name="close" size={22} />
          </button>
          <figure className={styles.figure}>
            {item.image && <GatsbyImage image={item.image} alt={item.alt} className={styles.image} />}
            <figcaption className={styles.caption}>
              <h2 id="lightbox-title" className={styles.title}>
                {item.title}
              </h2>
              <p className={styles.description}>{item.description}</p>
              <p className={styles.position}>
                {index + 1} / {items.length}
              </p>
            </figcaption>
          </figure>
          <button
            type="button"
            className={`${styles.nav} ${styles.prev}`}
            onClick={() => go(-1)}
            aria-label="Previous project"
          >
            <Icon name="chevronLeft" size={26} />
          </button>
          <button
            type="button"
            className={`${styles.nav} ${styles.next}`}
            onClick={() => go(1)}
            aria-label="Next project"
          >
            <Icon name="chevronRight" size={26} />
          </button>
        </div>
      )}
    </dialog>
  );
}
