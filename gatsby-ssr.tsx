// Gatsby SSR APIs: the document's language, and the styles that keep the page usable with JavaScript off.
import type { GatsbySSR } from "gatsby";

// Without scripts: the spinner would never hide, so it is not shown; the menu is open; controls that
// need scripts ([data-js-only]) are hidden; carousels stack their slides so every one can be read.
const noScriptStyles = [
  "#spinner,[data-js-only]{display:none!important}",
  "#main-menu{display:block!important}",
  ".carousel .slider{display:block!important;transform:none!important}",
].join("");

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <noscript key="no-js-styles">
      <style>{noScriptStyles}</style>
    </noscript>,
  ]);
};
