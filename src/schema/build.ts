/**
 * What kind of build this is, read from the environment in this one place: whether it is for a preview address,
 * and the moment it publishes as of (its clock), so that tests can set both.
 */

/**
 * Whether this build is for a preview address, which search engines must not index and where scheduled articles
 * are shown, marked as such: SITE_PREVIEW=true, which the CI workflow sets for every branch but the production
 * one (scripts/ci/build-env.mjs), or a Netlify deploy preview or branch deploy (Netlify's CONTEXT). Cloudflare
 * Pages also sends `X-Robots-Tag: noindex` on its preview addresses itself.
 */
export const isPreviewBuild = (env: NodeJS.ProcessEnv) =>
  env.SITE_PREVIEW === "true" || env.CONTEXT === "deploy-preview" || env.CONTEXT === "branch-deploy";

/**
 * The build's clock: SITE_NOW (an ISO 8601 moment with its offset, e.g. 2027-01-04T09:00:00Z) or the machine's
 * time. An article is published once its date is at or before this moment.
 */
export function buildTimeFrom(env: NodeJS.ProcessEnv): Date {
  const given = env.SITE_NOW;
  if (!given) return new Date();
  const moment = /^\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:\d\d)$/.test(given)
    ? new Date(given)
    : null;
  if (!moment || Number.isNaN(moment.getTime())) {
    throw new Error(`SITE_NOW is "${given}"; expected a moment with its offset, e.g. 2027-01-04T09:00:00Z`);
  }
  return moment;
}

/**
 * The GATSBY_CPU_COUNT a build on `cores` logical cores sets (Gatsby's own setting, docs "Multi-core Builds"), or
 * undefined to keep Gatsby's count. Gatsby runs page queries, and gatsby-plugin-sharp encodes pictures, on one
 * core fewer than it counts: on two cores (CI's), one, while the main process mostly waits. Three there gives
 * them both cores (docs/performance.md, the articles' build). An operator's own value stays.
 */
export const gatsbyCpuCount = (env: NodeJS.ProcessEnv, cores: number) =>
  env.GATSBY_CPU_COUNT ?? (cores <= 2 ? "3" : undefined);
