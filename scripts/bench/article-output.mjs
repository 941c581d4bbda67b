/**
 * What a build of the benchmark's articles published, read from the copy's public/: the covers' encoded pictures
 * against the sizes the pages name (none processed twice, none in a size no page uses), and the bytes of the pages
 * that list articles, beside their budgets (tools/performance-bars.mjs), whatever the number of articles.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { BYTE_BUDGETS_KB } from "../../tools/performance-bars.mjs";

// gatsby-plugin-sharp writes public/static/<source digest>/<arguments digest>/<source name>; a cover's cuts are
// sources named <article>-coverCard and <article>-coverShare (gatsby-node.ts, cropField).
const COVER_OUTPUT = /-cover(Card|Share)\.(jpe?g|png|webp|avif)$/;
const STATIC_URL = /\/static\/[0-9a-f]{32}\/[0-9a-z]+\/[^"'\s,)<>]+/g;
const KB = 1024;
const brotli = (data) =>
  zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The files under `dir` (paths relative to it) that `keep` takes. */
function filesUnder(dir, keep) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter(keep);
}

/**
 * The covers' encoded files against the pages' references: per cut (Card, Share), the files written and the
 * files named by a page (src, srcset, og:image, JSON-LD); files no page names; and a picture encoded twice, the
 * same cut in the same format and pixel size under two arguments' digests.
 */
export async function coverPictures(publicDir) {
  const referenced = new Set();
  for (const page of filesUnder(publicDir, (file) => file.endsWith(".html"))) {
    for (const [url] of fs.readFileSync(path.join(publicDir, page), "utf8").matchAll(STATIC_URL)) referenced.add(url);
  }
  const written = filesUnder(path.join(publicDir, "static"), (file) => COVER_OUTPUT.test(file));
  const cuts = new Map();
  for (const file of written) {
    const [digest, , name] = file.split(path.sep);
    const cut = cuts.get(digest) ?? { crop: COVER_OUTPUT.exec(name)[1], files: [] };
    cut.files.push(file);
    cuts.set(digest, cut);
  }
  const unused = written.filter((file) => !referenced.has(`/static/${file.split(path.sep).join("/")}`));
  const twice = [];
  for (const [digest, { files }] of cuts) {
    const sizes = await Promise.all(files.map((file) => sharp(path.join(publicDir, "static", file)).metadata()));
    const seen = new Map();
    files.forEach((file, i) => {
      const key = `${path.extname(file)} ${sizes[i].width}×${sizes[i].height}`;
      if (seen.has(key)) twice.push({ cut: digest, size: key, files: [seen.get(key), file] });
      else seen.set(key, file);
    });
  }
  const perCut = (crop) => {
    const counts = [...cuts.values()].filter((cut) => cut.crop === crop).map((cut) => cut.files.length);
    return { cuts: counts.length, files: counts.reduce((sum, n) => sum + n, 0) };
  };
  return { card: perCut("Card"), share: perCut("Share"), written: written.length, unused, twice };
}

/** The page's file in public/ (plugins/publish flattens /insights to insights.html) and its page data's folder. */
const pageFile = (route) => (route === "/" ? "index.html" : `${route.slice(1)}.html`);
const pageDataDir = (route) => (route === "/" ? "index" : route.slice(1));

/**
 * Bytes (brotli) of the home page, the list's first page and one in its middle, and the largest tag's first page:
 * HTML and CSS beside their budgets, and the page data the browser fetches for each (its page-data.json and the
 * static queries it names), which the budgets do not count but which would grow with a list that leaked.
 */
export function pageBytes(publicDir) {
  const at = (file) => path.join(publicDir, file);
  const lists = filesUnder(at("insights"), (file) => /^\d+\.html$/.test(file)).map((f) => Number.parseInt(f, 10));
  const tagsDir = at(path.join("insights", "tags"));
  const tagPages = (tag) => 1 + filesUnder(path.join(tagsDir, tag), (file) => /^\d+\.html$/.test(file)).length;
  const tags = filesUnder(tagsDir, (file) => /^[^/]+\.html$/.test(file)).map((file) => file.replace(/\.html$/, ""));
  const largestTag = tags.sort((a, b) => tagPages(b) - tagPages(a) || a.localeCompare(b))[0];
  const routes = [
    "/",
    "/insights",
    // A page in the middle of the list: its navigation names the most pages (pagination.tsx).
    ...(lists.length > 0 ? [`/insights/${Math.max(2, Math.ceil((lists.length + 1) / 2))}`] : []),
    ...(largestTag ? [`/insights/tags/${largestTag}`] : []),
  ].filter((route) => fs.existsSync(at(pageFile(route))));
  const { html: htmlBudget, css: cssBudget } = BYTE_BUDGETS_KB;
  return routes.map((route) => {
    const html = fs.readFileSync(at(pageFile(route)), "utf8");
    const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
    const pageData = at(path.join("page-data", pageDataDir(route), "page-data.json"));
    const data = fs.existsSync(pageData) ? fs.readFileSync(pageData, "utf8") : "{}";
    const queries = (JSON.parse(data).staticQueryHashes ?? []).map((hash) =>
      fs.readFileSync(at(path.join("page-data", "sq", "d", `${hash}.json`))),
    );
    return {
      route,
      htmlKB: brotli(html) / KB,
      htmlBudgetKB: htmlBudget[route] ?? htmlBudget.other,
      cssKB: brotli(css) / KB,
      cssBudgetKB: cssBudget,
      dataKB: [data, ...queries].reduce((sum, text) => sum + brotli(text), 0) / KB,
    };
  });
}
