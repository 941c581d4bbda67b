// Lighthouse benchmark: mobile preset (simulated throttling), 3 runs per route, on the production build
// served with compression. Prints figures; it is not a test. Usage: npm run bench:lighthouse [-- --runs 5 --routes /,/projects]
// --compare <folder> also measures another build (the option may be given more than once), saved as a folder
// with its public/ and nginx/ (`mkdir -p /tmp/before && cp -r public nginx /tmp/before/`), alternating runs: this
// machine's speed drifts within minutes, so only interleaved runs compare two builds fairly. For the same
// reason every run also measures the Gatsby floor (scripts/bench/gatsby-floor.mjs), and each route is judged
// beside it (--no-floor leaves it out). --document also measures each build and the floor with their script files
// blocked (inline scripts still run): what the document itself costs, before any framework or component. The site
// then takes its no-JavaScript styles, as for a visitor whose scripts fail (plugins/publish/page-scripts.ts): a
// run measures that restyle too, and Lighthouse counts its layout shift. A build with third parties on
// (TURNSTILE_SITE_KEY, ANALYTICS_PROVIDER: build it so, and compare it with --compare) has their hosts answered by
// stand-ins (scripts/bench/third-party-stand-ins.mjs), and their scripts' bytes counted apart (thirdPartyJsKB).
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { markdownTable, writeFigures } from "./bench/figures.mjs";
import { buildFloor } from "./bench/gatsby-floor.mjs";
import { buildIfNeeded, serve } from "./bench/production-site.mjs";
import { thirdPartyStandIns } from "./bench/third-party-stand-ins.mjs";
import { chromiumFlags, requireChromium } from "../tools/chromium.mjs";
import { mannWhitneyLess } from "./bench/mann-whitney.mjs";
import {
  BESIDE_THE_FLOOR,
  judged,
  LIGHTHOUSE_TARGETS,
  MAIN_THREAD_RUNS,
  MAIN_THREAD_TIMES,
  scriptsAdd,
} from "../tools/performance-bars.mjs";

const root = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    port: { type: "string", default: "9050" },
    routes: { type: "string" },
    compare: { type: "string", multiple: true, default: [] },
    floor: { type: "boolean", default: true },
    document: { type: "boolean", default: false },
  },
  allowNegative: true,
});
const runs = Number(args.runs);
// What is measured: this checkout's build, the saved builds to compare it with, and the Gatsby floor (its one
// page, whatever the route), each on its own port.
const sites = [
  { label: "", folder: root },
  ...args.compare.map((folder) => ({
    label: ` (${path.basename(path.resolve(folder))})`,
    folder: path.resolve(folder),
  })),
  ...(args.floor ? [{ label: " (Gatsby floor)", floor: true }] : []),
].map((site, i) => ({ ...site, origin: `http://127.0.0.1:${Number(args.port) + i}` }));
// The same servers again, each page loaded with its script files refused.
if (args.document)
  sites.push(...sites.map((site) => ({ ...site, label: `${site.label} (scripts blocked)`, blocked: true })));
