/**
 * @jest-environment node
 *
 * The security headers the build publishes: public/_headers and the nginx includes, written from a small
 * built site in a temporary folder.
 */
import fs from "node:fs";
import path from "node:path";
import { cspHash } from "../../plugins/publish/inline-scripts";
import { toNginxAnswers, toNginxInclude } from "../../plugins/publish/nginx-headers";
import { COMMON_HEADERS, NOTHING_POLICY } from "../../lib/common-headers";
import { adminHeaders, adminPolicy } from "../../cms/build/policy";
import { formSource, siteHeaders } from "../../plugins/publish/security-headers";
import { isPreviewBuild } from "../../src/schema/build";
import { thirdPartiesFrom, TURNSTILE_ORIGIN } from "../../src/schema/third-parties";
import { writeSecurityHeaders } from "../../plugins/publish/write-security-headers";
import { bundleLoader } from "../../plugins/publish/page-scripts";
import { writeSite } from "../support/published-site";

const loader = bundleLoader();
const compilationHash = 'window.___webpackCompilationHash="abc";';

const ENDPOINT = "https://formspree.io/f/abcdwxyz";
/** A page after the page-script rewrite; the quote form's pages with the form. */
const html = (pagePath: string) =>
  `<!DOCTYPE html><html><head><script type="application/ld+json">{}</script></head><body>` +
  `<div id="___gatsby"><p>${pagePath}</p>` +
  (["/index.html", "/contact.html"].includes(pagePath)
    ? `<form class="f" method="POST" action="${ENDPOINT}"></form>`
    : "") +
  `</div><script>${compilationHash}</script>` +
  `<script id="bundle-loader" data-page="${pagePath}" data-bundles='["/app.js"]'>${loader}</script></body></html>`;

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
  const write = (pageFiles: string[], preview?: boolean, env?: NodeJS.ProcessEnv) => {
    writeSecurityHeaders({
      siteDir,
      pageFiles,
      preview,
      ...(env && { thirdParties: thirdPartiesFrom(env) }),
      formEndpoint: ENDPOINT,
      ownPolicy: [
        { path: "/admin", file: "admin.html", headers: adminHeaders(null) },
        { path: "/admin/preview", file: "admin/preview.html" },
      ],
    });
    return {
      headersFile: fs.readFileSync(path.join(siteDir, "public/_headers"), "utf8"),
      nginxFile: fs.readFileSync(path.join(siteDir, "nginx/headers.conf"), "utf8"),
      answersFile: fs.readFileSync(path.join(siteDir, "nginx/answers.conf"), "utf8"),
    };
  };

  const PAGES = ["404.html", "about.html", "contact.html", "index.html", "terms.html"];
  beforeEach(() => {
    siteDir = writeSite(Object.fromEntries([...PAGES, "admin/preview.html"].map((file) => [file, html(`/${file}`)])));
  });
  afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));

  it("keeps a preview's every address out of search engines, and only a preview's", () => {
    // The first rule is every address's (/*).
    const noindex = (headersFile: string) => rules(headersFile)[0]![1].filter((line) => line.startsWith("X-Robots"));
    const preview = write(PAGES, true);
    expect(noindex(preview.headersFile)).toEqual(["X-Robots-Tag: noindex"]);
    expect(preview.nginxFile).toMatch(/add_header X-Robots-Tag "noindex" always;/);
    const production = write(PAGES);
    expect(noindex(production.headersFile)).toEqual([]);
    expect(production.nginxFile).not.toMatch(/X-Robots-Tag "noindex" always/);
  });

  it("takes a build for SITE_PREVIEW=true or Netlify's previews for a preview, and nothing else", () => {
    const previews = [{ SITE_PREVIEW: "true" }, { CONTEXT: "deploy-preview" }, { CONTEXT: "branch-deploy" }];
    expect(previews.map(isPreviewBuild)).toEqual([true, true, true]);
    expect([{ CONTEXT: "production" }, { SITE_PREVIEW: "" }, {}].map(isPreviewBuild)).toEqual([false, false, false]);
  });

  it("puts the common headers and one policy, hashing the pages' scripts, on every address", () => {
    const { headersFile, nginxFile } = write(PAGES);
    const [first, ...others] = rules(headersFile);
    const policy =
      `Content-Security-Policy: default-src 'self'; script-src 'self' ${[cspHash(loader), cspHash(compilationHash)].sort().join(" ")}; ` +
      "style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self' https://formspree.io/f/abcdwxyz; " +
      "form-action 'self' https://formspree.io/f/abcdwxyz; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";
    expect(first).toEqual([
      "/*",
      [
        "Strict-Transport-Security: max-age=31536000",
        "X-Content-Type-Options: nosniff",
        "Referrer-Policy: strict-origin-when-cross-origin",
        "Permissions-Policy: camera=(), microphone=(), geolocation=()",
        "X-Frame-Options: DENY",
        "Cross-Origin-Resource-Policy: same-origin",
        "Cross-Origin-Opener-Policy: same-origin",
        policy,
      ],
    ]);
    // The sign-in functions send the common headers: their window must keep its opener.
    expect(COMMON_HEADERS).not.toHaveProperty("Cross-Origin-Opener-Policy");
    // The content manager's own policy, and an opener policy that keeps its sign-in window; its preview, framed
    // by the site itself, shows pictures not yet saved.
    expect(others.filter(([, lines]) => lines.some((l) => l.startsWith("Content-Security-Policy:")))).toEqual([
      [
        "/admin",
        [
          "! Content-Security-Policy",
          "! Cross-Origin-Opener-Policy",
          "! X-Robots-Tag",
          `Content-Security-Policy: ${adminPolicy(null)}`,
          "Cross-Origin-Opener-Policy: same-origin-allow-popups",
          "X-Robots-Tag: noindex, nofollow",
        ],
      ],
      [
        "/admin/preview",
        [
          "! Content-Security-Policy",
          "! X-Frame-Options",
          "! X-Robots-Tag",
          policy
            .replace("img-src 'self' data:", "img-src 'self' data: blob:")
            .replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
          "X-Frame-Options: SAMEORIGIN",
          "X-Robots-Tag: noindex, nofollow",
        ],
      ],
    ]);
    expect(nginxFile).toContain('add_header X-Frame-Options "SAMEORIGIN" always;');
  });

  it("writes the same rules however many pages and bundles there are", () => {
    const few = write(["index.html"]);
    const many = write(PAGES);
    expect(rules(many.headersFile).map(([rule]) => rule)).toEqual(rules(few.headersFile).map(([rule]) => rule));
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
    // Scripts and stylesheets without the policy, which only a document (or a worker's script) obeys.
    const immutable = ["Cache-Control: public, max-age=31536000, immutable"];
    const code = ["! Content-Security-Policy", ...immutable];
    expect(all.slice(1, 4)).toEqual([
      ["/*.js", code],
      ["/*.css", code],
      ["/static/*", immutable],
    ]);
  });

  it("stops the build when a page has no inline script, or not the ones the others have", () => {
    fs.writeFileSync(path.join(siteDir, "public/about.html"), "<html><body>no scripts</body></html>");
    expect(() => write(["about.html", "index.html"])).toThrow(/^Security headers: about\.html has no inline script/);
    fs.writeFileSync(
      path.join(siteDir, "public/about.html"),
      html("/about.html").replace(`<script>${compilationHash}</script>`, ""),
    );
    expect(() => write(["about.html", "index.html"])).toThrow(
      /^Security headers: (about|index)\.html has no inline scripts the same as the other pages'/,
    );
  });

  it("gives nginx the same headers in every location, `always`, the addresses hosts have, and /admin its policy", () => {
    const { nginxFile } = write(["index.html"]);
    const blocks = nginxFile.split("\n\n").filter((b) => b.startsWith("location"));
    for (const block of blocks) {
      expect(block).toContain('add_header Strict-Transport-Security "max-age=31536000" always;');
      expect(block).toContain('add_header Cross-Origin-Resource-Policy "same-origin" always;');
      const code = block.startsWith('location ~ "\\.(?:js|css)$"');
      expect(block.match(/add_header Content-Security-Policy/g) ?? []).toHaveLength(code ? 0 : 1);
      expect(block.match(/add_header/g)!.length).toBe(block.match(/ always;/g)!.length);
    }
    expect(blocks.find((b) => b.startsWith("location / {"))).toContain("try_files $uri $uri.html =404;");
    expect(blocks.find((b) => b.startsWith('location = "/admin" {'))).toContain(
      `add_header Content-Security-Policy "${adminPolicy(null)}" always;`,
    );
    expect(nginxFile).toContain("return 301 $page;");
  });

  const policyOf = (lines: string[]) => lines.find((line) => line.startsWith("Content-Security-Policy:"))!;
  const ANALYTICS = { ANALYTICS_PROVIDER: "plausible", ANALYTICS_SITE_ID: "example.com" };
  const TURNSTILE = { TURNSTILE_SITE_KEY: "1x00000000000000000000AA" };

  it("writes every file byte for byte as before when no third party is set", () => {
    for (const preview of [false, true]) {
      const before = write(PAGES, preview);
      expect(write(PAGES, preview, { TURNSTILE_SITE_KEY: "", ANALYTICS_PROVIDER: "" })).toEqual(before);
    }
  });

  it("admits the analytics provider's script and collection origins in the one policy of every page", () => {
    const all = rules(write(PAGES, false, ANALYTICS).headersFile);
    const site = policyOf(all[0]![1]);
    expect(site).toMatch(/; script-src 'self' https:\/\/plausible\.io 'sha256-/);
    expect(site).toContain("; connect-src 'self' https://formspree.io/f/abcdwxyz https://plausible.io;");
    expect(site).not.toContain("frame-src");
    // No page has a policy of its own but the content manager's, whose preview counts no visit.
    expect(
      all.filter(([, lines]) => lines.some((l) => l.startsWith("Content-Security-Policy:"))).map(([r]) => r),
    ).toEqual(["/*", "/admin", "/admin/preview"]);
    expect(policyOf(all.find(([rule]) => rule === "/admin/preview")![1])).not.toContain("plausible");
  });

  it("admits Turnstile's origin, for its script and frame, on the quote form's pages only, on both hosts", () => {
    const { headersFile, nginxFile } = write(PAGES, false, { ...TURNSTILE, ...ANALYTICS });
    const all = rules(headersFile);
    const site = policyOf(all[0]![1]);
    expect(site).not.toContain(TURNSTILE_ORIGIN);
    const form = site
      .replace("https://plausible.io 'sha256-", `https://plausible.io ${TURNSTILE_ORIGIN} 'sha256-`)
      .replace("https://plausible.io; ", `https://plausible.io; frame-src ${TURNSTILE_ORIGIN}; `);
    expect(form).not.toBe(site);
    const pages = all.filter(([rule]) => rule === "/" || rule === "/contact");
    expect(pages).toEqual(["/", "/contact"].map((rule) => [rule, ["! Content-Security-Policy", form]]));
    // nginx: the policy of exactly those two addresses' locations, every other location the site's.
    const nginxPolicy = (match: string) =>
      new RegExp(`^location ${match} \\{\\n(?:.*\\n)*?\\s+add_header Content-Security-Policy "([^"]*)"`, "m").exec(
        nginxFile,
      )?.[1];
    expect(nginxPolicy("= /")).toBe(form.slice("Content-Security-Policy: ".length));
    expect(nginxPolicy('= "/contact"')).toBe(form.slice("Content-Security-Policy: ".length));
    expect(nginxFile).toContain('try_files "/contact.html" =404;');
    expect(nginxFile.split(TURNSTILE_ORIGIN).length - 1).toBe(4);
  });

  it("stops the build when a page of FORM_ROUTES has no quote form, or another page has one", () => {
    fs.writeFileSync(path.join(siteDir, "public/contact.html"), html("/about.html"));
    expect(() => write(PAGES, false, TURNSTILE)).toThrow(/^Security headers: contact\.html has no quote form/);
    // Without Turnstile, where the form is decides nothing.
    expect(() => write(PAGES, false, ANALYTICS)).not.toThrow();
    fs.writeFileSync(path.join(siteDir, "public/contact.html"), html("/contact.html"));
    fs.writeFileSync(path.join(siteDir, "public/about.html"), html("/index.html"));
    expect(() => write(PAGES, false, TURNSTILE)).toThrow(
      "Security headers: about.html has the quote form, but FORM_ROUTES (src/schema/routes.ts) does not list it",
    );
  });

  it("redirects only to a path of letters, digits and hyphens: no address nginx decodes can leave the site", () => {
    const { nginxFile } = write(["index.html"]);
    const match = /location ~ "(.+)" \{\n(?:.*\n)*?\s+return 301 \$page;/.exec(nginxFile);
    // nginx matches the decoded address (PCRE); this pattern reads the same in JavaScript.
    const redirect = new RegExp(match![1]!);
    const target = (decoded: string) => redirect.exec(decoded)?.groups?.page ?? null;
    expect([target("/about/"), target("/about.html"), target("/admin/preview/")]).toEqual([
      "/about",
      "/about",
      "/admin/preview",
    ]);
    for (const decoded of ["/\\evil.example/", "/\t/evil.example/", "//evil.example/", "/\r\nLocation: x/", "/é/"]) {
      expect([decoded, target(decoded)]).toEqual([decoded, null]);
    }
  });
});

