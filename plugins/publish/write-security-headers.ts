/** After the build: hashes the pages' inline scripts and writes public/_headers and the nginx includes. */
import fs from "node:fs";
import path from "node:path";
import { pageScriptHashes } from "./inline-scripts";
import { expectFound, OutputChanged } from "../../lib/output-changed";
import { toNginxAnswers, toNginxInclude } from "./nginx-headers";
import { FORM_ROUTES } from "../../src/schema/routes";
import { NO_THIRD_PARTIES, thirdPartySources, type ThirdParties } from "../../src/schema/third-parties";
import {
  contentSecurityPolicy,
  formSource,
  siteHeaders,
  toHeadersFile,
  type OwnPolicyPage,
  type PagePolicy,
} from "./security-headers";
import { pageFile } from "./site-files";

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
  /** What the operator turned on (src/schema/third-parties.ts); none by default. */
  thirdParties?: ThirdParties;
}

/**
 * The pages the quote form is on: FORM_ROUTES, each checked against its built page (a <form> posting to the
 * endpoint), and no other page of the site with the form, so Turnstile's origin is admitted exactly where it is needed.
 */
function formPages(pages: { file: string; html: string }[], formEndpoint: string): { path: string; file: string }[] {
  const step = "Security headers";
  const escaped = formEndpoint.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const form = new RegExp(`<form\\b[^>]*\\saction="${escaped}"`);
  const withForm = pages.filter((page) => form.test(page.html)).map((page) => page.file);
  const listed = FORM_ROUTES.map((route) => ({ path: route, file: pageFile(route) }));
  for (const page of listed) {
    expectFound(withForm.includes(page.file) ? 1 : 0, step, page.file, `quote form (<form action="${formEndpoint}">)`);
  }
  const unlisted = withForm.find((file) => !listed.some((page) => page.file === file));
  if (unlisted) {
    throw new Error(
      `${step}: ${unlisted} has the quote form, but FORM_ROUTES (src/schema/routes.ts) does not list it, so its policy would refuse Turnstile`,
    );
  }
  return listed;
}

export function writeSecurityHeaders(input: SecurityHeadersInput) {
  const { siteDir, pageFiles, formEndpoint, ownPolicy = [], preview = false, thirdParties = NO_THIRD_PARTIES } = input;
  const publicDir = path.join(siteDir, "public");
  const step = "Security headers";
  const hashesByPage = pageFiles.map((file) => {
    const html = fs.readFileSync(path.join(publicDir, file), "utf8");
    const hashes = pageScriptHashes(html, file);
    expectFound(hashes.length, step, file, "inline script to allow by its hash (Gatsby's and the bundle loader)");
    return { file, html, hashes };
  });
  // One policy for every page, exact because every page has the same inline scripts: the page-script rewrite
  // moves Gatsby's per-page path into a data attribute. A page with other scripts would get a wider policy.
  // (A page with headers of its own, such as the CMS's preview, which has no images, may have fewer.)
  const hashes = [...new Set(hashesByPage.flatMap((page) => page.hashes))].sort();
  const own = new Set(ownPolicy.map((page) => page.file));
  const differing = hashesByPage.find((page) => !own.has(page.file) && page.hashes.length !== hashes.length);
  if (differing) throw new OutputChanged(step, differing.file, "inline scripts the same as the other pages'");
  const source = formSource(formEndpoint);
  // The site's policy admits the analytics provider on every page; the form's pages also admit Turnstile. The CMS's
  // preview (framed) admits neither: no visit is counted there, and no quote is sent from it.
  const sitePolicy = contentSecurityPolicy(hashes, source, false, thirdPartySources(thirdParties, false));
  const formPolicy = contentSecurityPolicy(hashes, source, false, thirdPartySources(thirdParties, true));
  const pagePolicies: PagePolicy[] = thirdParties.turnstile
    ? formPages(
        hashesByPage.filter((page) => !own.has(page.file)),
        formEndpoint,
      ).map((page) => ({ ...page, policy: formPolicy }))
    : [];
  const headers = siteHeaders(
    sitePolicy,
    ownPolicy,
    contentSecurityPolicy(hashes, source, true),
    preview,
    pagePolicies,
  );
  fs.writeFileSync(path.join(publicDir, "_headers"), toHeadersFile(headers));
  const nginxFile = path.join(siteDir, NGINX_INCLUDE);
  fs.mkdirSync(path.dirname(nginxFile), { recursive: true });
  fs.writeFileSync(nginxFile, toNginxInclude(headers));
  fs.writeFileSync(path.join(siteDir, NGINX_ANSWERS), toNginxAnswers(headers));
  return { pages: pageFiles.length, hashes: hashes.length, formPages: pagePolicies.length };
}
