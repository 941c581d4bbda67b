/**
 * @jest-environment node
 *
 * Which inline scripts of a built page get a hash in its Content-Security-Policy.
 */
import fs from "node:fs";
import path from "node:path";
import { cspHash, findScripts, isExecutableInline, pageScriptHashes } from "../../plugins/publish/inline-scripts";
import { bundleLoader, spinnerScript } from "../../plugins/publish/page-scripts";

// The inline scripts of a built page: gatsby-plugin-image's two as they are (from a build), Gatsby's chunk map and
// compilation hash, and the bundle loader.
const built = fs.readFileSync(path.join(__dirname, "files/image-scripts.html"), "utf8");
const [headImage, bodyImage] = findScripts(built).map((script) => script.text);
const chunkMap = '\n            window.___chunkMapping="{\\"app\\":[\\"/app-c756560fdedc456b983c.js\\"]}";\n          ';
const compilationHash = 'window.___webpackCompilationHash="d7257f31ed14ff134384";';
const gatsbyHashes = [headImage!, bodyImage!, chunkMap, compilationHash, bundleLoader()].map(cspHash);
const jsonLd = '{"@context":"https://schema.org","@type":"Organization"}';

/** A page shaped like Gatsby's output. */
function page(body: string): string {
  return [
    `<!DOCTYPE html><html lang="en"><head><script type="module">${headImage}</script>`,
    `<script type="application/ld+json" data-gatsby-head="true">${jsonLd}</script></head><body>`,
    `<div id="___gatsby"><main><div class="prose mx-auto">${body}</div>`,
    `<img data-main-image="" data-src="/static/a.jpg"><script type="module">${bodyImage}</script>`,
    `<img data-main-image="" data-src="/static/b.jpg"><script type="module">${bodyImage}</script></main></div>`,
    `<script\n            id="gatsby-chunk-mapping"\n          >${chunkMap}</script>`,
    `<script>${compilationHash}</script>`,
    `<script id="bundle-loader" data-page="/" data-bundles='["/app.js"]'>${bundleLoader()}</script></body></html>`,
  ].join("");
}

describe("cspHash", () => {
  it("gives the hash of the Content-Security-Policy specification's example", () => {
    expect(cspHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it("hashes the text as the browser sees it, with CR LF read as LF", () => {
    expect(cspHash("a();\r\nb();")).toBe(cspHash("a();\nb();"));
  });
});

describe("findScripts and isExecutableInline", () => {
  const kinds = (html: string) => findScripts(html).map((script) => [script.text, isExecutableInline(script)]);

  it("runs classic and module scripts; leaves out data blocks and external files", () => {
    expect(
      kinds(
        '<script>a</script><script type="module">b</script><script type="text/javascript">c</script>' +
          '<script type="application/ld+json">{}</script><script src="/x.js"></script><script type="text/plain">d</script>',
      ),
    ).toEqual([
      ["a", true],
      ["b", true],
      ["c", true],
      ["{}", false],
      ["", false],
      ["d", false],
    ]);
  });

  it("does not take data-src or srcset for src, and reads quoted '>' inside a start tag", () => {
    expect(kinds('<script data-src="/x.js">a</script><SCRIPT title="1>2">b</SCRIPT >')).toEqual([
      ["a", true],
      ["b", true],
    ]);
  });
});

describe("pageScriptHashes", () => {
  it("hashes each inline script the site writes once, and not the JSON-LD", () => {
    const hashes = pageScriptHashes(page("<p>Terms</p>"), "terms.html");
    expect(hashes).toEqual(gatsbyHashes);
    expect(hashes).not.toContain(cspHash(jsonLd));
  });

  it("admits the spinner's script, which every page has", () => {
    const hashes = pageScriptHashes(page(`<div id="spinner"></div><script>${spinnerScript()}</script>`), "index.html");
    expect(hashes).toEqual(expect.arrayContaining([...gatsbyHashes, cspHash(spinnerScript())]));
    expect(hashes).toHaveLength(gatsbyHashes.length + 1);
  });

  it("stops the build on any other inline script, naming the page and the script", () => {
    for (const script of [
      "alert(document.cookie)",
      'window.___chunkMapping="{\\"app\\":[\\"https://evil.example/x.js\\"]}";',
      'window.___webpackCompilationHash="1";fetch("//evil.example")',
      bundleLoader() + ";",
      spinnerScript() + ";",
    ]) {
      expect(() => pageScriptHashes(page(`<script>${script}</script>`), "terms.html")).toThrow(
        new RegExp(
          `^Security headers: terms\\.html has no inline script but those the site writes .*; it has "${script.slice(0, 10).replace(/[.*()[\]\\]/g, "\\$&")}`,
        ),
      );
    }
  });
});
