/**
 * The headers of the CMS page (/admin): a Content-Security-Policy of its own, as strict as Decap CMS
 * allows, and no indexing. Every other page keeps the site's policy (plugins/publish/), the preview page
 * that the CMS frames included.
 */

/** The policy; `localBackendUrl` only for a build that runs the CMS on this machine (the browser suite, and
 * docs/editors.md's drafts on a laptop). */
export function adminPolicy(localBackendUrl: string | null): string {
  return [
    "default-src 'self'",
    // Relaxed: Decap validates its configuration with ajv, which compiles the schema with new Function.
    "script-src 'self' 'unsafe-eval'",
    // Relaxed: Decap's components inject their styles (emotion) at run time, as the site's pages do theirs.
    "style-src 'self' 'unsafe-inline'",
    // Relaxed: an uploaded image is previewed from a blob: URL before it is saved; GitHub shows the
    // signed-in editor's avatar.
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    // Relaxed: saving reads the uploads back from their blob: URLs; the Git backend's API (GitHub, and
    // its status page, which Decap checks); the local backend where the CMS runs locally.
    ["connect-src 'self' blob: https://api.github.com https://www.githubstatus.com"]
      .concat(localBackendUrl ? [new URL(localBackendUrl).origin] : [])
      .join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const adminHeaders = (localBackendUrl: string | null) => ({
  "Content-Security-Policy": adminPolicy(localBackendUrl),
  // Like every page, but the sign-in window it opens (this site's /api/auth, then GitHub, then this site's
  // /api/callback) keeps it as its opener, to hand it the token.
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "X-Robots-Tag": "noindex, nofollow",
});
