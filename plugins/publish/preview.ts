/**
 * Whether this build is for a preview address, which search engines must not index: SITE_PREVIEW=true, which
 * the CI workflow sets for every branch but the production one (scripts/ci/build-env.mjs), or a Netlify deploy
 * preview or branch deploy
 * (Netlify's CONTEXT). Cloudflare Pages also sends `X-Robots-Tag: noindex` on its preview addresses itself.
 */
export const isPreviewBuild = (env: NodeJS.ProcessEnv) =>
  env.SITE_PREVIEW === "true" || env.CONTEXT === "deploy-preview" || env.CONTEXT === "branch-deploy";
