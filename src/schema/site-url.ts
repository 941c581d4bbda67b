/** The public address the site is deployed at (SITE_URL), without a trailing slash: canonical URLs, Open Graph,
 * the sitemap and the check of the addresses the content links to all use it. */
export const siteUrlFrom = (env: Record<string, string | undefined>) =>
  (env.SITE_URL ?? "https://www.brightcode.example").replace(/\/$/, "");
