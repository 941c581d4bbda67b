/**
 * Build benchmark (docs/performance.md, "The bars"): prints how long `gatsby build` takes, with the site's projects and
 * with 10× and 50× of them, what one more project costs, and the goals. Every build is clean (the site never
 * builds over an earlier build: `npm run build` clears it first, scripts/clean.mjs).
 *
 *   node scripts/bench-build.mjs      (takes 10+ minutes; a benchmark that prints figures, not a test)
 *
 * Every build runs in a throw-away copy of the site under the OS temp folder, so the repo's own
 * .cache/, public/ and content/ are never touched. Writes build logs and a JSON of the figures to
 * bench-results/<run>/ (gitignored). Exits 0 whether or not goals are met; non-zero only when a build
 * fails, after printing the end of its log.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BuildFailed, timedBuild } from "../lib/gatsby-build.mjs";
import { computeFigures, formatReport } from "./bench/report.mjs";
import { copySite } from "../lib/site-copy.mjs";
import { markdownTable, writeFigures } from "./bench/figures.mjs";
import { countProjects, projectTitles, scaleProjects } from "./bench/projects.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const run = `build-${new Date().toISOString().replace(/[:.]/g, "-")}`;
const resultsDir = path.join(root, "bench-results", run);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-build-"));
fs.mkdirSync(resultsDir, { recursive: true });

// As React escapes text when it renders the pages.
const HTML_ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

// A build that succeeds without the content it was given would time the wrong site.
function checkProjectsShown(dir, titles) {
  const html = fs.readFileSync(path.join(dir, "public", "projects.html"), "utf8");
  const missing = titles.filter((title) => !html.includes(escapeHtml(title)));
  if (missing.length) throw new BuildFailed(`/projects in ${dir} lacks ${missing.length} titles, e.g. "${missing[0]}"`);
}

async function measure(key, dir) {
  const log = path.join(resultsDir, `${key}.log`);
  process.stdout.write(`${key}: ${countProjects(dir)} projects, building… (log: ${path.relative(root, log)})\n`);
  // Other work on the machine slows a build by minutes; the 1-minute load before it tells how busy it was.
  const loadAverage = Number(os.loadavg()[0].toFixed(2));
  const result = await timedBuild(root, dir, log);
  process.stdout.write(`${key}: ${result.seconds.toFixed(1)} s\n`);
  return { projects: countProjects(dir), ...result, loadAverage, log: path.relative(root, log) };
}

async function coldScaled(factor) {
  const dir = path.join(tmp, `site-${factor}x`);
  copySite(root, dir);
  await scaleProjects(dir, factor);
  const build = await measure(`cold${factor}`, dir);
  checkProjectsShown(dir, projectTitles(dir));
  // The 50× public/ and .cache/ run to hundreds of megabytes; only the figures are kept.
  fs.rmSync(dir, { recursive: true, force: true });
  return build;
}

process.stdout.write(`Build benchmark: site copies in ${tmp}, logs in ${path.relative(root, resultsDir)}/\n`);
try {
  const base = path.join(tmp, "site-1x");
  copySite(root, base);
  const cold1 = await measure("cold1", base);
  checkProjectsShown(base, projectTitles(base));
  fs.rmSync(base, { recursive: true, force: true });
  const cold10 = await coldScaled(10);
  const cold50 = await coldScaled(50);

  const figures = computeFigures({ cold1, cold10, cold50 });
  const machine = { node: process.version, cpus: os.cpus().length };
  fs.writeFileSync(path.join(resultsDir, "figures.json"), `${JSON.stringify({ run, machine, ...figures }, null, 2)}\n`);
  process.stdout.write(`\n${formatReport(figures)}\n\nFigures: ${path.relative(root, resultsDir)}/figures.json\n`);
  const rows = [
    ["the site", cold1.projects, `${cold1.seconds.toFixed(1)} s`],
    ["10× the projects", cold10.projects, `${cold10.seconds.toFixed(1)} s`],
    ["50× the projects", cold50.projects, `${cold50.seconds.toFixed(1)} s`],
  ];
  await writeFigures(
    "build",
    `${markdownTable(["Clean build", "Projects", "Time"], rows)}\n\nOne more project with its image costs ` +
      `${figures.perProject.from10to50} s of build (10× → 50×; ${figures.perProject.from1to10} s from 1× to 10×).`,
  );
  fs.rmSync(tmp, { recursive: true, force: true });
} catch (error) {
  if (!(error instanceof BuildFailed)) throw error;
  process.stderr.write(`\nBENCHMARK FAILED: ${error.message}\n\nThe site copy is kept for a look: ${tmp}\n`);
  process.exitCode = 1;
}
