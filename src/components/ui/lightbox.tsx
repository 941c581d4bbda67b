import type { IGatsbyImageData } from "gatsby-plugin-image";
import { startTransition, useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import { afterNextPaint } from "../../utils/after-paint";
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

/**
 * What opens the lightbox: `open(i)` shows item i. `prepare(i)` builds item i in the closed lightbox, when a
 * visitor points at or reaches its opener, so that the press only shows it.
 */
export interface LightboxHandle {
  open: (index: number) => void;
  prepare: (index: number) => void;
}

interface LightboxProps {
  items: LightboxItem[];
  ref: Ref<LightboxHandle>;
}

/** Makes everything outside `element` inert (its ancestors' other children); returns the undo. */
function inertOthers(element: Element): () => void {
  const made: HTMLElement[] = [];
  for (let node = element; node.parentElement && node !== document.body; node = node.parentElement)
    for (const sibling of node.parentElement.children)
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) {
        sibling.inert = true;
        made.push(sibling);
      }
  return () => made.forEach((other) => (other.inert = false));
}

/**
 * A modal dialog: a <dialog> shown as a popover, in the top layer over the whole page, with `aria-modal`;
 * focus moves in, Escape closes it (the popover's own close request), so does a click on the overlay, and
 * focus returns to the opening button. It keeps which item is open to itself and is opened through its
 * handle, so opening and paging it renders the dialog alone, not the carousel that opens it.
 *
 * Why not showModal(): it makes the page inert before the dialog's first frame, which restyles the whole page;
 * here the page turns inert in the task after (docs/performance.md, "What the measurements taught"). The
 * content is built for the project a visitor points at or reaches (`prepare`), and its picture fetched then;
 * closed, it stays laid out but unseen (lightbox.module.scss). So the press only shows it: no render of its
 * content and no layout of it in the frame that answers.
 */
export function Lightbox({ items, ref }: LightboxProps) {
  // Nothing is built until a visitor points at or reaches an opener, or presses one (the server's page has none).
  const [index, setIndex] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  // Where focus was at the press: a shown <dialog> moves focus into itself before `open` follows.
  const opener = useRef<HTMLElement | null>(null);
  // The press shows the dialog in its own task; `open` follows with the popover's toggle event, which the
  // browser fires after that: focus moves in, and the page behind turns inert once the dialog is painted.
  // Closing is the same the other way: the press hides it, and on its toggle the page wakes and focus returns.
  // (An opener cannot be pointed at or reached while the lightbox is open: the page behind is inert.)
  useImperativeHandle(
    ref,
    () => ({
      open: (i) => {
        opener.current = document.activeElement as HTMLElement | null;
        setIndex(i);
        dialog.current?.showPopover();
      },
      // Not urgent: React builds it between frames, so the focus a press gives its opener is painted at once.
      prepare: (i) => startTransition(() => setIndex(i)),
    }),
    [],
  );
  // The prepared project's picture is decoded before the press as well: a picture no frame has drawn yet is
  // decoded as the frame that shows it is drawn, which held that frame up (docs/performance.md).
  useEffect(() => {
    dialog.current
      ?.querySelector("img")
      ?.decode()
      .catch(() => {});
  }, [index]);
  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const back = opener.current;
    element.querySelector("button")?.focus();
    let shown = true;
    let restore = () => {};
    void afterNextPaint().then(() => shown && (restore = inertOthers(element)));
    // `open` turns false only once the popover has hidden (its toggle), and a removed popover hides itself.
    return () => {
      shown = false;
      restore();
      back?.focus();
    };
  }, [open]);

  const item = index === null ? undefined : items[index];
  const go = (delta: number) => setIndex(step(index ?? 0, delta, items.length));
  // As Escape does: the press only hides the dialog; the page behind wakes and focus goes back on its toggle.
  const hide = () => dialog.current?.hidePopover();
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="lightbox-title"
      popover="auto"
      aria-modal="true"
      onToggle={(event) => setOpen(event.newState === "open")}
      onClick={(event) => {
        if (event.target === event.currentTarget) hide();
      }}
    >
      {item && (
        <div className={styles.content}>
          <button type="button" className={styles.close} onClick={hide} aria-label="Close">
            <Icon name="close" size={22} />
          </button>
          <figure className={styles.figure}>
            {item.image && <Picture image={item.image} alt={item.alt} className={styles.image} />}
            <figcaption className={styles.caption}>
              <h2 id="lightbox-title" className={styles.title}>
                {item.title}
              </h2>
              <p className={styles.description}>{item.description}</p>
              <p className={styles.position}>
                {(index ?? 0) + 1} / {items.length}
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
