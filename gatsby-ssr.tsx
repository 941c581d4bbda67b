// Gatsby SSR APIs: the document's language, and the styles that keep the page usable with JavaScript off.
import type { GatsbySSR } from "gatsby";

// Without scripts the spinner would never hide and the Menu toggle would never open.
const noScriptStyles =
  "#spinner{display:none!important}#main-menu{display:block!important}#menu-toggle{display:none!important}";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <noscript key="no-js-styles">
      <style>{noScriptStyles}</style>
    </noscript>,
  ]);
};
