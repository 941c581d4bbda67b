/** After the build: hashes the pages' inline scripts and writes public/_headers and the nginx includes. */
import fs from "node:fs";
import path from "node:path";
import { pageScriptHashes } from "./inline-scripts";
import { expectFound, OutputChanged } from "../../lib/output-changed";
import { toNginxAnswers, toNginxInclude } from "./nginx-headers";
import { contentSecurityPolicy, formSource, siteHeaders, toHeadersFile, type OwnPolicyPage } from "./security-headers";

/**
 * Where the nginx include goes: next to public/, not in it, because public/ is deployed as it is and the
 * include is server configuration, not a file for visitors.
 */
export const NGINX_INCLUDE = path.join("nginx", "headers.conf");
/** The headers of nginx's own answers, for the server blocks themselves (nginx/server.conf includes both). */
export const NGINX_ANSWERS = path.join("nginx", "answers.conf");

export interface SecurityHeadersInput {
  /** The site's root folder (holding public/). */
  siteDir: string;
  /** The site's pages, relative to public/ (index.html, about.html, 404.html…). */
  pageFiles: string[];
  /** The quote form's endpoint, as the pages were built with it. */
  formEndpoint: string;
  /** Pages served with a policy of their own (the CMS). */
  ownPolicy?: OwnPolicyPage[];
  /** A build for a preview address, which search engines must not index (src/schema/build.ts). */
  preview?: boolean;
}

export function writeSecurityHeaders(input: SecurityHeadersInput) {
  const { siteDir, pageFiles, formEndpoint, ownPolicy = [], preview = false } = input;
  const publicDir = path.join(siteDir, "public");
  const step = "Security headers";
  const hashesByPage = pageFiles.map((file) => {
    const hashes = pageScriptHashes(fs.readFileSync(path.join(publicDir, file), "utf8"), file);
    expectFound(hashes.length, step, file, "inline script to allow by its hash (Gatsby's and the bundle loader)");
    return { file, hashes };
  });
  // One policy for every page, exact because every page has the same inline scripts: the page-script rewrite
  // moves Gatsby's per-page path into a data attribute. A page with other scripts would get a wider policy.
  // (A page with headers of its own, such as the CMS's preview, which has no images, may have fewer.)
  const hashes = [...new Set(hashesByPage.flatMap((page) => page.hashes))].sort();
  const own = new Set(ownPolicy.map((page) => page.file));
  const differing = hashesByPage.find((page) => !own.has(page.file) && page.hashes.length !== hashes.length);
  if (differing) throw new OutputChanged(step, differing.file, "inline scripts the same as the other pages'");
  const source = formSource(formEndpoint);
  const policy = (framed: boolean) => contentSecurityPolicy(hashes, source, framed);
  const headers = siteHeaders(policy(false), ownPolicy, policy(true), preview);
  fs.writeFileSync(path.join(publicDir, "_headers"), toHeadersFile(headers));
  const nginxFile = path.join(siteDir, NGINX_INCLUDE);
  fs.mkdirSync(path.dirname(nginxFile), { recursive: true });
  fs.writeFileSync(nginxFile, toNginxInclude(headers));
  fs.writeFileSync(path.join(siteDir, NGINX_ANSWERS), toNginxAnswers(headers));
  return { pages: pageFiles.length, hashes: hashes.length };
}
