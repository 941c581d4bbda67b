/**
 * @jest-environment node
 *
 * docs/performance.md states the performance bars that tools/performance-bars.mjs keeps: each figure of the module
 * is in the page as written, so neither can change without the other.
 */
import fs from "node:fs";
import path from "node:path";
import { BYTE_BUDGETS_KB, LIGHTHOUSE_TARGETS } from "../../tools/performance-bars.mjs";

const page = fs.readFileSync(path.resolve(__dirname, "../../docs/performance.md"), "utf8").replace(/\s+/g, " ");

test("the Lighthouse targets", () => {
  const { score, lcpMs, cls, tbtMs } = LIGHTHOUSE_TARGETS;
  expect(page).toContain(
    `${score} in all four categories on every route, LCP ≤ ${lcpMs / 1000} s, CLS ≤ ${cls}, TBT ≤ ${tbtMs} ms`,
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
