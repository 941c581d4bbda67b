/** After the build: hashes each page's inline scripts and writes public/_headers and the nginx include. */
import fs from "node:fs";
import path from "node:path";
import { filesWithScripts, pageScriptHashes, type EditorHtml } from "./inline-scripts";
import { toNginxInclude } from "./nginx-headers";
import { formOrigin, siteHeaders, toHeadersFile } from "./security-headers";
import { findHashedFiles, findPages } from "./site-files";

/**
 * Where the nginx include goes: next to public/, not in it, because public/ is deployed as it is and the
 * include is server configuration, not a file for visitors.
 */
export const NGINX_INCLUDE = path.join("nginx", "headers.conf");

export interface SecurityHeadersInput {
  /** The site's root folder (holding public/). */
  siteDir: string;
  /** The quote form's endpoint, as the pages were built with it. */
  formEndpoint: string;
  /** Every Markdown node's HTML: editor content whose scripts must never be allowed. */
  markdown: { html: string | null; fileAbsolutePath: string | null }[];
  warn: (message: string) => void;
}

export function writeSecurityHeaders({ siteDir, formEndpoint, markdown: nodes, warn }: SecurityHeadersInput) {
  const publicDir = path.join(siteDir, "public");
  const markdown: EditorHtml[] = nodes.map((node) => ({
    file: node.fileAbsolutePath ? path.relative(siteDir, node.fileAbsolutePath) : "a Markdown file",
    html: node.html ?? "",
  }));
  for (const file of filesWithScripts(markdown)) {
    warn(
      `${file} contains a <script> in its Markdown. Browsers will not run it: the Content-Security-Policy ` +
        `allows only the site's own scripts. Remove it, or add the feature to the site's code.`,
    );
  }
  const pages = findPages(publicDir).map((page) => ({
    ...page,
    scriptHashes: pageScriptHashes(fs.readFileSync(path.join(publicDir, page.file), "utf8"), markdown),
  }));
  if (pages.length === 0) throw new Error(`no pages found in ${publicDir}`);
  const headers = siteHeaders({ pages, hashedFiles: findHashedFiles(publicDir) }, formOrigin(formEndpoint));

  const headersFile = toHeadersFile(headers);
  // Cloudflare Pages reads at most 100 rules, with lines of up to 2,000 characters.
  const rules = headersFile.split("\n").filter((line) => line.startsWith("/")).length;
  const longest = Math.max(...headersFile.split("\n").map((line) => line.length));
  if (rules > 100 || longest > 2000) {
    warn(`public/_headers has ${rules} rules and lines of up to ${longest} characters: over Cloudflare Pages' limits`);
  }
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFile);
  const nginxFile = path.join(siteDir, NGINX_INCLUDE);
  fs.mkdirSync(path.dirname(nginxFile), { recursive: true });
  fs.writeFileSync(nginxFile, toNginxInclude(headers));
  return { pages: pages.length, files: headers.files.length };
}
