/**
 * The files of a build in public/: where each page is published, and what is removed so that public/ holds
 * only what visitors need.
 */
import fs from "node:fs";
import path from "node:path";
import { expectFound } from "../../lib/output-changed";

// Written for Gatsby's own use during the build (webpack's records; the HTML fragments stitched into pages)
// or for features the site does not use (Partytown, for off-main-thread scripts): nothing a visitor needs.
const BUILD_ONLY = ["webpack.stats.json", "chunk-map.json", "_gatsby", "~partytown"];

/** Where Gatsby writes a page: /about to about/index.html, /404.html to 404.html. */
const gatsbyFile = (pagePath: string) =>
  pagePath.endsWith(".html") ? pagePath.slice(1) : `${pagePath.replace(/^\/|\/$/g, "")}/index.html`.replace(/^\//, "");

/**
 * The file a page is served from: /about from about.html, / from index.html, the 404 page ("/404/" and
 * "/404.html", one page) from 404.html. Static hosts answer /about with about.html directly, and redirect
 * /about/ to /about (with only about/index.html, Cloudflare Pages and Netlify redirect /about to /about/).
 */
export function pageFile(pagePath: string): string {
  const route = pagePath.replace(/\/+$/, "").replace(/\.html$/, "");
  return route === "" ? "index.html" : `${route.slice(1)}.html`;
}

export interface PublishedPage {
  /** The file, relative to public/. */
  file: string;
  /** The path Gatsby's runtime knows the page by (window.pagePath). */
  pagePath: string;
}

/**
 * Moves each page from the file Gatsby writes it to (about/index.html) to its published file (about.html), and
 * returns the published pages. A second copy of a page (Gatsby's 404/index.html beside 404.html) goes.
 */
export function flattenPages(publicDir: string, pagePaths: string[]): PublishedPage[] {
  const at = (file: string) => path.join(publicDir, file);
  const gatsbyFiles = new Set(pagePaths.map(gatsbyFile));
  const published: PublishedPage[] = [];
  for (const pagePath of pagePaths) {
    const from = gatsbyFile(pagePath);
    const to = pageFile(pagePath);
    expectFound(fs.existsSync(at(from)) ? 1 : 0, "Page files", from, `page for ${pagePath}, where Gatsby writes it`);
    if (from !== to) {
      if (gatsbyFiles.has(to)) fs.rmSync(at(from));
      else fs.renameSync(at(from), at(to));
      if (fs.readdirSync(path.dirname(at(from))).length === 0) fs.rmdirSync(path.dirname(at(from)));
    }
    if (from === to || !gatsbyFiles.has(to)) published.push({ file: to, pagePath });
  }
  return published.sort((a, b) => a.file.localeCompare(b.file));
}

/** Removes webpack's and Gatsby's build-only files and the source maps. */
export function removeBuildArtefacts(publicDir: string): string[] {
  const removed = fs.readdirSync(publicDir).filter((name) => BUILD_ONLY.includes(name) || name.endsWith(".map"));
  for (const name of removed) fs.rmSync(path.join(publicDir, name), { recursive: true });
  return removed;
}
