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
  js: { "/": 112, "/projects": 99, "/software": 99, other: 84 },
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

/** At load, a route's main-thread work and its script evaluation (Lighthouse's medians) are at most this × the floor's. */
export const MAIN_THREAD_TIMES = 1.5;

/**
 * Whether a route's median run holds the bars (docs/performance.md): every target met, or, when the floor's
 * median (if measured) misses them in the same runs, performance and TBT within BESIDE_THE_FLOOR of the
 * floor's, every other target met.
 */
export function judged(route, floor) {
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
