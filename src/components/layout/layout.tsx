import "../../styles/global.scss";
import { Children, Suspense, type ReactNode } from "react";
import { useAnalytics } from "../../hooks/use-analytics";
import { usePrintableImages } from "../../hooks/use-printable-images";
import { BackToTop } from "./back-to-top";
import { Footer } from "./footer";
import { SiteHeader } from "./site-header";

interface LayoutProps {
  children: ReactNode;
}

/** The id of <main>: the skip link's target. */
const CONTENT_ID = "content";

export function Layout({ children }: LayoutProps) {
  usePrintableImages();
  useAnalytics();
  return (
    <>
      <a className="visually-hidden-focusable skip-link" href={`#${CONTENT_ID}`}>
        Skip to content
      </a>
      <SiteHeader />
      {/* React 19 hydrates Suspense boundaries after the rest of the page, so the header works first and
          start-up has no single long render of the whole page. A click on a section that is not hydrated yet
          hydrates it first. */}
      <main id={CONTENT_ID} tabIndex={-1}>
        {Children.map(children, (section) => (
          <Suspense>{section}</Suspense>
        ))}
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      {/* Last: the first paint waits until it is parsed (gatsby-ssr.tsx). */}
      <BackToTop />
    </>
  );
}
