import { useHiddenAfterLoad } from "../../hooks/use-hidden-after-load";
import * as styles from "./spinner.module.scss";

export const SPINNER_HIDE_DELAY_MS = 500;

/**
 * Covers the page until SPINNER_HIDE_DELAY_MS after the window's load event. The server renders it,
 * a <noscript> style in gatsby-ssr hides it when scripts are off, and it is fixed-position
 * so removing it shifts nothing.
 */
export function Spinner() {
  const hidden = useHiddenAfterLoad(SPINNER_HIDE_DELAY_MS);
  if (hidden) return null;
  return (
    <div id="spinner" className={`d-print-none ${styles.overlay}`} role="status">
      <div className={styles.ring} aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
