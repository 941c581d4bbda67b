/**
 * The build benchmark's articles run (issue 62): for each count, a copy of the site with that many articles
 * (scripts/bench/articles.mjs), built cold, then with the cache and nothing changed, with one article's text
 * changed, and with one article's cover changed.
 *
 * "With the cache" is what CI keeps between runs and so what an editor's publish gets (.github/workflows/ci.yml):
 * the pictures encoded before (.picture-cache, plugins/image-cache) and webpack's cache (.cache/webpack). The rest
 * of Gatsby's .cache goes with every build, as `npm run build` clears it (scripts/clean.mjs): plugins/publish
 * refuses a public/ holding an earlier build, and Gatsby throws its own cache away when public/ is gone
 * (gatsby/dist/services/initialize.js, "cacheIsCorrupt"), so no build of this site ever reuses it.
 */
import fs from "node:fs";
import path from "node:path";
import { copySite } from "../../tools/site-copy.mjs";
import { coverPictures, pageBytes } from "./article-output.mjs";
import { addArticles, changeCover, changeText } from "./articles.mjs";

/**
 * Runs the articles' builds for each of `counts` in copies under `tmp`; `measure(key, dir, { keep })` is the
 * benchmark's timed clean build. Returns one result per count, ascending.
 */
export async function runArticles({ root, tmp, counts, measure }) {
  const pool = path.join(tmp, "covers");
  const results = [];
  for (const count of [...counts].sort((a, b) => a - b)) {
    const dir = path.join(tmp, `articles-${count}`);
    copySite(root, dir);
    const start = Date.now();
    const content = await addArticles(dir, count, pool);
    const mb = (content.coverBytes / 1e6).toFixed(0);
    process.stdout.write(
      `articles-${count}: ${count} articles, ${mb} MB of covers, in ${(Date.now() - start) / 1000} s\n`,
    );
    const key = (run) => `articles-${count}-${run}`;
    const cold = await measure(key("cold"), dir, { keep: "nothing" });
    // Read before the next build clears public/.
    const pictures = await coverPictures(path.join(dir, "public"));
    const pages = pageBytes(path.join(dir, "public"));
    const cached = await measure(key("cached"), dir, { keep: "ci" });
    // The middle article: neighbours on both sides, on a list page of its own among the others.
    const which = Math.floor(count / 2);
    changeText(content.files, which);
    const text = await measure(key("text"), dir, { keep: "ci" });
    await changeCover(content.files, which);
    const cover = await measure(key("cover"), dir, { keep: "ci" });
    const { files, ...written } = content;
    results.push({ count, content: written, builds: { cold, cached, text, cover }, pictures, pages });
    fs.rmSync(dir, { recursive: true, force: true });
    process.stdout.write(`articles-${count}: done (${files.length} articles)\n`);
  }
  return results;
}
