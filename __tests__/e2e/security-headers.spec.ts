// What the hosts answer, under nginx with the generated include and under Cloudflare Pages' own runtime
// (wrangler pages dev) with public/_headers: status, addresses and headers of every page and of the 404.
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { adminPolicy } from "../../cms/build/policy";
import { directives, executableScriptHashes, FORM_ENDPOINT, FORM_SERVICE, pagePaths } from "./csp-helpers";
import { expect, expectConsole, notFound, test } from "./fixtures";
import { cmsBackend, hosts } from "./hosts.mjs";

const PUBLIC = path.resolve(__dirname, "../../public");
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const common = {
  "strict-transport-security": "max-age=31536000",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
  "x-frame-options": "DENY",
  "cross-origin-resource-policy": "same-origin",
};

/** One response as the server sends it: no redirect followed, gzip accepted. */
const get = (request: APIRequestContext, url: string) =>
  request.get(url, { maxRedirects: 0, headers: { "Accept-Encoding": "gzip" } });

/** The policy with its script hashes sorted, to compare with the hashes of the page's scripts. */
function sortedPolicy(policy: string | undefined) {
  const parsed = directives(policy);
  const [self, ...hashes] = parsed["script-src"] ?? [];
  return { ...parsed, "script-src": [self, ...hashes.sort()] };
}

const expectedPolicy = (hashes: string[]) => ({
  "default-src": ["'self'"],
  "script-src": ["'self'", ...hashes],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  // This site's form, not every form of the service.
  "connect-src": ["'self'", FORM_ENDPOINT],
  "form-action": ["'self'", FORM_ENDPOINT],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "frame-ancestors": ["'none'"],
});

/** The h1 of a page's HTML as a browser reads it, entities decoded (the 404 page's title may hold an "&"). */
const headingOf = (page: Page, html: string) =>
  page.evaluate(
    (source) => new DOMParser().parseFromString(source, "text/html").querySelector("h1")?.textContent,
    html,
  );
const opener = (value: string) => ({ "cross-origin-opener-policy": value });

