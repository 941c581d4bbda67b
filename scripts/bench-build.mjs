/**
 * Build benchmark (docs/performance.md, "The bars"): how long a clean `gatsby build` takes, for the site as it is
 * and for the site with 30 phone photos (every picture field filled to the most the content takes), each from cold
 * (no picture encoded before) and again with the pictures the first build encoded kept (plugins/image-cache, as CI
 * keeps them between runs). Every build is clean otherwise (`npm run build` clears the previous one first).
 *
 *   node scripts/bench-build.mjs      (takes 10+ minutes; a benchmark that prints figures, not a test)
 *
 * Every build runs in a throw-away copy of the site under the OS temp folder, so the repo's own .cache/, public/
 * and content/ are never touched. Writes build logs and a JSON of the figures to bench-results/<run>/
 * (gitignored). Exits 0 whether or not goals are met; non-zero only when a build fails, after printing the end of
 * its log.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BuildFailed, timedBuild } from "../tools/gatsby-build.mjs";
import { copySite } from "../tools/site-copy.mjs";
import { markdownTable, writeFigures } from "./bench/figures.mjs";
import { addPhonePhotos } from "./bench/photos.mjs";
import { computeFigures, formatReport } from "./bench/report.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const run = `build-${new Date().toISOString().replace(/[:.]/g, "-")}`;
const resultsDir = path.join(root, "bench-results", run);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-build-"));
fs.mkdirSync(resultsDir, { recursive: true });

/** A clean build of the copy in `dir`, as `npm run build` makes it: no earlier build, picture cache kept or not. */
async function measure(key, dir, { keepPictures }) {
  fs.rmSync(path.join(dir, "public"), { recursive: true, force: true });
  fs.rmSync(path.join(dir, ".cache"), { recursive: true, force: true });
  if (!keepPictures) fs.rmSync(path.join(dir, ".picture-cache"), { recursive: true, force: true });
  const log = path.join(resultsDir, `${key}.log`);
  process.stdout.write(`${key}: building… (log: ${path.relative(root, log)})\n`);
  // Other work on the machine slows a build by minutes; the 1-minute load before it tells how busy it was.
  const loadAverage = Number(os.loadavg()[0].toFixed(2));
  const result = await timedBuild(root, dir, log);
  process.stdout.write(`${key}: ${result.seconds.toFixed(1)} s\n`);
  return { ...result, loadAverage, log: path.relative(root, log) };
}

process.stdout.write(`Build benchmark: site copies in ${tmp}, logs in ${path.relative(root, resultsDir)}/\n`);
try {
  const site = path.join(tmp, "site");
  copySite(root, site);
  const cold = await measure("site-cold", site, { keepPictures: false });
  const cached = await measure("site-cached", site, { keepPictures: true });
  const withPhotos = path.join(tmp, "photos");
  copySite(root, withPhotos);
  const photos = await addPhonePhotos(withPhotos, { hero: 5, projects: 12, works: 9 });
  const photosCold = await measure("photos-cold", withPhotos, { keepPictures: false });
  const photosCached = await measure("photos-cached", withPhotos, { keepPictures: true });

  const figures = computeFigures({ cold, cached, photosCold, photosCached }, photos);
  const machine = { node: process.version, cpus: os.cpus().length };
  fs.writeFileSync(path.join(resultsDir, "figures.json"), `${JSON.stringify({ run, machine, ...figures }, null, 2)}\n`);
  process.stdout.write(`\n${formatReport(figures)}\n\nFigures: ${path.relative(root, resultsDir)}/figures.json\n`);
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
  fs.rmSync(tmp, { recursive: true, force: true });
} catch (error) {
  if (!(error instanceof BuildFailed)) throw error;
  process.stderr.write(`\nBENCHMARK FAILED: ${error.message}\n\nThe site copy is kept for a look: ${tmp}\n`);
  process.exitCode = 1;
}
