/**
 * @jest-environment node
 *
 * docs/performance.md states the performance bars that tools/performance-bars.mjs keeps: each figure of the module
 * is in the page as written, so neither can change without the other.
 */
import fs from "node:fs";
import path from "node:path";
import {
  BESIDE_THE_FLOOR,
  BYTE_BUDGETS_KB,
  judged,
  LIGHTHOUSE_TARGETS,
  MAIN_THREAD_RUNS,
  MAIN_THREAD_TIMES,
} from "../../tools/performance-bars.mjs";

const page = fs.readFileSync(path.resolve(__dirname, "../../docs/performance.md"), "utf8").replace(/\s+/g, " ");

test("the Lighthouse targets", () => {
  const { score, lcpMs, cls, tbtMs } = LIGHTHOUSE_TARGETS;
  expect(page).toContain(
    `${score} in all four categories on every route, LCP ≤ ${lcpMs / 1000} s, CLS ≤ ${cls}, TBT ≤ ${tbtMs} ms`,
  );
  const { performancePoints, tbtTimes } = BESIDE_THE_FLOOR;
  expect(page).toContain(
    `performance within ${performancePoints} points of the floor's and TBT within ${tbtTimes}× of the floor's`,
  );
  expect(page).toContain(
    `at most ${MAIN_THREAD_TIMES}× what the floor's scripts add, medians of at least ${MAIN_THREAD_RUNS} runs`,
  );
});

test("the byte budgets", () => {
  const { js, css, html, firstScreenImages } = BYTE_BUDGETS_KB;
  expect(page).toContain(
    `JavaScript ≤ ${js["/"]} KB on \`/\`, ≤ ${js["/projects"]} KB on \`/projects\` and \`/software\`, ≤ ${js.other} KB elsewhere; CSS ≤ ${css} KB per page`,
  );
  expect(js["/software"]).toBe(js["/projects"]);
  expect(page).toContain(`HTML ≤ ${html["/"]} KB on \`/\` and ≤ ${html.other} KB elsewhere`);
  expect(page).toContain(`the pictures on the first screen at 375 px (a 3× screen) ≤ ${firstScreenImages} KB`);
});

const perfect = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcp: 1100, cls: 0, tbt: 40 };
// Main-thread work at load, whole and with the script files refused, medians of the bar's number of runs: the
// route's scripts add 600 ms, the floor's 400, so the route is at the bar.
const work = { runs: MAIN_THREAD_RUNS, mainThread: 400 + 400 * MAIN_THREAD_TIMES, mainThreadBlocked: 400 };
const floorWork = { runs: MAIN_THREAD_RUNS, mainThread: 600, mainThreadBlocked: 200 };

test("a route judged beside the Gatsby floor (npm run bench:lighthouse) is excused only its performance and TBT, within the margins", () => {
  const slow = { ...perfect, performance: 90, tbt: 300 };
  const { performancePoints, tbtTimes } = BESIDE_THE_FLOOR;
  const edge = { ...slow, performance: slow.performance - performancePoints, tbt: slow.tbt * tbtTimes };
  const [route, floor] = [(f: object) => ({ ...f, ...work }), (f: object) => ({ ...f, ...floorWork })];
  // Met outright, whatever the floor's scores; missed when the floor met them in the same runs.
  expect(judged(route(perfect), floor(slow))).toBe("yes");
  expect(judged(route(slow), floor(perfect))).toBe("NO: Lighthouse");
  expect(judged(route(edge), floor(slow))).toBe("beside the floor");
  // One step beyond a margin, or any other target missed.
  const misses = [{ performance: edge.performance - 1 }, { tbt: edge.tbt + 1 }, { accessibility: 98 }, { seo: 92 }];
  for (const miss of [...misses, { bestPractices: 96 }, { lcp: 1600 }, { cls: 0.02 }])
    expect(judged(route({ ...edge, ...miss }), floor(slow))).toBe("NO: Lighthouse");
  // Without a floor, nothing is excused, and the main-thread bar is not measured.
  expect(judged(route(perfect), undefined)).toBe("not measured: main thread");
  expect(judged(route(slow), undefined)).toBe("NO: Lighthouse; not measured: main thread");
});

test("what a route's scripts add to the main thread is at most the bar's multiple of what the floor's add, else NO", () => {
  const [atTheBar, floor] = [
    { ...perfect, ...work },
    { ...perfect, ...floorWork },
  ];
  expect(judged(atTheBar, floor)).toBe("yes");
  expect(judged({ ...atTheBar, mainThread: atTheBar.mainThread + 1 }, floor)).toBe("NO: main thread");
  // The document's own cost is not the scripts': a heavier page with scripts refused moves both figures.
  expect(judged({ ...atTheBar, mainThread: 3000, mainThreadBlocked: 2400 }, floor)).toBe("yes");
  expect(judged({ ...atTheBar, mainThread: 1601, tbt: 101 }, floor)).toBe("NO: Lighthouse, main thread");
});

test("a run without the figures the main-thread bar needs says so instead of yes", () => {
  const [route, floor] = [
    { ...perfect, ...work },
    { ...perfect, ...floorWork },
  ];
  // No run with the script files refused (no --document), of the route or of the floor; fewer runs than the bar's.
  const [whole, floorWhole] = [route, floor].map((f) => ({ ...f, mainThreadBlocked: undefined }));
  expect(judged(whole, floor)).toBe("not measured: main thread");
  expect(judged(route, floorWhole)).toBe("not measured: main thread");
  expect(judged({ ...route, runs: MAIN_THREAD_RUNS - 1 }, floor)).toBe("not measured: main thread");
  expect(judged(route, { ...floor, runs: MAIN_THREAD_RUNS - 1 })).toBe("not measured: main thread");
  expect(judged({ ...whole, seo: 92 }, floor)).toBe("NO: Lighthouse; not measured: main thread");
});
