// The loading overlay's timing and pages, and the script that hides it (the overlay itself: spinner.tsx). A module
// without JSX, so that the build's plugins can read it too (plugins/publish/inline-scripts.ts).

export const SPINNER_HIDE_DELAY_MS = 500;

/** The pages the overlay covers at start-up, those whose content is longest to arrive (docs/product.md, "Pages"). */
export const SPINNER_PATHS: readonly string[] = ["/", "/about"];

/**
 * Removes the overlay, where a page has one, SPINNER_HIDE_DELAY_MS after the window's load event. It is an inline
 * script of the page, not a component's effect, so the overlay also goes when the page's bundles arrive late, fail
 * or are refused: the page under it works without them. Every page has it (gatsby-ssr.tsx), as every page has the
 * same inline scripts, so that one Content-Security-Policy, which lists their hashes, fits them all
 * (plugins/publish/write-security-headers.ts).
 */
export const SPINNER_SCRIPT =
  'addEventListener("load",function(){setTimeout(function(){var s=document.getElementById("spinner");s&&s.remove()},' +
  `${SPINNER_HIDE_DELAY_MS})})`;
