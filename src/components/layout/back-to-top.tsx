import { useScrolledPast } from "../../hooks/use-scrolled-past";
import { scrollBehavior } from "../../utils/motion";
import { Icon } from "../ui/icon";
import * as styles from "./back-to-top.module.scss";

export const BACK_TO_TOP_THRESHOLD_PX = 300;

/** The button's id. It is the last element of every page, so the first paint waits for it (gatsby-ssr.tsx). */
export const BACK_TO_TOP_ID = "back-to-top";

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
  // The button hides at the top, so keyboard focus moves to the start of the page.
  document.getElementById("top")?.focus({ preventScroll: true });
}

/** Hidden (and unfocusable) until the page is scrolled past BACK_TO_TOP_THRESHOLD_PX. */
export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_THRESHOLD_PX);
  return (
    <button
      id={BACK_TO_TOP_ID}
      type="button"
      className={`d-print-none ${styles.button} ${visible ? styles.visible : ""}`}
      aria-label="Back to top"
      data-testid="back-to-top"
      onClick={scrollToTop}
    >
      <Icon name="arrowUp" size={22} />
    </button>
  );
}
