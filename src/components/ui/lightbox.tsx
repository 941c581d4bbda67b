import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import { step } from "../../utils/cycle";
import { Icon } from "./icon";
import { Picture } from "./picture";
import * as styles from "./lightbox.module.scss";

export interface LightboxItem {
  title: string;
  description: string;
  alt: string;
  image: IGatsbyImageData | undefined;
}

/** What opens the lightbox: `open(i)` shows item i. */
export interface LightboxHandle {
  open: (index: number) => void;
}

interface LightboxProps {
  items: LightboxItem[];
  ref: Ref<LightboxHandle>;
}

/**
 * A modal dialog (native <dialog> with showModal: focus moves in and stays, the page behind is
 * inert, Escape closes). Clicking the overlay closes it, and focus returns to the opening button.
 * It keeps which item is open to itself and is opened through its handle, so opening and paging it
 * renders the dialog alone, not the carousel that opens it.
 */
export function Lightbox({ items, ref }: LightboxProps) {
  const [index, setIndex] = useState<number | null>(null);
  useImperativeHandle(ref, () => ({ open: setIndex }), []);
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
  const go = (delta: number) => index !== null && setIndex(step(index, delta, items.length));
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="lightbox-title"
      onClose={() => {
        setIndex(null);
        opener.current?.focus();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) setIndex(null);
      }}
    >
      {item && index !== null && (
        <div className={styles.content}>
          <button type="button" className={styles.close} onClick={() => setIndex(null)} aria-label="Close">
            <Icon name="close" size={22} />
          </button>
          <figure className={styles.figure}>
            {item.image && <Picture image={item.image} alt={item.alt} className={styles.image} loading="eager" />}
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
