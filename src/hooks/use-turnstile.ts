import { useEffect, useRef, type RefObject } from "react";
import { FORM_ROUTES } from "../schema/routes";
import type { TokenKeeper } from "../utils/turnstile";

/** How long sending waits for Turnstile (its script, then its token) before the request goes without a token. */
export const TOKEN_WAIT_MS = 10_000;

/** The field the form service reads the token from (Formspree verifies it with the site's secret key). */
export const TURNSTILE_FIELD = "cf-turnstile-response";

/**
 * Whether this document's policy admits Turnstile on the page now shown: the policy is the one the document was
 * served with (its page: the bundle loader's data-page), and only the quote form's pages admit Turnstile. The site's
 * links to a form's page are followed as document loads where it does not (formPageLoadsAsDocument); a page reached
 * otherwise (Back, Forward) loads afresh, once: after that the document is its own. In `gatsby develop` there is no
 * bundle loader, and no policy.
 */
export function policyAdmitsTurnstile(documentPage: string | undefined, shownPage: string): boolean {
  return documentPage === undefined || documentPage === shownPage || FORM_ROUTES.includes(documentPage);
}

/** The page this document was built as: the bundle loader's (plugins/publish/page-scripts.ts); none in develop. */
const documentPage = () => document.getElementById("bundle-loader")?.dataset.page;

/**
 * With Turnstile on, whether a link to `pathname` is followed by the browser, not by the site's router
 * (src/utils/page-links.ts): it leads to a page with the form, from a document whose policy does not admit
 * Turnstile. The form's page then comes once, with its policy, instead of being drawn by the router and then loaded
 * again (when a click made meanwhile would be lost).
 */
export function formPageLoadsAsDocument(pathname: string): boolean {
  if (!__TURNSTILE_SITE_KEY__) return false;
  // Only a document whose policy leaves Turnstile out needs it; there, no form's page is its own.
  const page = documentPage();
  return page !== undefined && !FORM_ROUTES.includes(page) && FORM_ROUTES.includes(pathname);
}

interface Turnstile {
  /** The token to send, or null: no site key, Turnstile did not load, or no token came in time. */
  token: () => Promise<string | null>;
  /** After sending: the token is used up. */
  spent: () => void;
}

/**
 * Cloudflare Turnstile on `form`, when the build has a site key (__TURNSTILE_SITE_KEY__: plugins/browser-bundle,
 * from TURNSTILE_SITE_KEY). Nothing loads with the page: the widget's code and Cloudflare's script come on the
 * visitor's first keystroke in the form (or when it is sent; a visitor who only tabs through the
 * form loads nothing), and the widget draws into `container`.
 * Without a key the bundle holds none of it (the build drops every branch on the constant). `requestMs`, the longest
 * a request may take, is how much sooner than its lifetime a token is renewed: it must not expire on the way.
 */
export function useTurnstile(
  form: RefObject<HTMLFormElement | null>,
  container: RefObject<HTMLElement | null>,
  requestMs: number,
) {
  const keeper = useRef<Promise<TokenKeeper | null> | null>(null);
  const start = useRef(() => {});

  useEffect(() => {
    if (__TURNSTILE_SITE_KEY__) {
      const siteKey = __TURNSTILE_SITE_KEY__;
      if (!policyAdmitsTurnstile(documentPage(), window.location.pathname)) {
        window.location.replace(window.location.href);
        return;
      }
      const element = form.current;
      start.current = () => {
        element?.removeEventListener("input", start.current);
        keeper.current ??= import("../utils/turnstile")
          .then(({ startTurnstile, TOKEN_LIFETIME_MS }) => {
            const maxAgeMs = TOKEN_LIFETIME_MS - requestMs;
            return container.current ? startTurnstile(container.current, siteKey, { maxAgeMs }) : null;
          })
          // Not loaded (offline, blocked): this request goes without a token, and the next tries again.
          .catch(() => (keeper.current = null));
      };
      element?.addEventListener("input", start.current);
      return () => {
        element?.removeEventListener("input", start.current);
      };
    }
  }, [form, container, requestMs]);

  const turnstile: Turnstile = {
    token: async () => {
      if (!__TURNSTILE_SITE_KEY__) return null;
      start.current();
      // A script that never arrives (a host that hangs) holds the request no longer than a token that never comes.
      const waited = new Promise<null>((resolve) => setTimeout(() => resolve(null), TOKEN_WAIT_MS));
      return Promise.race([keeper.current?.then((held) => held?.fresh() ?? null) ?? null, waited]);
    },
    spent: () => void keeper.current?.then((held) => held?.spent()),
  };
  return turnstile;
}
