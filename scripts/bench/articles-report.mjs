/**
 * The build benchmark's articles run, as printed and as kept in docs/performance.md: each build's time and its time
 * per article, the bars' figures (articles-bars.mjs), the covers' pictures against the sizes pages name, and the
 * list pages' bytes beside their budgets.
 */
import { RUNS } from "./articles-bars.mjs";
import { markdownTable } from "./figures.mjs";
import { table } from "./report.mjs";

// Phases that cost less than this in every build of a count are left out of its phase table.
const PHASE_FLOOR_S = 1;

const s = (seconds) => `${seconds.toFixed(1)} s`;
const perArticle = (seconds, count) => `${((seconds / count) * 1000).toFixed(0)} ms`;
const count = (n) => n.toLocaleString("en");
const verdict = (value, bar) => (value <= bar ? "within" : "OVER");

const marginalLines = (steps) =>
  steps.map(
    ({ from, to, ms }) =>
      `From ${count(from)} to ${count(to)} articles, each article added ` +
      Object.entries(ms)
        .map(([run, value]) => `${value} ms (${RUNS[run]})`)
        .join(", "),
  );

function pictureLine({ count: n, pictures: p }) {
  const per = (cut) => (cut.cuts ? (cut.files / cut.cuts).toFixed(1) : "0");
  const sizes = [...new Set(p.twice.map((twice) => twice.size))];
  return (
    `${count(n)} articles: ${p.card.cuts} card and ${p.share.cuts} share cuts, ${per(p.card)} files per card cut and ` +
    `${per(p.share)} per share cut; ${p.unused.length} files no page names` +
    `${p.unused.length ? ` (e.g. ${p.unused[0]})` : ""}; ${p.twice.length} pictures encoded twice` +
    `${sizes.length ? ` (the same cut at ${sizes.join(", ")}, under two jobs)` : ""}`
  );
}

const RUN_HEADER = ["Articles", ...Object.values(RUNS)];
const timeRows = (results) =>
  results.map(({ count: n, builds }) => [
    count(n),
    ...Object.keys(RUNS).map((run) => `${s(builds[run].seconds)} (${perArticle(builds[run].seconds, n)}/article)`),
  ]);
const jobRows = (results) =>
  results.map(({ count: n, builds }) => [count(n), ...Object.keys(RUNS).map((run) => builds[run].imageJobs)]);
const BAR_HEADER = ["Bar", "Measured", "At most", ""];
const barRows = (bars) => bars.map((b) => [b.what, b.value, b.bar, verdict(b.value, b.bar)]);
const JOBS =
  "gatsby-plugin-sharp's jobs run (each decodes one picture and encodes it in one format, in one or more sizes; " +
  "plugins/image-cache served the others from .picture-cache)";

function phaseTable({ count: n, builds }) {
  const runs = Object.keys(RUNS);
  const names = Object.keys(builds.cold.phases).filter((name) =>
    runs.some((run) => (builds[run].phases[name] ?? 0) >= PHASE_FLOOR_S),
  );
  const rows = names.map((name) => [name, ...runs.map((run) => (builds[run].phases[name] ?? 0).toFixed(1))]);
  const title = `${count(n)} articles, Gatsby's phases (s; under ${PHASE_FLOOR_S} s in every build left out):`;
  return `${title}\n${table(["Phase", ...Object.values(RUNS)], rows)}`;
}

/** The printed report. */
export function formatArticles({ results, goals: bars, marginal: steps }) {
  const pageRows = results.flatMap(({ count: n, pages }) =>
    pages.map((p) => [
      count(n),
      p.route,
      `${p.htmlKB.toFixed(1)} / ${p.htmlBudgetKB}`,
      `${p.cssKB.toFixed(1)} / ${p.cssBudgetKB}`,
      p.dataKB.toFixed(1),
    ]),
  );
  return [
    table(RUN_HEADER, timeRows(results)),
    ...marginalLines(steps),
    "",
    `${JOBS}:`,
    table(RUN_HEADER, jobRows(results)),
    "",
    table(BAR_HEADER, barRows(bars)),
    "",
    "Covers' pictures after the cold build (public/static against the sizes the built pages name):",
    ...results.map(pictureLine),
    "",
    "After the cold build, KB brotli (HTML and CSS beside their budgets; page data: page-data.json and its static queries):",
    table(["Articles", "Page", "HTML / budget", "CSS / budget", "Page data"], pageRows, 2),
    "",
    ...results.flatMap((result) => [phaseTable(result), ""]),
  ].join("\n");
}

/** The block docs/performance.md keeps (a run with the default counts only). */
export function articlesMarkdown({ results, goals: bars, marginal: steps }) {
  const largest = results.at(-1);
  const pages = largest.pages.map((p) => [
    `\`${p.route}\``,
    `${p.htmlKB.toFixed(1)} (${p.htmlBudgetKB})`,
    `${p.cssKB.toFixed(1)} (${p.cssBudgetKB})`,
    p.dataKB.toFixed(1),
  ]);
  return [
    markdownTable(RUN_HEADER, timeRows(results)),
    "",
    ...marginalLines(steps).map((line) => `${line}.`),
    "",
    `${JOBS}:`,
    "",
    markdownTable(RUN_HEADER, jobRows(results)),
    "",
    markdownTable(BAR_HEADER, barRows(bars)),
    "",
    `Covers: ${results.map(pictureLine).join("; ")}.`,
    "",
    `At ${count(largest.count)} articles, KB brotli:`,
    "",
    markdownTable(["Page", "HTML (budget)", "CSS (budget)", "Page data"], pages),
  ].join("\n");
}
