import { Link } from "gatsby";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { mainNavigation, quoteLink } from "../../data/navigation";
import { BREAKPOINTS } from "../../styles/breakpoints";
import { Static } from "../ui/static";
import { Brand } from "./brand";
import * as styles from "./site-navbar.module.scss";

/**
 * The main navigation, in the sticky header. Below 992 px its links sit behind the Menu toggle: a native disclosure
 * (<details>), so it opens from the first paint, before any script has run. No Bootstrap JS.
 */
export function SiteNavbar() {
  const nav = useRef<HTMLElement>(null);
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    const menu = event.currentTarget.querySelector("details");
    if (event.key === "Escape" && menu?.open) {
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
  };
  // A browser that cannot lay out a closed disclosure's content (before ::details-content) shows the
  // links on wide screens once the page runs, with the toggle beside them.
  useEffect(() => {
    const old = !window.CSS?.supports?.("selector(::details-content)");
    const menu = nav.current?.querySelector("details");
    if (old && menu && window.matchMedia(`(min-width: ${BREAKPOINTS.lg}px)`).matches) menu.open = true;
  }, []);
  // Static: its links and disclosure need no script, and its handler hears the keys pressed inside it.
  return (
    <Static
      as="nav"
      ref={nav}
      className={`navbar navbar-expand-lg navbar-light ${styles.navbar}`}
      aria-label="Main"
      onKeyDown={closeOnEscape}
    >
      <div className="container">
        <div className={styles.brandSlot}>
          <Brand className="navbar-brand" />
        </div>
        {/* The disclosure lays out as if its toggle and menu were the navbar's own items (display:
            contents), so the Tab order matches what the eye sees: brand, links, quote on wide screens;
            brand, Menu, links, quote below 992 px, where the opened menu drops to its own row. */}
        <details className={styles.disclosure}>
          <summary className={`navbar-toggler ${styles.toggler}`} aria-controls="main-menu">
            <span className="navbar-toggler-icon" aria-hidden="true" />
            <span className={styles.togglerLabel}>Menu</span>
          </summary>
          <div id="main-menu" className="navbar-collapse">
            <ul className="navbar-nav mx-auto">
              {mainNavigation.map((item) => (
                <li className="nav-item" key={item.to}>
                  <Link to={item.to} className={`nav-link ${styles.link}`} activeClassName="active">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </details>
        <Link to={quoteLink.to} className={`btn btn-accent d-none d-md-inline-block ${styles.quote}`}>
          {quoteLink.label}
        </Link>
      </div>
    </Static>
  );
}
