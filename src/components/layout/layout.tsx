import "../../styles/global.scss";
import type { ReactNode } from "react";
import { BackToTop } from "./back-to-top";
import { Footer } from "./footer";
import { SiteNavbar } from "./site-navbar";
import { Spinner } from "./spinner";
import { TopBar } from "./top-bar";

interface LayoutProps {
  children: ReactNode;
  /** The loading overlay; the spec shows it on / and /about only. */
  spinner?: boolean;
}

export function Layout({ children, spinner = false }: LayoutProps) {
  return (
    <>
      <a className="visually-hidden-focusable skip-link" href="#content">
        Skip to content
      </a>
      {spinner && <Spinner />}
      <TopBar />
      <SiteNavbar />
      <main id="content" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <BackToTop />
    </>
  );
}
