/**
 * @jest-environment node
 *
 * The fixes to Decap's bundle (cms/build/decap-fixes.ts): each replaces text that must be there exactly once,
 * and the pinned Decap's bundle takes every one of them. What they do in the content manager is cms.spec.ts's:
 * every picture shown, and each upload made fit or refused before it is stored.
 */
import fs from "node:fs";
import { DECAP_FIXES, fixDecap } from "../../cms/build/decap-fixes";

const bundleFile = require.resolve("decap-cms/dist/decap-cms.js");
const fixed = fixDecap(fs.readFileSync(bundleFile, "utf8"), bundleFile);

test("stops the build, naming the bundle and the fix, when a fix's text is not in the bundle exactly once", () => {
  const [fix, ...others] = DECAP_FIXES;
  const rest = others.map(({ from }) => from).join("\n");
  const message = `Content manager: decap-cms.js has no single copy of the text the fix "${fix!.name}" replaces`;
  expect(() => fixDecap(`a bundle of another version\n${rest}`, "decap-cms.js")).toThrow(`${message} (it has 0)`);
  expect(() => fixDecap(`${fix!.from}${fix!.from}\n${rest}`, "decap-cms.js")).toThrow(`${message} (it has 2)`);
});

test("the pinned Decap's bundle takes every fix", () => {
  for (const { from, to } of DECAP_FIXES) {
    expect(fixed).not.toContain(from);
    expect(fixed).toContain(to);
  }
});
