// Gatsby SSR APIs: the document's language, the first paint held until the page is parsed, the loading overlay,
// the styles that keep the page usable with JavaScript off, and the head tags every page has alike.
import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { PREVIEW_PATH } from "./cms/build/addresses";
import { BRAND_NAVY } from "./lib/brand.mjs";
import { NO_JS_STYLES_ID, spinnerScript } from "./plugins/publish/page-scripts";
import { BACK_TO_TOP_ID } from "./src/components/layout/back-to-top";
import { SPINNER_PATHS, Spinner } from "./src/components/layout/spinner";

// Without scripts, or should the page's bundles fail to arrive (the bundle loader then applies them too,
// plugins/publish/page-scripts.ts): the spinner is not shown; the menu is open, without its
// toggle; controls that need scripts ([data-js-only]) are hidden; what waits for the page to run
// ([data-pending]: the counters' digits) shows; carousels stack their slides so every one can be read. Below
// 992 px the open menu is a row of its own: with the toggle gone, the brand's slot takes its name's width, or
// (starting from none, site-navbar.module.scss) it would leave the whole row to the menu and stack its letters.
const noScriptStyles = [
  "#spinner,[data-js-only],nav summary{display:none!important}",
  "#main-menu{display:block!important}",
  "nav .container>:has(>.navbar-brand){flex-basis:auto!important}",
  "nav details::details-content{content-visibility:visible!important}",
  "[data-pending]{visibility:visible!important}",
  ".carousel .slider{display:block!important;transform:none!important}",
  ".slick-slider .slick-cloned,.slick-slider ul.slick-dots{display:none!important}",
  ".slick-track{transform:none!important;left:0!important;width:auto!important;display:grid!important;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));row-gap:1.5rem}",
  ".slick-slide{width:auto!important}",
  ".slick-track::before,.slick-track::after{display:none!important}",
].join("");

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  setHtmlAttributes({ lang: "en" });
  // The loading overlay, outside React's root: spinnerScript, in every page's head, removes it (layout/spinner.tsx).
  if (SPINNER_PATHS.includes(pathname)) setPreBodyComponents([<Spinner key="spinner" />]);
  setHeadComponents([
    // A browser paints what it has parsed when the page arrives in pieces (a slow network, a busy CPU): a
    // half-parsed row would then move as the rest arrives (the quote button pushing the Menu toggle, centred
    // carousel dots or a button's words re-centring). Rendering waits until the page's last element, the
    // back-to-top button, is in the document (Chromium 124+; other browsers ignore the hint). The CMS's
    // preview page has no such button: it draws only what the content manager sends it.
    pathname === PREVIEW_PATH ? null : (
      // eslint-disable-next-line react/no-unknown-property -- eslint-plugin-react does not list it; React 19 renders it as written.
      <link key="expect-page-end" rel="expect" href={`#${BACK_TO_TOP_ID}`} blocking="render" />
    ),
    <noscript key="no-js-styles" id={NO_JS_STYLES_ID}>
      <style>{noScriptStyles}</style>
    </noscript>,
    <script key="spinner-script" dangerouslySetInnerHTML={{ __html: spinnerScript() }} />,
    // The same on every page, so outside the Head API: it renders a page's tags again as the page starts (React 19
    // inserts new ones, Gatsby removes the server's), and the browser fetched a re-inserted icon again, three
    // times per page.
    <meta key="theme-color" name="theme-color" content={BRAND_NAVY} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
  ]);
};

// React 19's streaming renderer sends every Suspense boundary after the first 12.8 KB of a page as a hidden
// segment that an inline script moves into place: without scripts the sections would stay hidden, and each
// page would carry its own scripts (a CSP hash per page). renderToString writes every boundary in place.
// Upstream: facebook/react#35460 (content hidden without JavaScript).
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent));
};
