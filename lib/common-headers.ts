/**
 * The response headers every answer of the site carries, whoever serves it: the static hosts and nginx
 * (plugins/publish writes them into their rules) and the sign-in functions (functions/), which set
 * their own, since _headers does not reach them.
 */

export type Headers = Record<string, string>;

/**
 * Sent with every response. HSTS leaves out includeSubDomains: the site may be served from the company's
 * bare domain, where it would force HTTPS on every other subdomain too, a choice for the domain's owner.
 */
export const COMMON_HEADERS: Headers = {
  "Strict-Transport-Security": "max-age=31536000",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** The policy of an answer that holds nothing to run or load (nginx's own error pages): nothing may, nor frame it. */
export const NOTHING_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
