/**
 * @jest-environment node
 *
 * Which inline scripts of a built page get a hash in its Content-Security-Policy.
 */
import { cspHash, findScripts, isExecutableInline, pageScriptHashes } from "../../plugins/publish/inline-scripts";

// The inline scripts Gatsby writes into every page, shortened.
const gatsby = {
  headImage: 'const e="undefined"!=typeof HTMLImageElement&&"loading"in HTMLImageElement.prototype;e&&1',
  bodyImage: 'const t="undefined"!=typeof HTMLImageElement&&"loading"in HTMLImageElement.prototype;if(t){}',
  loader: '/*<![CDATA[*/window.pagePath="/terms";/*]]>*/',
  chunkMap: '\n            window.___chunkMapping="{}";\n          ',
  compilationHash: 'window.___webpackCompilationHash="d7257f31ed14ff134384";',
};
const gatsbyHashes = Object.values(gatsby).map(cspHash);
const jsonLd = '{"@context":"https://schema.org","@type":"Organization"}';

/** A page shaped like Gatsby's output. */
function page(body: string): string {
  return [
    `<!DOCTYPE html><html lang="en"><head><script type="module">${gatsby.headImage}</script>`,
    `<script type="application/ld+json" data-gatsby-head="true">${jsonLd}</script></head><body>`,
    `<div id="___gatsby"><main><div class="prose mx-auto">${body}</div>`,
    `<img data-main-image="" data-src="/static/a.jpg"><script type="module">${gatsby.bodyImage}</script>`,
    `<img data-main-image="" data-src="/static/b.jpg"><script type="module">${gatsby.bodyImage}</script></main></div>`,
    `<script id="gatsby-script-loader">${gatsby.loader}</script>`,
    `<script\n            id="gatsby-chunk-mapping"\n          >${gatsby.chunkMap}</script>`,
    `<script>${gatsby.compilationHash}</script>`,
    `<script src="/webpack-runtime-411c99b32f2905b8356c.js" async></script></body></html>`,
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
  it("hashes each of Gatsby's executable inline scripts once, and not the JSON-LD", () => {
    const hashes = pageScriptHashes(page("<p>Terms</p>"));
    expect(hashes).toEqual(gatsbyHashes);
    expect(hashes).not.toContain(cspHash(jsonLd));
  });
});
