export const SPINNER_HIDE_DELAY_MS = 500;

/** The pages the overlay covers at start-up, those whose content is longest to arrive (docs/product.md, "Pages"). */
export const SPINNER_PATHS: readonly string[] = ["/", "/about"];

/**
 * Covers the page from its first paint until SPINNER_HIDE_DELAY_MS after the window's load event. gatsby-ssr.tsx
 * writes it into the pages of SPINNER_PATHS before React's root, so React neither hydrates it nor knows of it: it
 * is markup, which the page's own inline script removes after the delay it names (`spinnerScript`,
 * plugins/publish/page-scripts.ts), whether or not the app starts. A page that a link led to is rendered in the
 * browser, with no load to wait for and no spinner. A <noscript> style (gatsby-ssr.tsx) hides it when scripts are
 * off. Fixed in place, so removing it shifts nothing. Its styles are global (styles/_spinner.scss): no page's
 * component imports it.
 */
export function Spinner() {
  return (
    <div id="spinner" className="d-print-none" role="status" data-hide-after-ms={SPINNER_HIDE_DELAY_MS}>
      <div className="spinner-ring" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