/** The floor each route is judged beside: the floor's page whole, scripts and all (a blocked floor is a row). */
const isWholeFloor = (site) => site.floor && !site.blocked;
// The 404 page is measured at its own file: an unknown path answers 404, which Lighthouse's SEO category
// marks down by design.
const allRoutes = ["/", "/about", "/services", "/projects", "/contact", "/software", "/terms", "/404"];
const routes = args.routes ? args.routes.split(",") : allRoutes;
const chromeFlags = ["--headless=new", ...chromiumFlags];
const targets = { lcp: LIGHTHOUSE_TARGETS.lcpMs, cls: LIGHTHOUSE_TARGETS.cls, tbt: LIGHTHOUSE_TARGETS.tbtMs };

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** One row of figures from a Lighthouse result. */
function figures(lhr) {
  const bytes = { script: 0, stylesheet: 0, image: 0, total: 0 };
  for (const item of lhr.audits["resource-summary"].details.items) {
    if (item.resourceType in bytes) bytes[item.resourceType] = item.transferSize;
  }
  // Scripts of other origins (a third party the build turned on: the analytics provider's) are counted apart.
  const page = new URL(lhr.finalDisplayedUrl).origin;
  const thirdPartyScript = lhr.audits["network-requests"].details.items
    .filter((item) => item.resourceType === "Script" && new URL(item.url).origin !== page)
    .reduce((sum, item) => sum + item.transferSize, 0);
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  // Lighthouse's main-thread work at load (slowed as its CPU throttling assumes), and its script evaluation group.
  const work = lhr.audits["mainthread-work-breakdown"];
  const scriptItem = work.details.items.find((item) => item.group === "scriptEvaluation");
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    tbt: Math.round(lhr.audits["total-blocking-time"].numericValue),
    mainThread: Math.round(work.numericValue),
    scriptEval: Math.round(scriptItem?.duration ?? 0),
    jsKB: kb(bytes.script - thirdPartyScript),
    thirdPartyJsKB: kb(thirdPartyScript),
    cssKB: kb(bytes.stylesheet),
    imageKB: kb(bytes.image),
    totalKB: kb(bytes.total),
  };
}

/**
 * One Lighthouse run, tried again (at most twice) when Lighthouse reports that it could not record the page
 * load (NO_NAVSTART and the like, which Chromium's traces cause now and then): such a run has no figures.
 */
