/**
 * How editors sign in to GitHub from the CMS, chosen at build time: the OAuth service at CMS_AUTH_URL if
 * set; otherwise, on Cloudflare Pages (whose builds set CF_PAGES=1) or with CMS_AUTH=functions, the site's
 * own Pages Functions (functions/api/auth.ts and callback.ts); otherwise Netlify's, Decap's default.
 * (Another value of CMS_AUTH stops the build: cms/build/gatsby-node.ts checks it.)
 */
import type { CmsBackend } from "./config";

type SignIn = Pick<CmsBackend, "base_url" | "auth_endpoint" | "authSameOrigin">;

export function signIn(env: NodeJS.ProcessEnv): SignIn {
  const { CMS_AUTH_URL: url, CMS_AUTH: mode, CF_PAGES } = env;
  if (url) return { base_url: url };
  // The functions answer on whatever address the CMS page is on (the domain, *.pages.dev, a preview): the
  // CMS page sets base_url to its own origin when it starts (cms/admin/admin.js).
  if (mode === "functions" || CF_PAGES === "1") return { auth_endpoint: "api/auth", authSameOrigin: true };
  return {};
}
