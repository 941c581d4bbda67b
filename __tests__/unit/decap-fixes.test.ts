/**
 * @jest-environment node
 *
 * The fixes to Decap's bundle (plugins/cms/decap-fixes.ts): each replaces text that must be there exactly once,
 * and the pinned Decap's bundle takes every one of them.
 */
import fs from "node:fs";
import { DECAP_FIXES, fixDecap } from "../../plugins/cms/decap-fixes";

test("makes each fix, replacing its text", () => {
  const [fix] = DECAP_FIXES;
  expect(fixDecap(`before;${fix!.from}after`, "decap-cms.js")).toBe(`before;${fix!.to}after`);
});

test("stops the build, naming the bundle and the fix, when a fix's text is not in the bundle exactly once", () => {
  const [fix] = DECAP_FIXES;
  const message = `Content manager: decap-cms.js has no single copy of the text the fix "${fix!.name}" replaces`;
  expect(() => fixDecap("a bundle of another version", "decap-cms.js")).toThrow(`${message} (it has 0)`);
  expect(() => fixDecap(`${fix!.from}${fix!.from}`, "decap-cms.js")).toThrow(`${message} (it has 2)`);
});

test("the pinned Decap's bundle takes every fix", () => {
  const bundle = require.resolve("decap-cms/dist/decap-cms.js");
  const fixed = fixDecap(fs.readFileSync(bundle, "utf8"), bundle);
  for (const { from, to } of DECAP_FIXES) {
    expect(fixed).not.toContain(from);
    expect(fixed).toContain(to);
  }
});
