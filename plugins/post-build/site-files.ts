/**
 * The files of a build in public/: where each page is written, and what is removed so that public/ holds
 * only what visitors need.
 */
import fs from "node:fs";
import path from "node:path";

// Gatsby names its scripts and stylesheets after their content: app-707c4a314819745e08c7.js,
// styles.9bdfcd88dfaacee55209.css. Their licence notes and source maps go with them.
const CONTENT_HASHED = /[-.][0-9a-f]{20}\.(?:js|css)(?:\.map|\.LICENSE\.txt)?$/;
// Written for Gatsby's own use during the build (webpack's records; the HTML fragments stitched into pages)
// or for features the site does not use (Partytown, for off-main-thread scripts): nothing a visitor needs.
const BUILD_ONLY = ["webpack.stats.json", "chunk-map.json", "_gatsby", "~partytown"];

/** Where Gatsby writes a page: /about to about/index.html, /404.html to 404.html. */
const gatsbyFile = (pagePath: string) =>
  pagePath.endsWith(".html") ? pagePath.slice(1) : `${pagePath.replace(/^\/|\/$/g, "")}/index.html`.replace(/^\//, "");

/**
 * The file a page is served from. Pages are published as about.html, not about/index.html: static hosts then
 * answer /about directly (Cloudflare Pages and Netlify redirect /about to /about/ when only about/index.html
 * exists) and redirect /about/ to /about. "/404/" and "/404.html" are one page, 404.html.
 */
function pageFile(pagePath: string): string {
  const route = pagePath.replace(/\/+$/, "").replace(/\.html$/, "");
  return route === "" ? "index.html" : `${route.slice(1)}.html`;
}

export interface PublishedPage {
  /** The file, relative to public/. */
  file: string;
  /** The path Gatsby's runtime knows the page by (window.pagePath). */
  pagePath: string;
}

/** Each page Gatsby writes into a folder, with its published file; a page Gatsby writes twice, once. */
function moves(pagePaths: string[]) {
  const ownFiles = new Set(pagePaths.map(gatsbyFile));
  return pagePaths
    .map((pagePath) => ({ pagePath, from: gatsbyFile(pagePath), to: pageFile(pagePath) }))
    .map((move) => ({ ...move, duplicate: move.from !== move.to && ownFiles.has(move.to) }));
}

/**
 * Moves each page from the folder Gatsby writes it to (about/index.html) to its published file (about.html),
 * and returns the published pages. A second copy of a page (Gatsby's 404/index.html beside 404.html) goes.
 */
export function flattenPages(publicDir: string, pagePaths: string[]): PublishedPage[] {
  const at = (file: string) => path.join(publicDir, file);
  const all = moves(pagePaths);
  for (const { from, to, duplicate } of all) {
    if (from === to || !fs.existsSync(at(from))) continue;
    if (duplicate) fs.rmSync(at(from));
    else fs.renameSync(at(from), at(to));
    if (fs.readdirSync(path.dirname(at(from))).length === 0) fs.rmdirSync(path.dirname(at(from)));
  }
  return all
    .filter((move) => !move.duplicate && fs.existsSync(at(move.to)))
    .map((move) => ({ file: move.to, pagePath: move.pagePath }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * The opposite, before a build: a warm build stitches Gatsby's fragments into the pages it does not render
 * again, and reads them where it wrote them.
 */
export function restorePages(publicDir: string, pagePaths: string[]) {
  const at = (file: string) => path.join(publicDir, file);
  for (const { from, to, duplicate } of moves(pagePaths)) {
    if (from === to || fs.existsSync(at(from)) || !fs.existsSync(at(to))) continue;
    fs.mkdirSync(path.dirname(at(from)), { recursive: true });
    if (duplicate) fs.copyFileSync(at(to), at(from));
    else fs.renameSync(at(to), at(from));
  }
}

/**
 * Removes the scripts and stylesheets an earlier build left (webpack writes the current ones afresh, under
 * new names when they change, and never deletes the old ones) and webpack's build-only files. Run before
 * webpack, and again after the build for the build-only files.
 */
export function removeBuildArtefacts(publicDir: string, { bundles }: { bundles: boolean }): string[] {
  if (!fs.existsSync(publicDir)) return [];
  const removed = fs
    .readdirSync(publicDir)
    .filter((name) => BUILD_ONLY.includes(name) || name.endsWith(".map") || (bundles && CONTENT_HASHED.test(name)));
  for (const name of removed) fs.rmSync(path.join(publicDir, name), { recursive: true });
  return removed;
}
