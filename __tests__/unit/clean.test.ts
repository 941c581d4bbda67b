/**
 * @jest-environment node
 *
 * scripts/clean.mjs, run before every build and, with `--state`, before the content manager's development server
 * (cms/local/start.mjs). Gatsby's state from a build of other content (another branch's) keeps nodes whose files
 * are gone, and the server's queries then fail on them; webpack's cache and the encoded pictures are kept, so
 * neither start compiles or encodes again what it had. Run on a copy of the script in a folder of its own, which
 * it takes for the working copy.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { tempDir } from "../support/temp-dir";

const script = path.resolve(__dirname, "../../scripts/clean.mjs");
const files = [
  ".cache/webpack/stage-build-javascript/0.pack",
  ".cache/redux/redux.rest.state",
  ".cache/caches/gatsby-transformer-remark/diskstore.json",
  ".cache/page-ssr/routes/page-data.json",
  ".picture-cache/abc.webp",
  "public/index.html",
  "node_modules/.cache/babel-loader/a.json",
  "node_modules/.cache/terser-webpack-plugin/b.json",
  "node_modules/.cache/other-tool/c.json",
];

/** A working copy holding `present`, after `scripts/clean.mjs` has run there with `args`: which of `files` are left. */
function clean(args: string[], present = files) {
  const copy = tempDir("clean-");
  for (const file of present) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.writeFileSync(path.join(copy, file), "x");
  }
  fs.mkdirSync(path.join(copy, "scripts"));
  fs.copyFileSync(script, path.join(copy, "scripts/clean.mjs"));
  const run = spawnSync(process.execPath, [path.join(copy, "scripts/clean.mjs"), ...args], { encoding: "utf8" });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  return files.filter((file) => fs.existsSync(path.join(copy, file)));
}

describe("scripts/clean.mjs", () => {
  it("with --state clears Gatsby's state alone, keeping webpack's cache, the pictures and the last build", () => {
    expect(clean(["--state"])).toEqual([
      ".cache/webpack/stage-build-javascript/0.pack",
      ".picture-cache/abc.webp",
      "public/index.html",
      "node_modules/.cache/babel-loader/a.json",
      "node_modules/.cache/terser-webpack-plugin/b.json",
      "node_modules/.cache/other-tool/c.json",
    ]);
  });

  it("before a build also clears the last build and the caches of its output, keeping webpack's and the pictures", () => {
    expect(clean([])).toEqual([
      ".cache/webpack/stage-build-javascript/0.pack",
      ".picture-cache/abc.webp",
      "node_modules/.cache/other-tool/c.json",
    ]);
  });

  it("runs where nothing was built yet", () => {
    expect(clean([], [])).toEqual([]);
  });
});
