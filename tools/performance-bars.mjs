/**
 * The site's performance bars, kept once: the byte budgets the browser suite asserts (__tests__/e2e/budgets.spec.ts)
 * and the Lighthouse targets the benchmark reports against (scripts/bench-lighthouse.mjs). docs/performance.md
 * states them in words; __tests__/unit/performance-bars.test.ts holds the page to these figures.
 */

/**
 * Brotli-compressed KB per route, about 5% above what the site weighs, so that a regression fails. JavaScript and
 * CSS come from the code whatever the content; HTML and the first screen's pictures grow with the content, so
 * theirs hold on the browser suite's own content only, just above what it weighs.
 */
export const BYTE_BUDGETS_KB = {
  js: { "/": 110, "/projects": 99, "/software": 99, other: 84 },
  css: 10,
  html: { "/": 20, other: 16 },
  firstScreenImages: 9,
};

/** Lighthouse, mobile preset: every category's score, and the page's LCP, CLS and TBT. */
export const LIGHTHOUSE_TARGETS = { score: 100, lcpMs: 1500, cls: 0.01, tbtMs: 100 };
