/**
 * @jest-environment node
 *
 * Warm builds (a second `gatsby build` without `gatsby clean`, as on a laptop or a host with a build cache)
 * publish what changed in the styles: a class a component starts to use, and an edit to the site's Sass.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { timedBuild } from "../../scripts/bench/gatsby-build.mjs";
import { copySite } from "../../scripts/bench/site-copy.mjs";

const root = path.resolve(__dirname, "../..");
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "warm-build-"));
  copySite(root, dir);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const build = () => timedBuild(root, dir, path.join(dir, "build.log"));
const edit = (file: string, from: string, to: string) => {
  const text = fs.readFileSync(path.join(dir, file), "utf8");
  expect(text).toContain(from);
  fs.writeFileSync(path.join(dir, file), text.replace(from, to));
};
const inlinedCss = () =>
  [...fs.readFileSync(path.join(dir, "public/index.html"), "utf8").matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1])
    .join("");

test("a warm build publishes a Bootstrap class a component starts to use, and an edit to the Sass", async () => {
  await build();
  expect(inlinedCss()).not.toContain(".text-end{");

  // Only a component changes: the trimmed Bootstrap stylesheet must be trimmed again, now keeping .text-end.
  edit("src/components/ui/section-heading.tsx", '"text-center mx-auto', '"text-center text-end mx-auto');
  await build();
  expect(inlinedCss()).toContain(".text-end{");

  edit("src/styles/global.scss", ".section-heading {\n  max-width: 44rem;", ".section-heading {\n  max-width: 45rem;");
  await build();
  expect(inlinedCss()).toContain(".section-heading{max-width:45rem}");
}, 420_000);
