/** The pages and content-hashed files of a build, read from public/. */
import fs from "node:fs";
import path from "node:path";

// Gatsby's own folders: page-data and static hold no pages; _gatsby/slices holds HTML fragments that are
// stitched into pages at build time and never served as a page.
const NOT_PAGES = /^(?:_|~|page-data\/|static\/)/;
// Gatsby names its scripts and stylesheets after their content: app-707c4a314819745e08c7.js,
// styles.9bdfcd88dfaacee55209.css.
const CONTENT_HASHED = /[-.][0-9a-f]{20}\.(?:js|css)$/;

export interface PageFile {
  /** The canonical address: with `trailingSlash: "never"`, about/index.html is /about. */
  path: string;
  /** The file, relative to public/, with forward slashes. */
  file: string;
  /** Other addresses that reach the same file on static hosts: /about/, /about/index.html, /index.html. */
  aliases: string[];
}

function walk(dir: string, base = ""): string[] {
  return fs.readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    const relative = base ? `${base}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return walk(dir, relative);
    return entry.isFile() ? [relative] : [];
  });
}

/** Maps an HTML file to the address it is served at. */
export function pageFile(file: string): PageFile {
  if (file === "index.html") return { path: "/", file, aliases: ["/index.html"] };
  if (file.endsWith("/index.html")) {
    const route = `/${file.slice(0, -"/index.html".length)}`;
    return { path: route, file, aliases: [`${route}/`, `/${file}`] };
  }
  return { path: `/${file}`, file, aliases: [] };
}

/** Every page of the build (its index.html files and top-level .html files such as 404.html), sorted by path. */
export function findPages(publicDir: string): PageFile[] {
  return walk(publicDir)
    .filter((file) => file.endsWith(".html") && !NOT_PAGES.test(file))
    .filter((file) => !file.includes("/") || file.endsWith("/index.html"))
    .map(pageFile)
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Addresses of the content-hashed scripts and stylesheets, which Gatsby writes at the top of public/. */
export function findHashedFiles(publicDir: string): string[] {
  return fs
    .readdirSync(publicDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && CONTENT_HASHED.test(entry.name))
    .map((entry) => `/${entry.name}`)
    .sort();
}
