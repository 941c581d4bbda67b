/**
 * Covers the page from its first paint until SPINNER_HIDE_DELAY_MS after the window's load event. gatsby-ssr.tsx
 * writes it into the pages of SPINNER_PATHS before React's root, so React neither hydrates it nor knows of it: it
 * is markup, which the page's SPINNER_SCRIPT removes (spinner-script.ts). A page that a link led to is rendered in
 * the browser, with no load to wait for and no spinner. A <noscript> style (gatsby-ssr.tsx) hides it when scripts
 * are off. Fixed in place, so removing it shifts nothing. Its styles are global (styles/_spinner.scss): no page's
 * component imports it.
 */
export function Spinner() {
  return (
    <div id="spinner" className="d-print-none" role="status">
      <div className="spinner-ring" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
