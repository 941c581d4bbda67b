/** The content manager's addresses in the published site: its page, and the site's page that draws its previews. */
export const ADMIN_PATH = "/admin";
export { ADMIN_FILE } from "./site.mjs";
/** The site's page that draws the CMS's previews (cms/preview/preview.tsx), and its file. */
export const PREVIEW_PATH = "/admin/preview";
export const PREVIEW_FILE = "admin/preview.html";
