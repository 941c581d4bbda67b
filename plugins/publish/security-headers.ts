/**
 * The response headers of the built site, as one model from which both public/_headers (Cloudflare Pages,
 * Netlify) and the nginx include are written, so the two never drift apart. The model has a fixed number
 * of rules: its size does not grow with the number of pages or bundles.
 */
import { COMMON_HEADERS, type Headers } from "../../lib/common-headers";
import { isFormEndpoint, LOOPBACK_EXPECTATION } from "../../src/schema/form-endpoint";
import type { ThirdPartySources } from "../../src/schema/third-parties";

/** Content-hashed files never change under their name; everything else must be checked on every use. */
const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * What scripts and stylesheets are served without: a policy governs the document it comes with (or a worker's
 * script; the site has no worker), and over HTTP/1.1 its 1 KB would come again with each of a page's dozen scripts.
 */
export const DOCUMENT_ONLY = ["Content-Security-Policy"];

/**
 * Every page of the site: a window it opens, or that opens it, from another site gets no handle on it
 * (window.opener, or the handle window.open returns). Not in COMMON_HEADERS, which the sign-in functions
 * send too: their window must keep the content manager as its opener to hand it the token.
 */
const OPENER_POLICY: Headers = { "Cross-Origin-Opener-Policy": "same-origin" };

/** A page served with headers of its own instead of the site's (the CMS at /admin, its preview page). */
export interface OwnPolicyPage {
  /** Its address, e.g. /admin. */
  path: string;
  /** Its file, relative to public/, e.g. admin.html. */
  file: string;
  /** Its own policy and headers; or, without them, the site's policy for a page that the site's own pages
   * frame (the CMS's preview), which also shows images not yet saved (blob:). */
  headers?: Headers;
}

/** A page of the site whose policy admits more than the site's (the quote form's pages, with Turnstile on). */
export interface PagePolicy {
  /** Its address, e.g. /contact. */
  path: string;
  /** Its file, relative to public/, e.g. contact.html. */
  file: string;
  /** The whole policy it is served with instead of the site's. */
  policy: string;
}

export interface SiteHeaders {
  /** Every response: the common headers and the site's policy, which fits every page and the 404 page. */
  all: Headers;
  /** Content-hashed files: every script and stylesheet (which also go without DOCUMENT_ONLY), and everything
   * under /static/. */
  immutable: Headers;
  /** Pages of the site served with a wider policy than the site's; none unless a third party needs it. */
  pagePolicies: PagePolicy[];
  ownPolicy: (OwnPolicyPage & { headers: Headers })[];
}

/** No third party: the policy as it is without any. */
const NO_SOURCES: ThirdPartySources = { script: [], connect: [], frame: [] };

/**
 * The quote form's endpoint as a source of the policy: the endpoint itself, so the page may post and send
 * requests to this site's form only, not to every form of the service. (After a redirect, such as the
 * service's thank-you page, the browser ignores the source's path.)
 */
export function formSource(endpoint: string): string {
  if (!isFormEndpoint(endpoint, true)) {
    throw new Error(`The form endpoint "${endpoint}" cannot be named in the policy; expected ${LOOPBACK_EXPECTATION}`);
  }
  return endpoint;
}

/**
 * The site's policy. Scripts: our own files and the pages' hashed inline scripts, nothing else (no inline
 * event handlers, no eval). Styles keep 'unsafe-inline': Gatsby inlines the CSS and React writes style
 * attributes. Images may be data: URLs (gatsby-plugin-image's placeholders). The form's endpoint is
 * allowed for the enhanced form's request and for the native POST without JavaScript. `thirdParties` adds the
 * origins of what the operator turned on (src/schema/third-parties.ts); without any, the policy is the same.
 */
export function contentSecurityPolicy(
  scriptHashes: string[],
  formEndpoint: string,
  framed = false,
  thirdParties: ThirdPartySources = NO_SOURCES,
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...thirdParties.script, ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${framed ? " blob:" : ""}`,
    ["connect-src 'self'", formEndpoint, ...thirdParties.connect].join(" "),
    // Without it frames fall back to default-src 'self'; with it, only the third party's are allowed (no page
    // frames one of the site's own).
    ...(thirdParties.frame.length ? [["frame-src", ...thirdParties.frame].join(" ")] : []),
    `form-action 'self' ${formEndpoint}`,
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${framed ? "'self'" : "'none'"}`,
  ].join("; ");
}

/**
 * The headers of every address; `framedPolicy` is the site's policy for pages the site frames, `pagePolicies` the
 * pages with a wider one. A preview (a branch's or a draft's deployment) also tells search engines not to index any
 * of it.
 */
export function siteHeaders(
  sitePolicy: string,
  ownPolicy: OwnPolicyPage[] = [],
  framedPolicy = sitePolicy,
  preview = false,
  pagePolicies: PagePolicy[] = [],
) {
  const framed = {
    "Content-Security-Policy": framedPolicy,
    "X-Frame-Options": "SAMEORIGIN",
    "X-Robots-Tag": "noindex, nofollow",
  };
  return {
    all: {
      ...COMMON_HEADERS,
      ...OPENER_POLICY,
      "Content-Security-Policy": sitePolicy,
      ...(preview ? { "X-Robots-Tag": "noindex" } : {}),
    },
    immutable: { "Cache-Control": CACHE_IMMUTABLE },
    pagePolicies,
    ownPolicy: ownPolicy.map((page) => ({ ...page, headers: page.headers ?? framed })),
  } satisfies SiteHeaders;
}

function block(path: string, headers: Headers, detach: string[] = []): string {
  for (const value of [path, ...Object.values(headers)]) {
    if (/[\r\n]/.test(value)) throw new Error(`a header rule may not contain a line break: ${value}`);
  }
  const lines = [...detach.map((name) => `! ${name}`), ...Object.entries(headers).map(([n, v]) => `${n}: ${v}`)];
  return [path, ...lines.map((line) => `  ${line}`)].join("\n");
}

/**
 * public/_headers. These hosts send the headers of every rule whose path matches. Cloudflare Pages joins a
 * header that several rules set with commas, and two policies joined so would both be enforced; a later
 * rule's `! Name` line removes what earlier rules set, so a page with a policy of its own comes last and
 * detaches the site's. Netlify skips `!` lines (they have no colon) and keeps a later rule's value.
 * Pages need no Cache-Control rule: both hosts make browsers revalidate by default.
 */
export function toHeadersFile(headers: SiteHeaders): string {
  const blocks = [
    block("/*", headers.all),
    ...["/*.js", "/*.css"].map((pattern) => block(pattern, headers.immutable, DOCUMENT_ONLY)),
    block("/static/*", headers.immutable),
    ...headers.pagePolicies.map((page) =>
      block(page.path, { "Content-Security-Policy": page.policy }, ["Content-Security-Policy"]),
    ),
    ...headers.ownPolicy.map((page) => block(page.path, page.headers, Object.keys(page.headers))),
  ];
  return `# Generated by gatsby build (plugins/publish/); do not edit.\n\n${blocks.join("\n\n")}\n`;
}
