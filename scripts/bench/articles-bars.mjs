/**
 * The build benchmark's articles run against the bars (issue 62), as figures: the ratios each bar sets and
 * what each article adds between two counts. Figures, not asserts: the benchmark prints them whether or not a bar
 * is met.
 */

/**
 * The bars: time grows at most linearly (1,000 articles at most 12× 100, so 1.2× the ratio of the counts between
 * any two); with the cache, one changed article at most 1.5× a build with nothing changed; at 1,000 articles, a
 * cold build within 4 minutes and one changed article within 30 s.
 */
const BARS = { linearSlack: 1.2, changedTimes: 1.5, atCount: 1000, coldSeconds: 240, changedSeconds: 30 };
/** The builds of each count, by key, with what each is called in the report. */
export const RUNS = {
  cold: "cold",
  cached: "cached, nothing changed",
  text: "cached, one text changed",
  cover: "cached, one cover changed",
};

const count = (n) => n.toLocaleString("en");

/** The bars' figures, from `results` (one per count, ascending: { count, builds: { cold, cached, text, cover } }). */
function goals(results) {
  const rows = [];
  for (const [i, to] of results.entries()) {
    const from = results[i - 1];
    if (!from) continue;
    const bar = BARS.linearSlack * (to.count / from.count);
    for (const run of ["cold", "cached"]) {
      const ratio = to.builds[run].seconds / from.builds[run].seconds;
      rows.push([`${RUNS[run]}: ${count(to.count)} ÷ ${count(from.count)} articles`, ratio, bar]);
    }
  }
  for (const { count: n, builds } of results) {
    for (const run of ["text", "cover"]) {
      rows.push([
        `${count(n)} articles, ${RUNS[run]} ÷ nothing changed`,
        builds[run].seconds / builds.cached.seconds,
        BARS.changedTimes,
      ]);
    }
  }
  const largest = results.at(-1);
  const note = largest.count === BARS.atCount ? "" : ` (the bar is for ${count(BARS.atCount)})`;
  rows.push([`${count(largest.count)} articles cold (s)${note}`, largest.builds.cold.seconds, BARS.coldSeconds]);
  for (const run of ["text", "cover"])
    rows.push([
      `${count(largest.count)} articles, ${RUNS[run]} (s)${note}`,
      largest.builds[run].seconds,
      BARS.changedSeconds,
    ]);
  return rows.map(([what, value, bar]) => ({ what, value: Number(value.toFixed(2)), bar: Number(bar.toFixed(2)) }));
}

/**
 * What each article adds between two counts, in ms (the site's own pages and pictures, the same at every count,
 * drop out): per run, from each count to the next.
 */
function marginal(results) {
  return results.slice(1).map((to, i) => {
    const from = results[i];
    const added = (run) => ((to.builds[run].seconds - from.builds[run].seconds) / (to.count - from.count)) * 1000;
    return {
      from: from.count,
      to: to.count,
      ms: Object.fromEntries(Object.keys(RUNS).map((run) => [run, Math.round(added(run))])),
    };
  });
}

/** Everything the run measured, as printed and kept in figures.json. */
export function articleFigures(results) {
  return { results, goals: goals(results), marginal: marginal(results) };
}
