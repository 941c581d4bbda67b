/**
 * The content manager's page (public/admin.html) loads the site's own script first, whose first line holds the
 * site's settings for it, the Decap configuration generated from the content model among them. cms/build/
 * writes it; Decap's local backend (cms/local/backend.mjs) reads it, to allow exactly the folders it names.
 */
import fs from "node:fs";
import path from "node:path";

export const ADMIN_FILE = "admin.html";
const PREFIX = "window.CMS_SITE = ";
const SCRIPT = /<script src="\/admin\/(cms-[0-9a-f]+\.js)"/;

/**
 * The site's script: its settings on the first line, then the script itself.
 * @param {object} site
 * @param {string} own
 */
export const siteScript = (site, own) => `${PREFIX}${JSON.stringify(site)};\n${own}`;

/**
 * The settings the built site at `publicDir` gives its content manager; an Error saying what is missing when
 * the site has no content manager there.
 * @param {string} publicDir
 * @returns {{ config: { backend: { branch: string }, media_folder: string, collections: object[] } }}
 */
export function readSiteSettings(publicDir) {
  const page = path.join(publicDir, ADMIN_FILE);
  if (!fs.existsSync(page)) throw new Error(`${page} does not exist: the content manager has not been written yet`);
  const script = SCRIPT.exec(fs.readFileSync(page, "utf8"))?.[1];
  if (!script) throw new Error(`${page} loads no site script (/admin/cms-….js)`);
  const first = fs.readFileSync(path.join(publicDir, "admin", script), "utf8").split("\n", 1)[0] ?? "";
  if (!first.startsWith(PREFIX) || !first.endsWith(";")) throw new Error(`${script} does not start with its settings`);
  return JSON.parse(first.slice(PREFIX.length, -1));
}
