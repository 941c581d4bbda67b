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
  expect(page).toContain(`main-thread work and its script evaluation at most ${MAIN_THREAD_TIMES}× the floor's`);
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

describe("a route judged beside the Gatsby floor (npm run bench:lighthouse)", () => {
  const perfect = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcp: 1100, cls: 0, tbt: 40 };
  const slow = { ...perfect, performance: 90, tbt: 300 };

  test("meets the bars outright, whatever the floor", () => {
    expect(judged(perfect, undefined)).toBe("yes");
    expect(judged(perfect, slow)).toBe("yes");
  });

  test("misses them when the floor met them in the same runs, or when no floor was measured", () => {
    expect(judged(slow, perfect)).toBe("NO");
    expect(judged(slow, undefined)).toBe("NO");
  });

  test("on a slow machine, holds within the margins of the floor's performance and TBT, and no further", () => {
    const { performancePoints, tbtTimes } = BESIDE_THE_FLOOR;
    const edge = { ...slow, performance: slow.performance - performancePoints, tbt: slow.tbt * tbtTimes };
    expect(judged(edge, slow)).toBe("beside the floor");
    expect(judged({ ...edge, performance: edge.performance - 1 }, slow)).toBe("NO");
    expect(judged({ ...edge, tbt: edge.tbt + 1 }, slow)).toBe("NO");
  });

  test("a slow machine excuses no other category, nor LCP or CLS", () => {
    for (const miss of [{ accessibility: 98 }, { seo: 92 }, { bestPractices: 96 }, { lcp: 1600 }, { cls: 0.02 }]) {
      expect(judged({ ...slow, ...miss }, slow)).toBe("NO");
    }
  });
});
