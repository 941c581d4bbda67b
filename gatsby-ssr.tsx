// Gatsby SSR APIs: the document's language, and the styles that keep the page usable with JavaScript off.
import type { GatsbySSR } from "gatsby";

// Without scripts: the spinner would never hide, so it is not shown; the menu is open, without its
// toggle; controls that need scripts ([data-js-only]) are hidden; what waits for the page to run
// ([data-pending]: the counters' digits) shows; carousels stack their slides so every one can be read.
const noScriptStyles = [
  "#spinner,[data-js-only],nav summary{display:none!important}",
  "#main-menu{display:block!important}",
  "nav details::details-content{content-visibility:visible!important}",
  "[data-pending]{visibility:visible!important}",
  ".carousel .slider{display:block!important;transform:none!important}",
  ".slick-slider .slick-cloned,.slick-slider ul.slick-dots{display:none!important}",
  ".slick-track{transform:none!important;left:0!important;width:auto!important;display:grid!important;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));row-gap:1.5rem}",
  ".slick-slide{width:auto!important}",
  ".slick-track::before,.slick-track::after{display:none!important}",
].join("");

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <noscript key="no-js-styles">
      <style>{noScriptStyles}</style>
    </noscript>,
  ]);
};