for (const [host, origin] of Object.entries(hosts)) {
  test.describe(`${host}: addresses and headers`, () => {
    for (const pagePath of pagePaths) {
      test(`${pagePath} answers 200 with the common headers and a policy hashing exactly its inline scripts`, async ({
        request,
        page,
      }) => {
        const response = await get(request, `${origin}${pagePath}`);
        expect(response.status()).toBe(200);
        expect(response.headers()).toMatchObject({ ...common, ...opener("same-origin"), "cache-control": REVALIDATE });
        if (host === "nginx") expect(response.headers()["content-encoding"]).toBe("gzip");
        const html = await response.text();
        const hashes = await executableScriptHashes(page, html);
        // Gatsby's chunk map, compilation hash and image loader, and the bundle loader.
        expect(hashes.length).toBeGreaterThanOrEqual(4);
        expect(sortedPolicy(response.headers()["content-security-policy"])).toEqual(expectedPolicy(hashes));
        // The JSON-LD is data, not code: it is on the page and has no hash.
        expect(html).toContain('<script type="application/ld+json"');
      });
    }

    test("the other spellings of an address redirect to it, once and permanently", async ({ request }) => {
      const spellings = [
        ...pagePaths.filter((p) => p !== "/").flatMap((p) => [[`${p}/`, p] as const, [`${p}.html`, p] as const]),
        ["/index.html", "/"] as const,
      ];
      for (const [from, to] of spellings) {
        const response = await get(request, `${origin}${from}`);
        expect([from, response.status(), response.headers().location]).toEqual([
          from,
          host === "nginx" ? 301 : 308,
          to,
        ]);
        expect((await get(request, `${origin}${to}`)).status()).toBe(200);
      }
    });

    test("an unknown address answers 404 with the 404 page and a policy hashing exactly its scripts", async ({
      request,
      page,
    }) => {
      for (const unknown of ["/no-such-page", "/no/such/page"]) {
        const response = await get(request, `${origin}${unknown}`);
        expect(response.status()).toBe(404);
        const html = await response.text();
        expect(await headingOf(page, html)).toBe(notFound.h1);
        expect(response.headers()).toMatchObject({ ...common, ...opener("same-origin") });
        const hashes = await executableScriptHashes(page, html);
        expect(sortedPolicy(response.headers()["content-security-policy"])).toEqual(expectedPolicy(hashes));
      }
    });

    test("/admin, the CMS, has a policy of its own and no index; /admin/ redirects to it", async ({ request }) => {
      const response = await get(request, `${origin}/admin`);
      expect(response.status()).toBe(200);
      expect(response.headers()).toMatchObject({
        ...common,
        "content-security-policy": adminPolicy(`${cmsBackend}/api/v1`),
        "x-robots-tag": "noindex, nofollow",
        // Its sign-in window keeps it as its opener (cms-sign-in.spec.ts signs in through it).
        ...opener("same-origin-allow-popups"),
      });
      expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">');
      const slash = await get(request, `${origin}/admin/`);
      expect([slash.status(), slash.headers().location]).toEqual([host === "nginx" ? 301 : 308, "/admin"]);
      // Decap's bundle sits in a folder named after its version and content, so it may be cached for good.
      const bundle = /src="(\/admin\/decap-cms-[\d.]+-[0-9a-f]{20}\/decap-cms\.js)"/.exec(await response.text())![1]!;
      expect((await get(request, `${origin}${bundle}`)).headers()["cache-control"]).toBe(IMMUTABLE);
    });

    test("a page opened from another site, or opening one, keeps no handle on it (COOP)", async ({ page }) => {
      // The form service's stand-in stands for another site: its answers have no opener policy of their own.
      const opens = async (from: string, to: string) => {
        await page.goto(from);
        const [opened] = await Promise.all([
          page.waitForEvent("popup"),
          page.evaluate((url) => Object.assign(window, { handle: window.open(url) }), to),
        ]);
        await opened.waitForLoadState();
        expect(await opened.evaluate(() => window.opener === null)).toBe(true);
        // The opener's handle closes once the browser has put the new page in a group of its own.
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { handle: Window }).handle.closed))
          .toBe(true);
        await opened.close();
      };
      await opens(`${FORM_SERVICE}/`, `${origin}/about`);
      await opens(`${origin}/about`, `${FORM_SERVICE}/`);
    });

    test("/admin/preview may be framed by this site only; /admin and the pages by nobody", async ({
      request,
      page,
      consoleProblems,
    }) => {
      const preview = await get(request, `${origin}/admin/preview`);
      expect(preview.status()).toBe(200);
      expect(preview.headers()).toMatchObject({ "x-frame-options": "SAMEORIGIN", ...opener("same-origin") });
      expect(directives(preview.headers()["content-security-policy"])["frame-ancestors"]).toEqual(["'self'"]);
      // Another site (the form service's stand-in) frames each: the browser shows none of them.
      await page.goto(`${FORM_SERVICE}/`);
      for (const framed of ["/admin/preview", "/admin", "/about"]) {
        const [response] = await Promise.all([
          page.waitForResponse(`${origin}${framed}`),
          page.evaluate((src) => {
            const frame = document.createElement("iframe");
            frame.src = src;
            document.body.replaceChildren(frame);
          }, `${origin}${framed}`),
        ]);
        expect(response.status()).toBe(200);
        await expect
          .poll(() => page.frames().map((frame) => frame.url()))
          .toEqual([`${FORM_SERVICE}/`, expect.stringMatching(/^chrome-error:/)]);
      }
      expectConsole(consoleProblems, /Framing '[^']+' violates .*frame-ancestors/);
    });

    test("scripts, stylesheets and /static/ files are immutable; page-data revalidates", async ({ request }) => {
      const html = await (await get(request, `${origin}/`)).text();
      const bundles = JSON.parse(/data-bundles='([^']+)'/.exec(html)![1]!) as string[];
      const stylesheet = fs.readdirSync(PUBLIC).find((name) => name.endsWith(".css"))!;
      const image = /src="(\/static\/[^"]+)"/.exec(html)![1]!;
      for (const file of [...bundles, `/${stylesheet}`, image]) {
        const response = await get(request, `${origin}${file}`);
        expect([file, response.status()]).toEqual([file, 200]);
        expect(response.headers()).toMatchObject({ ...common, "cache-control": IMMUTABLE });
      }
      for (const data of ["/page-data/index/page-data.json", "/page-data/about/page-data.json"]) {
        const response = await get(request, `${origin}${data}`);
        expect(response.status()).toBe(200);
        expect(response.headers()).toMatchObject({ ...common, "cache-control": REVALIDATE });
      }
      // The rules file itself is not served. Cloudflare's edge answers 404; wrangler 4's local server answers
      // 502 instead ("Could not serve static asset": it also looks for _headers/index.html, and fails on
      // ENOTDIR where wrangler 3 answered 404). Either way no rule reaches the visitor.
      const rules = await get(request, `${origin}/_headers`);
      expect(host === "cloudflare" ? [404, 502] : [404]).toContain(rules.status());
      expect(await rules.text()).not.toContain("Content-Security-Policy");
    });
  });
}

test("public/ holds what visitors need: no source maps, no build records, no earlier build's bundles", () => {
  const files = fs.readdirSync(PUBLIC);
  expect(
    files.filter((name) => /\.map$|^webpack\.stats\.json$|^chunk-map\.json$|^_gatsby$|^~partytown$/.test(name)),
  ).toEqual([]);
  // Every bundle is named by its content hash; the current build refers to each (a page, or webpack's
  // runtime for chunks it loads on demand).
  const pages = files
    .filter((name) => name.endsWith(".html"))
    .map((name) => fs.readFileSync(path.join(PUBLIC, name), "utf8"));
  const runtime = fs.readFileSync(
    path.join(
      PUBLIC,
      files.find((name) => name.startsWith("webpack-runtime-"))!,
    ),
    "utf8",
  );
  const unreferenced = files
    .map((name) => /[-.]([0-9a-f]{20})\.js$/.exec(name))
    .filter((match) => match && ![...pages, runtime].some((text) => text.includes(match[1]!)))
    .map((match) => match!.input);
  expect(unreferenced).toEqual([]);
  // No page is published twice (about/index.html beside about.html).
  expect(files.filter((name) => fs.existsSync(path.join(PUBLIC, name, "index.html")))).toEqual([]);
});
