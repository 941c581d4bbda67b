/**
 * @jest-environment node
 *
 * A real `gatsby build` on a copy of the site whose content has one broken file:
 * the build must fail with a message naming the file, the field and what is expected.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { copySite } from "../../scripts/bench/site-copy.mjs";

const root = path.resolve(__dirname, "../..");

function copy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "broken-site-"));
  copySite(root, dir);
  return dir;
}

test("gatsby build fails on `order: first`, naming the file, the field and what is expected", () => {
  const dir = copy();
  try {
    const file = path.join(dir, "content/projects/workforce-products.md");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^order: \d+$/m, "order: first"));
    const result = spawnSync(path.join(root, "node_modules/.bin/gatsby"), ["build"], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1", FORCE_COLOR: "0" },
      timeout: 240_000,
    });
    const output = `${result.stdout}\n${result.stderr}`.replace(/\s+/g, " ");
    expect(result.status).not.toBe(0);
    expect(output).toContain(
      'Invalid content in content/projects/workforce-products.md: - field "order" is "first"; expected a whole number, e.g. 3',
    );
    expect(fs.existsSync(path.join(dir, "public", "index.html"))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 300_000);
