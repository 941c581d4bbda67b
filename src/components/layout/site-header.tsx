import { useRef } from "react";
import { useFocusInView } from "../../hooks/use-focus-in-view";
import { useStickyHeader } from "../../hooks/use-sticky-header";
import { SiteNavbar } from "./site-navbar";
import { TopBar } from "./top-bar";
import * as styles from "./site-header.module.scss";

/**
 * The page's banner landmark: the top bar and the main navigation. The whole header is sticky, not the navbar
 * alone (a sticky element stays inside its parent), and sticks with the top bar above the screen, so only the
 * navbar stays in view, until the keyboard's focus goes into the top bar.
 */
export function SiteHeader() {
  const header = useRef<HTMLElement>(null);
  useStickyHeader(header);
  useFocusInView(header);
  return (
    <header ref={header} className={styles.header}>
      <TopBar />
      <SiteNavbar />
    </header>
  );
}
