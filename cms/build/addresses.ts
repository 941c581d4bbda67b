/** The content manager's addresses in the published site: its page, and the site's page that draws its previews. */
export const ADMIN_PATH = "/admin";
export { ADMIN_FILE } from "./site.mjs";
/** The site's page that draws the CMS's previews (cms/preview/preview.tsx), and its file. */
export const PREVIEW_PATH = "/admin/preview";
export const PREVIEW_FILE = "admin/preview.html";

/**
 * The commit status whose address a draft's View Preview opens (Decap's preview_context): the one the deploy
 * workflow posts (its STATUS_CONTEXT), or Netlify's own on a Netlify build. Decap then takes that exact context
 * only; without it, it would open the first status whose context contains "deploy", whoever posted it.
 */
export const PREVIEW_STATUS_CONTEXT = "deploy/cloudflare-pages";
export const previewContext = (env: NodeJS.ProcessEnv) =>
  env.NETLIFY === "true" ? "deploy/netlify" : PREVIEW_STATUS_CONTEXT;
