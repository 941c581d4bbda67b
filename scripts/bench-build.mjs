/**
 * Build benchmark (docs/performance.md, "The bars"): how long a clean `gatsby build` takes, for the site as it is
 * and for the site with 30 phone photos (every picture field filled to the most the content takes), each from cold
 * (no picture encoded before) and again with the pictures the first build encoded kept (plugins/image-cache, as CI
 * keeps them between runs). Every build is clean otherwise (`npm run build` clears the previous one first).
 * Then the articles run (scripts/bench/articles-run.mjs, issue 62): the site with 100 and with 1,000 generated
 * articles, each with a cover of its own, cold, and with the cache CI keeps with nothing changed, one article's
 * text changed and one article's cover changed.
 *
 *   node scripts/bench-build.mjs                       (everything: an hour or more; figures, not a test)
 *   node scripts/bench-build.mjs --site                (the site and the photos only: 10 to 15 minutes)
 *   node scripts/bench-build.mjs --articles            (the articles only, 100 and 1,000: 45 minutes or more)
 *   node scripts/bench-build.mjs --articles --counts 5,10   (a short run, to try the benchmark: it only prints)
 *
 * Every build runs in a throw-away copy of the site under the OS temp folder, so the repo's own .cache/, public/
 * and content/ are never touched. Writes build logs and a JSON of the figures to bench-results/<run>/
 * (gitignored); a run of a part with its default counts writes that part's figures into docs/performance.md.
 * Exits 0 whether or not goals are met; non-zero only when a build fails, after printing the end of its log.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { BuildFailed, timedBuild } from "../tools/gatsby-build.mjs";
import { copySite } from "../tools/site-copy.mjs";
import { articleFigures } from "./bench/articles-bars.mjs";
import { articlesMarkdown, formatArticles } from "./bench/articles-report.mjs";
import { runArticles } from "./bench/articles-run.mjs";
import { markdownTable, writeFigures } from "./bench/figures.mjs";
import { addPhonePhotos } from "./bench/photos.mjs";
import { computeFigures, formatReport } from "./bench/report.mjs";

const DEFAULT_COUNTS = "100,1000";
const { values: args } = parseArgs({
  options: {
    site: { type: "boolean", default: false },
    articles: { type: "boolean", default: false },
    counts: { type: "string", default: DEFAULT_COUNTS },
  },
});
// Neither part named: both.
const parts = { site: args.site || !args.articles, articles: args.articles || !args.site };
const counts = args.counts.split(",").map(Number);
if (counts.length === 0 || counts.some((n) => !Number.isInteger(n) || n < 1)) {
  throw new Error(`--counts is "${args.counts}"; expected article counts such as ${DEFAULT_COUNTS}`);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const run = `build-${new Date().toISOString().replace(/[:.]/g, "-")}`;
const resultsDir = path.join(root, "bench-results", run);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-build-"));
fs.mkdirSync(resultsDir, { recursive: true });

/**
 * A clean build of the copy in `dir`, with no earlier build's public/ nor Gatsby's state. `keep` says which caches
 * stay: "nothing" (cold), "pictures" (.picture-cache only: the site and photos runs, as they were first measured)
 * or "ci" (.picture-cache and .cache/webpack: what CI keeps between runs and `npm run build` leaves,
 * scripts/clean.mjs).
 */
async function measure(key, dir, { keep }) {
  fs.rmSync(path.join(dir, "public"), { recursive: true, force: true });
  const cache = path.join(dir, ".cache");
  for (const entry of fs.existsSync(cache) ? fs.readdirSync(cache) : []) {
    if (!(keep === "ci" && entry === "webpack")) fs.rmSync(path.join(cache, entry), { recursive: true, force: true });
  }
  if (keep === "nothing") fs.rmSync(path.join(dir, ".picture-cache"), { recursive: true, force: true });
  const log = path.join(resultsDir, `${key}.log`);
  process.stdout.write(`${key}: building… (log: ${path.relative(root, log)})\n`);
  // Other work on the machine slows a build by minutes; the 1-minute load before it tells how busy it was.
  const loadAverage = Number(os.loadavg()[0].toFixed(2));
  const result = await timedBuild(root, dir, log);
  // gatsby-plugin-sharp's jobs this build ran (those plugins/image-cache served from kept pictures are not among
  // them): "success Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs - 55.4s - 90/90 1.62/s".
  const jobs = /^success Running (?:[\w-]+\.)?IMAGE_PROCESSING jobs - [\d.]+s - (\d+)\//m.exec(
    fs.readFileSync(log, "utf8"),
  );
  process.stdout.write(`${key}: ${result.seconds.toFixed(1)} s\n`);
  return { ...result, imageJobs: jobs ? Number(jobs[1]) : 0, loadAverage, log: path.relative(root, log) };
}

/** The site as it is and with phone photos, cold and with the pictures kept; writes the "build" figures. */
async function siteRuns() {
  const site = path.join(tmp, "site");
  copySite(root, site);
  const cold = await measure("site-cold", site, { keep: "nothing" });
  const cached = await measure("site-cached", site, { keep: "pictures" });
  const withPhotos = path.join(tmp, "photos");
  copySite(root, withPhotos);
  const photos = await addPhonePhotos(withPhotos, { hero: 5, projects: 12, works: 9 });
  const photosCold = await measure("photos-cold", withPhotos, { keep: "nothing" });
  const photosCached = await measure("photos-cached", withPhotos, { keep: "pictures" });

  const figures = computeFigures({ cold, cached, photosCold, photosCached }, photos);
  process.stdout.write(`\n${formatReport(figures)}\n\n`);
  const time = (build) => `${build.seconds.toFixed(1)} s`;
  const rows = [
    ["the site", time(cold), time(cached)],
    [
      `the site with ${photos.photos} phone photos (${(photos.bytes / 1e6).toFixed(0)} MB)`,
      time(photosCold),
      time(photosCached),
    ],
  ];
  await writeFigures("build", markdownTable(["Clean build", "Cold", "Pictures cached"], rows));
  return figures;
}

/** The articles at each count; writes the "build-articles" figures when the counts are the default ones. */
async function articleRuns() {
  const figures = articleFigures(await runArticles({ root, tmp, counts, measure }));
  process.stdout.write(`\n${formatArticles(figures)}\n`);
  if (args.counts === DEFAULT_COUNTS) {
    const command = parts.site ? "npm run bench:build" : "npm run bench:build -- --articles";
    await writeFigures("build-articles", articlesMarkdown(figures), command);
  } else {
    process.stdout.write(
      `Counts other than ${DEFAULT_COUNTS}: figures printed only, docs/performance.md left as it is.\n`,
    );
  }
  return figures;
}

process.stdout.write(`Build benchmark: site copies in ${tmp}, logs in ${path.relative(root, resultsDir)}/\n`);
try {
  const site = parts.site ? await siteRuns() : undefined;
  const articles = parts.articles ? await articleRuns() : undefined;
  const machine = { node: process.version, cpus: os.cpus().length };
  const json = JSON.stringify({ run, machine, ...site, ...(articles && { articles }) }, null, 2);
  fs.writeFileSync(path.join(resultsDir, "figures.json"), `${json}\n`);
  process.stdout.write(`\nFigures: ${path.relative(root, resultsDir)}/figures.json\n`);
  fs.rmSync(tmp, { recursive: true, force: true });
} catch (error) {
  if (!(error instanceof BuildFailed)) throw error;
  process.stderr.write(`\nBENCHMARK FAILED: ${error.message}\n\nThe site copy is kept for a look: ${tmp}\n`);
  process.exitCode = 1;
}
