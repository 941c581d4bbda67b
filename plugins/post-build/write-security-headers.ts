/** After the build: hashes the pages' inline scripts and writes public/_headers and the nginx include. */
import fs from "node:fs";
import path from "node:path";
import { filesWithScripts, pageScriptHashes, type EditorHtml } from "./inline-scripts";
import { toNginxInclude } from "./nginx-headers";
import { contentSecurityPolicy, formOrigin, siteHeaders, toHeadersFile, type OwnPolicyPage } from "./security-headers";

/**
 * Where the nginx include goes: next to public/, not in it, because public/ is deployed as it is and the
 * include is server configuration, not a file for visitors.
 */
export const NGINX_INCLUDE = path.join("nginx", "headers.conf");

export interface SecurityHeadersInput {
  /** The site's root folder (holding public/). */
  siteDir: string;
  /** The site's pages, relative to public/ (index.html, about.html, 404.html…). */
  pageFiles: string[];
  /** The quote form's endpoint, as the pages were built with it. */
  formEndpoint: string;
  /** Every Markdown node's HTML: editor content whose scripts must never be allowed. */
  markdown: { html: string | null; fileAbsolutePath: string | null }[];
  /** Pages served with a policy of their own (the CMS). */
  ownPolicy?: OwnPolicyPage[];
  warn: (message: string) => void;
}

export function writeSecurityHeaders(input: SecurityHeadersInput) {
  const { siteDir, pageFiles, formEndpoint, ownPolicy = [], warn } = input;
  const publicDir = path.join(siteDir, "public");
  const markdown: EditorHtml[] = input.markdown.map((node) => ({
    file: node.fileAbsolutePath ? path.relative(siteDir, node.fileAbsolutePath) : "a Markdown file",
    html: node.html ?? "",
  }));
  for (const file of filesWithScripts(markdown)) {
    warn(
      `${file} contains a <script> in its Markdown. Browsers will not run it: the Content-Security-Policy ` +
        `allows only the site's own scripts. Remove it, or add the feature to the site's code.`,
    );
  }
  if (pageFiles.length === 0) throw new Error(`no pages found in ${publicDir}`);
  const hashesByPage = pageFiles.map((file) => ({
    file,
    hashes: pageScriptHashes(fs.readFileSync(path.join(publicDir, file), "utf8"), markdown),
  }));
  // One policy for every page: exact as long as every page has the same inline scripts, which the page-script
  // rewrite makes so (Gatsby's per-page path moves into a data attribute).
  const hashes = [...new Set(hashesByPage.flatMap((page) => page.hashes))].sort();
  const differing = hashesByPage.filter((page) => page.hashes.length !== hashes.length).map((page) => page.file);
  if (differing.length > 0) {
    warn(`${differing.join(", ")} lack some of the inline scripts other pages have; the site's policy allows them all`);
  }
  const headers = siteHeaders(contentSecurityPolicy(hashes, formOrigin(formEndpoint)), ownPolicy);
  fs.writeFileSync(path.join(publicDir, "_headers"), toHeadersFile(headers));
  const nginxFile = path.join(siteDir, NGINX_INCLUDE);
  fs.mkdirSync(path.dirname(nginxFile), { recursive: true });
  fs.writeFileSync(nginxFile, toNginxInclude(headers));
  return { pages: pageFiles.length, hashes: hashes.length };
}
