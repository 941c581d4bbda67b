/**
 * @jest-environment node
 *
 * The steps after `gatsby build` stop the build, naming the step, the file and the markup, when what another
 * package writes has changed: plugins/post-build/gatsby-node.ts turns their error into Gatsby's build error.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DECAP_FIXES, fixDecap } from "../../plugins/cms/decap-fixes";
import { writeAdmin } from "../../plugins/cms/write-admin";
import { onPostBuild, onPreBuild, onPreInit } from "../../plugins/post-build/gatsby-node";

/** A page as Gatsby writes it: gatsby-plugin-image's script, the page path, and the scripts slice. */
const gatsbyPage = (pagePath: string) =>
  `<!DOCTYPE html><html><head><script type="module">const e=1;</script></head><body><div id="___gatsby"></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>` +
  `<!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="abc";</script>` +
  `<script src="/app-0123456789abcdef0123.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

let site: string;
let cwd: string;
const reporter = { panicOnBuild: jest.fn(), panic: jest.fn(), info: jest.fn() };
const graphql = jest.fn(async () => ({
  data: {
    site: { siteMetadata: { siteUrl: "https://www.brightcode.example" } },
    company: { formEndpoint: "https://formspree.io/f/abcd" },
  },
}));

function build(pages: Record<string, string>) {
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(site, "public", file)), { recursive: true });
    fs.writeFileSync(path.join(site, "public", file), html);
  }
  const getNodesByType = () => ["/", "/about"].map((pagePath) => ({ path: pagePath }));
  const args = { graphql, getNodesByType, reporter } as unknown as Parameters<NonNullable<typeof onPostBuild>>[0];
  return onPostBuild!(args, { plugins: [] }, () => undefined);
}

beforeEach(() => {
  cwd = process.cwd();
  site = fs.mkdtempSync(path.join(os.tmpdir(), "post-build-"));
  process.chdir(site);
  jest.clearAllMocks();
});
afterEach(() => {
  process.chdir(cwd);
  fs.rmSync(site, { recursive: true, force: true });
});

test("publishes the pages, their loader and the headers when the markup is as expected", async () => {
  await build({ "index.html": gatsbyPage("/"), "about/index.html": gatsbyPage("/about") });
  expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  expect(fs.readFileSync(path.join(site, "public/about.html"), "utf8")).toContain('id="bundle-loader"');
  const headers = fs.readFileSync(path.join(site, "public/_headers"), "utf8");
  // The form's own endpoint, from content/company/company.md: not every form of the service.
  expect(headers).toContain("connect-src 'self' https://formspree.io/f/abcd;");
  expect(headers).toContain("form-action 'self' https://formspree.io/f/abcd;");
});

test("stops the build with the step's message when Gatsby's markup has changed", async () => {
  const changed = gatsbyPage("/about").replace(/<!-- slice-(start|end)[^>]*-->/g, "");
  await build({ "index.html": gatsbyPage("/"), "about/index.html": changed });
  expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
  expect(reporter.panicOnBuild.mock.calls[0]![0]).toMatch(
    /^Page scripts \(paintFirst\): about\.html has no Gatsby's scripts slice .*see docs\/upgrading\.md/,
  );
  expect(fs.existsSync(path.join(site, "public/_headers"))).toBe(false);
});

test("refuses to build over an earlier build, which this site never reuses", () => {
  fs.mkdirSync(path.join(site, "public"));
  fs.writeFileSync(path.join(site, "public/index.html"), gatsbyPage("/"));
  onPreBuild!(
    { reporter } as unknown as Parameters<NonNullable<typeof onPreBuild>>[0],
    { plugins: [] },
    () => undefined,
  );
  expect(reporter.panicOnBuild.mock.calls[0]![0]).toMatch(/^public\/ holds an earlier build/);
});

test("stops the build when Decap's bundle is no longer where the content manager copies it from", () => {
  const decap = path.join(site, "node_modules/decap-cms");
  fs.mkdirSync(path.join(decap, "dist"), { recursive: true });
  fs.writeFileSync(path.join(site, "package.json"), "{}");
  fs.writeFileSync(path.join(decap, "package.json"), JSON.stringify({ name: "decap-cms", version: "4.0.0" }));
  fs.writeFileSync(path.join(decap, "dist/decap-cms.min.js"), "");
  expect(() => writeAdmin(site, {})).toThrow(/^Content manager: .*decap-cms\/dist has no decap-cms\.js/);
});

/** A site whose decap-cms package has `bundle` as its dist/decap-cms.js, and one chunk. */
function fakeDecap(bundle: string) {
  const decap = path.join(site, "node_modules/decap-cms");
  fs.mkdirSync(path.join(decap, "dist"), { recursive: true });
  fs.mkdirSync(path.join(site, "plugins/cms"), { recursive: true });
  fs.writeFileSync(path.join(site, "plugins/cms/admin.js"), "");
  fs.writeFileSync(path.join(site, "package.json"), "{}");
  fs.writeFileSync(path.join(decap, "package.json"), JSON.stringify({ name: "decap-cms", version: "4.0.0" }));
  fs.writeFileSync(path.join(decap, "dist/decap-cms.js"), bundle);
  fs.writeFileSync(path.join(decap, "dist/103.decap-cms.js"), "chunk");
  return path.join(decap, "dist/decap-cms.js");
}

test("serves Decap's bundle with the site's fixes, in a folder named after its version and content", () => {
  const [fix] = DECAP_FIXES;
  fakeDecap(`before;${fix!.from}after`);
  writeAdmin(site, {});
  const src = /src="\/admin\/(decap-cms-4\.0\.0-[0-9a-f]{20})\/decap-cms\.js"/.exec(
    fs.readFileSync(path.join(site, "public/admin.html"), "utf8"),
  )![1]!;
  const served = path.join(site, "public/admin", src);
  expect(fs.readFileSync(path.join(served, "decap-cms.js"), "utf8")).toBe(`before;${fix!.to}after`);
  expect(fs.readFileSync(path.join(served, "103.decap-cms.js"), "utf8")).toBe("chunk");
  // A bundle fixed otherwise is served from another folder, which no browser has cached.
  fs.rmSync(path.join(site, "public"), { recursive: true });
  fakeDecap(`other;${fix!.from}after`);
  writeAdmin(site, {});
  expect(fs.readdirSync(path.join(site, "public/admin"))).not.toContain(src);
});

test("stops the build, naming the bundle and the fix, when a fix's text is not in Decap's bundle exactly once", () => {
  const [fix] = DECAP_FIXES;
  const bundle = fakeDecap("a bundle of another version");
  const message = `Content manager: ${bundle} has no single copy of the text the fix "${fix!.name}" replaces`;
  expect(() => writeAdmin(site, {})).toThrow(`${message} (it has 0)`);
  fakeDecap(`${fix!.from}${fix!.from}`);
  expect(() => writeAdmin(site, {})).toThrow(`${message} (it has 2)`);
  expect(fs.existsSync(path.join(site, "public/admin.html"))).toBe(false);
});

test("the pinned Decap's bundle takes every fix", () => {
  const bundle = require.resolve("decap-cms/dist/decap-cms.js");
  const fixed = fixDecap(fs.readFileSync(bundle, "utf8"), bundle);
  for (const { from, to } of DECAP_FIXES) {
    expect(fixed).not.toContain(from);
    expect(fixed).toContain(to);
  }
});

/** Runs onPreInit with FORM_ENDPOINT set to `endpoint`. */
function preInit(endpoint: string) {
  process.env.FORM_ENDPOINT = endpoint;
  try {
    onPreInit!(
      { reporter } as unknown as Parameters<NonNullable<typeof onPreInit>>[0],
      { plugins: [] },
      () => undefined,
    );
  } finally {
    delete process.env.FORM_ENDPOINT;
  }
}

test("stops the build on a FORM_ENDPOINT that is not https, or not one exact form, naming it and what it expects", () => {
  for (const endpoint of [
    "formspree.io/f/abcd",
    "http://formspree.io/f/abcd",
    "https://formspree.io",
    "https://formspree.io/f/abcd?next=x",
    "https://formspree.io/f/abcd; script-src *",
  ]) {
    reporter.panic.mockClear();
    preInit(endpoint);
    expect(reporter.panic).toHaveBeenCalledWith(
      `FORM_ENDPOINT is "${endpoint}"; expected the https:// address of this site's form at the form service, e.g. https://formspree.io/f/abcdwxyz (a host, then a path of letters, digits, - . _ ~ and /, without ?, # or a / at the end), or for tests the same on http://127.0.0.1 or http://localhost`,
    );
  }
});

test("accepts an https FORM_ENDPOINT, and plain http only on this machine (the browser suite's stand-in)", () => {
  for (const endpoint of [
    "https://formspree.io/f/abcdwxyz",
    "http://127.0.0.1:9201/f/quote",
    "http://localhost:9201/f/q",
  ])
    preInit(endpoint);
  expect(reporter.panic).not.toHaveBeenCalled();
});
