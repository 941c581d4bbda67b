/**
 * @jest-environment node
 *
 * Facts the code keeps once (issue 40): each has one source, which the rest imports. These tests read the
 * repository's code for the fact written in by hand anywhere else. The unit tests are left out: their sample
 * addresses (http://127.0.0.1:9201/f/quote) are inputs, not the suite's ports.
 */
import fs from "node:fs";
import path from "node:path";
import { below, BREAKPOINTS } from "../../src/styles/breakpoints";
import { SERVE_PORT } from "../../lib/loopback.mjs";
import { BRAND_NAVY } from "../../lib/brand.mjs";
import { filesUnder, root } from "../support/repo-files";
import { readWorkflow } from "../support/workflow-step";
import { PREVIEW_STATUS_CONTEXT } from "../../cms/build/addresses";

const CODE = /\.(?:[cm]?[jt]sx?|scss|ya?ml|json)$/;
const ROOMS = ["src", "cms", "plugins", "lib", "tools", "scripts", "functions", "__tests__/e2e", "__tests__/support"];
const ROOT_FILES = ["gatsby-config.ts", "gatsby-node.ts", "gatsby-ssr.tsx", "package.json", "playwright.config.ts"];

const walk = (dir: string) => filesUnder(dir, CODE);
const code = new Map(
  [...ROOMS.flatMap(walk), ...walk(".github/workflows"), ...ROOT_FILES].map((file) => [
    file,
    fs.readFileSync(path.join(root, file), "utf8"),
  ]),
);

/** Each file, other than `source`, whose text matches `pattern`, with the matching lines. */
function writtenOutside(pattern: RegExp, ...sources: string[]) {
  const found: string[] = [];
  for (const [file, text] of code) {
    if (sources.includes(file)) continue;
    text.split("\n").forEach((line, i) => {
      if (pattern.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  return found;
}

test("the browser suite's ports are __tests__/e2e/hosts.mjs's", () => {
  const hosts = code.get("__tests__/e2e/hosts.mjs")!;
  const ports = [...hosts.matchAll(/port\("E2E_\w+", (\d+)\)/g)].map((match) => match[1]);
  expect(ports.length).toBeGreaterThanOrEqual(4);
  expect(writtenOutside(new RegExp(`\\b(?:${ports.join("|")})\\b`), "__tests__/e2e/hosts.mjs")).toEqual([]);
});

test("the port the site is served on is lib/loopback.mjs's SERVE_PORT, and README's address is it", () => {
  expect(writtenOutside(new RegExp(`(?<!repeat\\()\\b${SERVE_PORT}\\b`), "lib/loopback.mjs")).toEqual([]);
  expect(fs.readFileSync(path.join(root, "README.md"), "utf8")).toContain(`<http://127.0.0.1:${SERVE_PORT}/>`);
});

test("the deploy's commit status context is the content manager's preview_context", () => {
  const literal = new RegExp(PREVIEW_STATUS_CONTEXT.replace(/[/.]/g, "\\$&"));
  expect(writtenOutside(literal, "cms/build/addresses.ts")).toEqual([
    expect.stringMatching(/^\.github\/workflows\/deploy\.yml:\d+: STATUS_CONTEXT: /),
  ]);
});

test("the brand's colour is lib/brand.mjs's BRAND_NAVY, which the favicon is drawn in", () => {
  expect(writtenOutside(new RegExp(BRAND_NAVY, "i"), "lib/brand.mjs")).toEqual([]);
  expect(fs.readFileSync(path.join(root, "static/favicon.svg"), "utf8")).toMatch(
    `<rect width="96" height="96" rx="20" fill="${BRAND_NAVY}"/>`,
  );
});

test("the production branch is named once in each workflow, in its env", () => {
  for (const file of [".github/workflows/ci.yml", ".github/workflows/deploy.yml"]) {
    expect(readWorkflow(file).env?.PRODUCTION_BRANCH).toMatch(/^\$\{\{ vars\.PRODUCTION_BRANCH \|\| /);
    expect(code.get(file)!.match(/PRODUCTION_BRANCH:/g)).toHaveLength(1);
  }
});

test("no media query, matchMedia or width check writes a breakpoint by hand", () => {
  const widths = Object.values(BREAKPOINTS).join("|");
  const byHand = new RegExp(
    // A media query ((min-width: 992px), (max-width: 991.98px)), or a comparison of a width (>= 992, < 768).
    `(?:min|max)-width:\\s*(?:${widths}|${Object.values(BREAKPOINTS)
      .map((width) => `${width - 1}\\.98`)
      .join("|")})px|matchMedia\\(\\s*["'\`][^$"'\`]*\\d|[<>]=?\\s*(?:${widths})\\b`,
  );
  // The hero's sizes are an argument of its GraphQL query, which cannot import: held to the source below.
  const found = writtenOutside(byHand, "src/styles/breakpoints.ts");
  expect(found.filter((line) => !/^src\/components\/sections\/hero\.tsx:\d+: sizes: "/.test(line))).toEqual([]);
  const heroSizes = [...code.get("src/components/sections/hero.tsx")!.matchAll(/sizes: "([^"]+)"/g)];
  expect(heroSizes.length).toBeGreaterThan(0);
  for (const [, sizes] of heroSizes) expect(sizes).toContain(`${below(BREAKPOINTS.md)} 100vw`);
});

test("the byte budgets and Lighthouse targets come from tools/performance-bars.mjs", () => {
  for (const file of ["__tests__/e2e/budgets.spec.ts", "scripts/bench-lighthouse.mjs"]) {
    expect(code.get(file)).toMatch(/from "[./]+\/tools\/performance-bars\.mjs"/);
  }
});