async function audit(url, port, blocked) {
  for (let attempt = 1; ; attempt++) {
    const flags = { port, output: "json", logLevel: "error", ...(blocked && { blockedUrlPatterns: ["*.js"] }) };
    const result = await lighthouse(url, flags);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url} (${error.code}): ${error.message}`);
    console.log(`${url}: ${error.code}, measuring again`);
  }
}

const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The run with the median performance score, with the median of each run's main-thread work and script evaluation. */
const median = (rows) => ({
  ...[...rows].sort((a, b) => a.performance - b.performance)[Math.floor(rows.length / 2)],
  mainThread: middle(rows.map((r) => r.mainThread)),
  scriptEval: middle(rows.map((r) => r.scriptEval)),
});
const times = (value, floor) => (value !== undefined && floor ? (value / floor).toFixed(2) : "–");
const WORK = { mainThread: "main thread", scriptEval: "script evaluation", tbt: "TBT" };

/**
 * Whether this build's runs of a route did less work than a compared build's: the medians and a one-sided
 * Mann–Whitney test's p-value for each figure (small when this build's runs are lower than the other's by more
 * than chance would make them).
 */
function compared(rows, other) {
  return Object.fromEntries(
    Object.entries(WORK).map(([key, label]) => {
      const [mine, theirs] = [rows, other].map((runs) => runs.map((r) => r[key]));
      const p = mannWhitneyLess(mine, theirs);
      return [label, `${middle(mine)} vs ${middle(theirs)} ms, p = ${p < 0.001 ? p.toExponential(1) : p.toFixed(3)}`];
    }),
  );
}

/** Prints one route's runs and adds its median run to the summary, with how often it missed. */
function summarise(name, rows, summary) {
  // The median hides how often a route misses: the runs with 100 in all four categories, and TBT's range.
  const perfect = rows.filter((r) =>
    [r.performance, r.accessibility, r.bestPractices, r.seo].every((x) => x === LIGHTHOUSE_TARGETS.score),
  );
  const tbts = rows.map((r) => r.tbt);
  const mid = median(rows);
  summary[name] = {
    ...mid,
    runs: rows.length,
    all100: `${perfect.length}/${rows.length}`,
    tbtRange: `${Math.min(...tbts)}–${Math.max(...tbts)}`,
  };
  console.log(`\n${name}`);
  console.table(Object.fromEntries([...rows, { ...mid, run: "median" }].map(({ run, ...row }) => [run, row])));
}

async function main() {
  buildIfNeeded();
  for (const site of sites) if (site.floor) site.folder = buildFloor();
  const outDir = path.join(root, "bench-results", `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}`);
  fs.mkdirSync(outDir, { recursive: true });
  const servers = [];
  let chrome;
  let standIns;
  const summary = {};
  // The Gatsby floor's median run beside each row of the summary, measured in the same runs.
  const floors = {};
  // The summary's rows of pages measured with their script files refused, which no bar judges by themselves.
  const blockedRows = new Set();
  // Per route, this build against each compared build.
  const comparisons = {};
  try {
    for (const site of sites) if (!site.blocked) servers.push(await serve(site));
    // A build with Turnstile or analytics on loads their scripts from hosts this machine cannot reach.
    standIns = await thirdPartyStandIns();
    chrome = await chromeLauncher.launch({
      chromePath: requireChromium(),
      chromeFlags: [...chromeFlags, ...standIns.flags],
    });
    for (const route of routes) {
      const rows = sites.map(() => []);
      for (let run = 1; run <= runs; run++) {
        for (const [i, site] of sites.entries()) {
          const result = await audit(`${site.origin}${site.floor ? "/" : route}`, chrome.port, site.blocked);
          const name = `${route === "/" ? "home" : route.slice(1).replace(/\W/g, "-")}${i ? `-site${i}` : ""}-${run}.json`;
          fs.writeFileSync(path.join(outDir, name), result.report);
          rows[i].push({ run: String(run), ...figures(result.lhr) });
        }
      }
      const floor = rows.find((_, i) => isWholeFloor(sites[i]));
      /** The median main-thread work of a site's runs with its script files refused, if measured. */
      const blockedWork = (site) => {
        const i = sites.findIndex((s) => s.blocked && s.origin === site.origin);
        return i < 0 ? undefined : middle(rows[i].map((r) => r.mainThread));
      };
      for (const [i, site] of sites.entries()) {
        const name = `${route}${site.label}`;
        // The floor's runs are printed with the route's; its median goes beside each build measured with it.
        summarise(name, rows[i], isWholeFloor(site) ? {} : summary);
        if (site.blocked) blockedRows.add(name);
        else if (summary[name]) summary[name].mainThreadBlocked = blockedWork(site);
        if (floor && !isWholeFloor(site))
          floors[name] = {
            ...median(floor),
            runs: floor.length,
            mainThreadBlocked: blockedWork(sites.find(isWholeFloor)),
          };
        if (i > 0 && !site.floor && !site.blocked)
          comparisons[`${route}: this build vs${site.label}`] = compared(rows[0], rows[i]);
      }
    }
  } finally {
    await chrome?.kill();
    standIns?.close();
    for (const server of servers) process.kill(-server.pid);
  }
  console.log(
    `\nMedian run per route (targets: scores ${LIGHTHOUSE_TARGETS.score}, LCP ≤ ${targets.lcp} ms, CLS ≤ ${targets.cls}, TBT ≤ ${targets.tbt} ms;` +
      ` when the Gatsby floor misses them in the same runs, performance within ${BESIDE_THE_FLOOR.performancePoints} points of its, TBT within ${BESIDE_THE_FLOOR.tbtTimes}×):`,
  );
  for (const [name, f] of Object.entries(summary)) {
    const floor = floors[name];
    if (floor) f.floor = `${floor.performance}, ${floor.tbt} ms`;
    // A page with its scripts refused is measured for what its scripts add beside it, not judged itself.
    f.met = blockedRows.has(name) ? "–" : judged(f, floor);
    // What the route's scripts add to the main thread beside what the floor's add (the main-thread bar).
    f.scriptsAdd = scriptsAdd(f);
    f.floorScriptsAdd = scriptsAdd(floor);
    f.scriptsAddTimes = times(f.scriptsAdd, f.floorScriptsAdd);
    // The floor's main-thread work and script evaluation (medians of its runs) and the route's as a multiple.
    f.floorMainThread = floor?.mainThread;
    f.mainThreadTimes = times(f.mainThread, floor?.mainThread);
    f.floorScriptEval = floor?.scriptEval;
    f.scriptEvalTimes = times(f.scriptEval, floor?.scriptEval);
  }
  console.table(summary);
  const judgedRows = Object.entries(summary).filter(([name]) => !blockedRows.has(name));
  const unmet = judgedRows.filter(([, f]) => !["yes", "beside the floor"].includes(f.met));
  console.log(
    unmet.length
      ? `Not every bar met: ${unmet.map(([name, f]) => `${name} (${f.met})`).join(", ")}.`
      : "Every bar met on every route.",
  );
  if (unmet.some(([, f]) => f.met.includes("not measured")))
    console.log(
      `The main-thread bar (what a page's scripts add, at most ${MAIN_THREAD_TIMES}× what the floor's add) needs the` +
        ` floor, --document and at least ${MAIN_THREAD_RUNS} runs.`,
    );
  if (Object.keys(comparisons).length) {
    console.log("\nMedians, and a one-sided Mann–Whitney test that this build's runs are lower (p):");
    console.table(comparisons);
  }
  console.log("CSS is inlined into each page's HTML, so its bytes count in the document, not as a stylesheet.");
  fs.writeFileSync(path.join(outDir, "summary.json"), JSON.stringify(summary, null, 2));
  // A full run writes its table to docs/performance.md (the pages with their scripts refused in its columns).
  if (!args.routes) {
    const rows = judgedRows.map(([route, f]) => [
      `\`${route}\``,
      ...[f.performance, f.accessibility, f.bestPractices, f.seo, `${(f.lcp / 1000).toFixed(2)} s`, f.cls],
      ...[`${f.tbt} ms`, f.tbtRange, f.all100, f.floor ?? "–", f.met],
      ...[`${f.scriptsAdd ?? "–"} (${f.floorScriptsAdd ?? "–"})`, f.scriptsAddTimes],
      ...[`${f.mainThread} (${f.floorMainThread ?? "–"})`, f.mainThreadTimes],
      ...[`${f.scriptEval} (${f.floorScriptEval ?? "–"})`, f.scriptEvalTimes, f.jsKB, f.imageKB, f.totalKB],
    ]);
    const header = ["Route", "Perf.", "A11y", "Best pr.", "SEO", "LCP", "CLS", "TBT", "TBT range", "All 100"];
    const against = Object.entries(comparisons).map(([name, c]) => [name, ...Object.values(c)]);
    const comparison = against.length
      ? `\n\nAgainst the compared builds (medians, and a one-sided Mann–Whitney test that this build's runs are lower):\n\n${markdownTable(["Route", ...Object.values(WORK)], against)}`
      : "";
    const work = [
      "Scripts add, ms (floor's)",
      "×",
      "Main thread, ms (floor)",
      "×",
      "Script evaluation, ms (floor)",
      "×",
    ];
    await writeFigures(
      "lighthouse",
      `${markdownTable([...header, "Floor (perf., TBT)", "Met", ...work, "JS KB", "Images KB", "Total KB"], rows)}

The median run of ${runs} per route, with the medians of its runs' main-thread work and script evaluation ` +
        "(nginx, gzip; transfer sizes as Lighthouse counts them)" +
        (args.compare.length ? `, alternating with the builds in ${args.compare.join(", ")}` : "") +
        (args.floor
          ? ", and with the Gatsby floor (one page, one picture), whose median run is beside each route."
          : ".") +
        " What a page's scripts add: its main-thread work less its page's with the script files refused" +
        (args.document ? ", measured in the same runs." : " (`--document`), not measured in this run.") +
        comparison,
    );
  }
  console.log(`Lighthouse reports: ${path.relative(root, outDir)}/`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
