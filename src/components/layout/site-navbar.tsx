import { Link } from "gatsby";
import { useState, type KeyboardEvent } from "react";
import { mainNavigation, quoteLink } from "../../data/navigation";
import { Brand } from "./brand";
import * as styles from "./site-navbar.module.scss";

/** The sticky main navigation. Below 992 px its links sit behind the Menu toggle (React state, no Bootstrap JS). */
export function SiteNavbar() {
  const [open, setOpen] = useState(false);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      setOpen(false);
      document.getElementById("menu-toggle")?.focus();
    }
  };
  return (
    <nav
      className={`navbar navbar-expand-lg navbar-light sticky-top ${styles.navbar}`}
      aria-label="Main"
      onKeyDown={closeOnEscape}
    >
      <div className="container">
        <Brand className="navbar-brand" />
        <button
          id="menu-toggle"
          data-js-only
          className={`navbar-toggler ${styles.toggler}`}
          type="button"
          aria-controls="main-menu"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          <span className="navbar-toggler-icon" aria-hidden="true" />
          <span className={styles.togglerLabel}>Menu</span>
        </button>
        {/* In the DOM the menu follows its toggle and precedes Request A Quote, so the Tab order matches
            what the eye sees: brand, links, quote on wide screens; brand, Menu, links, quote below 992 px,
            where the opened menu drops to its own row. */}
        <div id="main-menu" className={`collapse navbar-collapse order-last order-lg-0 ${open ? "show" : ""}`}>
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
        <Link to={quoteLink.to} className={`btn btn-accent d-none d-md-inline-block ${styles.quote}`}>
          {quoteLink.label}
        </Link>
      </div>
    </nav>
  );
}
