/**
 * @jest-environment node
 *
 * The steps after `gatsby build` stop the build, naming the step, the file and the markup, when what another
 * package writes has changed: plugins/publish/gatsby-node.ts turns their error into Gatsby's build error.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { onPostBuild, onPreBuild } from "../../plugins/publish/gatsby-node";
import { findScripts } from "../../plugins/publish/inline-scripts";

/** gatsby-plugin-image's loader and its script after each image, as a build writes them. */
const [imageLoader, afterImage] = findScripts(
  fs.readFileSync(path.join(__dirname, "files/image-scripts.html"), "utf8"),
).map((script) => `<script type="module">${script.text}</script>`);
const picture = `<img data-gatsby-image-ssr="" data-main-image="" data-src="/a.jpg">${afterImage}`;

/** A page as Gatsby writes it: gatsby-plugin-image's scripts, the page path, and the scripts slice. */
const gatsbyPage = (pagePath: string) =>
  `<!DOCTYPE html><html><head>${imageLoader}</head><body><div id="___gatsby">${picture.repeat(3)}</div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>` +
  `<!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="abc";</script>` +
  `<script src="/app-0123456789abcdef0123.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

let site: string;
let cwd: string;
const reporter = { panicOnBuild: jest.fn(), info: jest.fn() };
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
  site = fs.mkdtempSync(path.join(os.tmpdir(), "publish-"));
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
  const about = fs.readFileSync(path.join(site, "public/about.html"), "utf8");
  expect(about).toContain('id="bundle-loader"');
  expect(about.split(afterImage!)).toHaveLength(2);
  // The policy names the form the query gives (what else it holds is security-headers.test.ts's).
  expect(fs.readFileSync(path.join(site, "public/_headers"), "utf8")).toContain(
    "connect-src 'self' https://formspree.io/f/abcd;",
  );
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
