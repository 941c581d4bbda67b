import { formPageLoadsAsDocument } from "../hooks/use-turnstile";

/** Whether React has taken the page over: set once, by Gatsby's onInitialClientRender (gatsby-browser.ts). */
let started = false;

/**
 * Which clicks on the site's own links the browser follows itself, loading the page, instead of the site's router
 * (gatsby-plugin-catch-links, and Gatsby's Link) drawing it. From the app's entry (Gatsby's onClientEntry, where
 * gatsby-plugin-catch-links starts to route clicks, on the window), on every page:
 * - every one until React has taken the page over. Until then the router would change the address and fetch the
 *   new page's data while the app still waits for its own page's, or while React hydrates the server's markup:
 *   React would then draw the new page into the old page's markup, or never hear of the new address, and leave
 *   the old page, or a mix of both, under the new address. The browser's own load is what a visitor gets without
 *   JavaScript, and what React itself does with a click on markup it has not taken over yet;
 * - with Turnstile on, one to a page with the quote form from a page whose policy leaves Turnstile out
 *   (formPageLoadsAsDocument).
 *
 * The listener is the window's, in the capture phase, so it comes before the router's (on the window, bubbling)
 * and React's (on its root), and keeps the click from both; the browser's default action stays.
 */
export function followLinksAsDocuments() {
  window.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) {
        if (!started || formPageLoadsAsDocument(link.pathname)) event.stopPropagation();
      }
    },
    true,
  );
}

/** React has taken the page over, and the router heard of it: from now on it follows the site's links. */
export function routerFollowsLinks() {
  started = true;
}