describe("formSource", () => {
  it("names this site's form, not the whole service, and refuses what is not one https source", () => {
    expect(formSource("https://formspree.io/f/abcdwxyz")).toBe("https://formspree.io/f/abcdwxyz");
    // The browser suite's stand-in on this machine.
    expect(formSource("http://127.0.0.1:9201/f/quote")).toBe("http://127.0.0.1:9201/f/quote");
    // What else an endpoint may be is validate.test.ts's; these would widen the policy.
    for (const endpoint of [
      "https://formspree.io/f/",
      "http://formspree.io/f/abcd",
      "https://formspree.io/f/abcd; script-src 'unsafe-inline'",
      "https://formspree.io/f/abcd 'unsafe-eval'",
    ]) {
      expect(() => formSource(endpoint)).toThrow(
        `The form endpoint "${endpoint}" cannot be named in the policy; expected the https:// address of this site's form`,
      );
    }
  });
});

describe("toNginxInclude", () => {
  it("refuses a value nginx would read as a variable", () => {
    const site = siteHeaders("script-src 'self' $evil");
    expect(() => toNginxInclude(site)).toThrow(/cannot write/);
  });
});

describe("toNginxAnswers", () => {
  it("gives nginx's own answers every common header, and a policy under which nothing runs, for the server block", () => {
    const answers = toNginxAnswers(siteHeaders("default-src 'self'; script-src 'self' 'sha256-x'"));
    expect(answers).not.toContain("location ");
    for (const [name, value] of Object.entries({ ...COMMON_HEADERS, "Cross-Origin-Opener-Policy": "same-origin" })) {
      expect(answers).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(answers).toContain(`add_header Content-Security-Policy "${NOTHING_POLICY}" always;`);
    expect(answers).not.toContain("sha256-x");
  });
});
