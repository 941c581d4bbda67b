/**
 * @jest-environment node
 *
 * Imports run one way between the rooms of the repository (docs/architecture.md, "How the code is
 * organised"): what the site's code shares lives in lib/, what the scripts and tests share in tools/, and
 * neither imports a room; the Cloudflare functions import only lib/; a local plugin imports no other plugin;
 * the content manager (cms/) is imported only by the plugins, Gatsby's files and the tests; the browser's code
 * (src/) imports nothing outside src/, and the content model (src/schema/) nothing outside itself; the scripts import
 * lib/, tools/ and the content model; the tests import no benchmark code.
 */
import fs from "node:fs";
import path from "node:path";
import { filesUnder, root } from "../support/repo-files";

const CODE = /\.(?:[cm]?[jt]sx?)$/;

/** The rooms each room may import from (besides itself and packages). */
const ALLOWED: Record<string, string[]> = {
  lib: [],
  functions: ["lib"],
  "src/schema": [],
  src: ["src/schema"],
  plugins: ["lib", "src/schema", "cms"],
  // The content manager's room: its build steps (from the content model), its preview (the site's components),
  // its local backend and start-up (this machine's names).
  cms: ["lib", "src", "src/schema"],
  // CI's scheduled runs read articles' dates with the content model's own dates.ts (scripts/ci/schedule.mjs).
  scripts: ["lib", "tools", "src/schema"],
  tools: [],
  "gatsby-*": ["src", "src/schema", "plugins", "cms", "lib"],
  // The tests (and the test runners' configuration) import anything but benchmark code.
  __tests__: ["*"],
  __mocks__: [],
};

/** The room of a repository path: src/schema is a room of its own inside src/; each plugin is one. */
function room(relative: string): string {
  const [top = "", second = ""] = relative.split("/");
  if (top === "src" && second === "schema") return "src/schema";
  if (top === "plugins") return `plugins/${second}`;
  if (/^gatsby-[a-z]+(?:\.tsx?)?$/.test(top)) return "gatsby-*";
  // The test runners' configuration belongs with the tests.
  if (top === "playwright.config.ts") return "__tests__";
  return top;
}
const ruleOf = (r: string) => (r.startsWith("plugins/") ? "plugins" : r);

const files = (dir: string) => filesUnder(dir, CODE);

/** The repository paths a file imports (relative specifiers only: packages are not rooms). */
function importsOf(file: string, text: string): string[] {
  const specifiers = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*["']([^"']+)["']/g),
    ...text.matchAll(/(?:^|\n)\s*import\s*["']([^"']+)["']/g),
    ...text.matchAll(/\b(?:import|require)\(\s*["']([^"']+)["']\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => path.relative(root, path.resolve(root, path.dirname(file), specifier)));
}

/** Every import that crosses into a room its own room may not import from. */
function violations(entries: { file: string; text: string }[]): string[] {
  return entries.flatMap(({ file, text }) => {
    const from = room(file);
    const allowed = ALLOWED[ruleOf(from)] ?? [];
    return importsOf(file, text)
      .filter((target) => {
        const to = room(target);
        if (allowed.includes("*")) return /^scripts\/bench/.test(target);
        return to !== from && !allowed.includes(ruleOf(to));
      })
      .map((target) => `${file} imports ${target}`);
  });
}

const repository = ["lib", "tools", "cms", "functions", "src", "plugins", "scripts", "__tests__", "__mocks__"]
  .flatMap(files)
  .concat(fs.readdirSync(root).filter((name) => /^gatsby-[a-z]+\.tsx?$|^playwright\.config\.ts$/.test(name)))
  .map((file) => ({ file, text: fs.readFileSync(path.join(root, file), "utf8") }));

test("imports run one way between the rooms, and the tests import no benchmark code", () => {
  // Imports that cross the rules, planted beside the repository's files: only they are found.
  const planted = [
    { file: "functions/_lib/page.ts", text: 'import { COMMON_HEADERS } from "../../plugins/publish/x";' },
    { file: "plugins/content-manager/gatsby-node.ts", text: 'import { OutputChanged } from "../publish/markup";' },
    { file: "lib/common-headers.ts", text: 'export { a } from "../src/schema/collections";' },
    { file: "src/components/x.tsx", text: 'const m = await import("../../cms/build/policy");' },
    { file: "__tests__/unit/x.test.ts", text: 'import { run } from "../../scripts/bench-build.mjs";' },
  ];
  expect(violations([...repository, ...planted])).toEqual([
    "functions/_lib/page.ts imports plugins/publish/x",
    "plugins/content-manager/gatsby-node.ts imports plugins/publish/markup",
    "lib/common-headers.ts imports src/schema/collections",
    "src/components/x.tsx imports cms/build/policy",
    "__tests__/unit/x.test.ts imports scripts/bench-build.mjs",
  ]);
});
