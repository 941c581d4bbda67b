/**
 * The site's performance bars, kept once: the byte budgets the browser suite asserts (__tests__/e2e/budgets.spec.ts)
 * and the Lighthouse targets the benchmark reports against (scripts/bench-lighthouse.mjs). docs/performance.md
 * states them in words; __tests__/unit/performance-bars.test.ts holds the page to these figures.
 */

/**
 * Brotli-compressed KB per route, just above what the site weighs (within 5%), so that a regression fails.
 * JavaScript and CSS come from the code whatever the content (the carousels' code runs on /, /projects and
 * /software only: in the shared bundles it would put every other route over its budget); HTML and the first
 * screen's pictures grow with the content, so theirs hold on the browser suite's own content only, just above
 * what it weighs.
 */
export const BYTE_BUDGETS_KB = {
  js: { "/": 114, "/projects": 100, "/software": 100, other: 85 },
  css: 11,
  html: { "/": 22, other: 17 },
  firstScreenImages: 9,
};

/**
 * Lighthouse, mobile preset: every category's score, and the page's LCP, CLS and TBT. When the Gatsby floor misses
 * them in the same runs (this machine's speed drifts), a route holds the bar within these margins of the floor's
 * performance score and TBT.
 */
export const LIGHTHOUSE_TARGETS = { score: 100, lcpMs: 1500, cls: 0.01, tbtMs: 100 };
export const BESIDE_THE_FLOOR = { performancePoints: 3, tbtTimes: 1.5 };

/**
 * At load, what a route's scripts add to the main thread (Lighthouse's main-thread work on its page whole less the
 * same page's with its script files refused, `--document`) is at most this × what the floor's scripts add, medians
 * of at least MAIN_THREAD_RUNS runs each beside the floor's.
 */
export const MAIN_THREAD_TIMES = 1.5;
export const MAIN_THREAD_RUNS = 5;

/** What a median run's scripts add to its main-thread work, in ms; undefined unless it was measured blocked too. */
export function scriptsAdd(f) {
  return f?.mainThread === undefined || f.mainThreadBlocked === undefined
    ? undefined
    : f.mainThread - f.mainThreadBlocked;
}

/**
 * The Lighthouse bar: every target met ("yes"), or, when the floor's median (if measured) misses them in the same
 * runs, performance and TBT within BESIDE_THE_FLOOR of the floor's, every other target met ("beside the floor").
 */
function lighthouseMet(route, floor) {
  const targets = LIGHTHOUSE_TARGETS;
  // What a slow machine cannot excuse: the other three categories, LCP and CLS.
  const othersMet = (f) =>
    [f.accessibility, f.bestPractices, f.seo].every((s) => s === targets.score) &&
    f.lcp <= targets.lcpMs &&
    f.cls <= targets.cls;
  const meets = (f) => othersMet(f) && f.performance === targets.score && f.tbt <= targets.tbtMs;
  if (meets(route)) return "yes";
  if (!floor || meets(floor)) return "NO";
  const beside =
    othersMet(route) &&
    route.performance >= floor.performance - BESIDE_THE_FLOOR.performancePoints &&
    route.tbt <= Math.max(floor.tbt * BESIDE_THE_FLOOR.tbtTimes, targets.tbtMs);
  return beside ? "beside the floor" : "NO";
}

/** The main-thread bar; "not measured" without the floor, the runs with scripts refused, or enough runs. */
function mainThreadMet(route, floor) {
  const [mine, floors] = [route, floor].map(scriptsAdd);
  const runs = Math.min(route.runs ?? 0, floor?.runs ?? 0);
  if (mine === undefined || floors === undefined || runs < MAIN_THREAD_RUNS) return "not measured";
  return mine <= MAIN_THREAD_TIMES * floors ? "yes" : "NO";
}

/**
 * Whether a route's median run holds every bar the Lighthouse benchmark measures (docs/performance.md): "yes" or
 * "beside the floor" when all are met; else "NO: " and the bars missed, then "not measured: " and those its runs
 * lack the figures for. `route` and `floor` are median runs, with `runs` (how many) and, when also measured with
 * their script files refused, `mainThreadBlocked`; `floor` is undefined when no floor was measured.
 */
export function judged(route, floor) {
  const bars = { Lighthouse: lighthouseMet(route, floor), "main thread": mainThreadMet(route, floor) };
  const named = (verdict) => Object.keys(bars).filter((bar) => bars[bar] === verdict);
  const [missed, unmeasured] = [named("NO"), named("not measured")];
  const parts = [
    ...(missed.length ? [`NO: ${missed.join(", ")}`] : []),
    ...(unmeasured.length ? [`not measured: ${unmeasured.join(", ")}`] : []),
  ];
  return parts.length ? parts.join("; ") : bars.Lighthouse;
}
