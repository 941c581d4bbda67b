// The response headers nginx sends with the generated include: the same rules as public/_headers.
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { directives, executableScriptHashes, FORM_SERVICE, pagePaths } from "./csp-helpers";
import { expect, test } from "./fixtures";

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
  "connect-src": ["'self'", FORM_SERVICE],
  "form-action": ["'self'", FORM_SERVICE],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "frame-ancestors": ["'none'"],
});

// Headers do not depend on the viewport: one project runs these (tag @once).
test.describe("response headers", { tag: "@once" }, () => {
  for (const pagePath of pagePaths) {
    test(`${pagePath}: its own policy, hashing exactly its inline scripts, and the common headers`, async ({
      request,
      page,
    }) => {
      const response = await get(request, pagePath);
      expect(response.status()).toBe(200);
      expect(response.headers()).toMatchObject({ ...common, "cache-control": REVALIDATE, "content-encoding": "gzip" });
      const html = await response.text();
      const hashes = await executableScriptHashes(page, html);
      // At least Gatsby's script loader, chunk map, compilation hash and image loader.
      expect(hashes.length).toBeGreaterThanOrEqual(4);
      expect(sortedPolicy(response.headers()["content-security-policy"])).toEqual(expectedPolicy(hashes));
      // The JSON-LD is data, not code: it is on the page and has no hash.
      expect(html).toContain('<script type="application/ld+json"');
    });
  }

  test("an unknown path answers 404 with the 404 page and its policy", async ({ request }) => {
    const notFound = await get(request, "/no-such-page");
    expect(notFound.status()).toBe(404);
    expect(await notFound.text()).toContain("Page not found");
    const page404 = await get(request, "/404.html");
    expect(notFound.headers()).toMatchObject({
      ...common,
      "cache-control": REVALIDATE,
      "content-security-policy": page404.headers()["content-security-policy"]!,
    });
  });

  test("/about is served as it is; its other addresses redirect to it", async ({ request }) => {
    expect((await get(request, "/about")).status()).toBe(200);
    for (const [from, to] of [
      ["/about/", "/about"],
      ["/about/index.html", "/about"],
      ["/index.html", "/"],
      ["/404/", "/404"],
    ]) {
      const response = await get(request, from!);
      expect([from, response.status(), response.headers().location]).toEqual([from, 301, to]);
      expect(response.headers()).toMatchObject(common);
    }
  });

  test("hashed scripts and /static/ files are immutable; page-data revalidates; all are compressed", async ({
    request,
  }) => {
    const html = await (await get(request, "/")).text();
    // The bundles the page's loader requests (plugins/post-build/page-scripts.ts).
    const scripts = [...html.matchAll(/"(\/[\w.-]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts).toEqual(expect.arrayContaining([expect.stringMatching(/^\/app-[0-9a-f]{20}\.js$/)]));
    for (const script of scripts) {
      const response = await get(request, script);
      expect(response.headers()).toMatchObject({ ...common, "cache-control": IMMUTABLE, "content-encoding": "gzip" });
    }
    const image = /src="(\/static\/[^"]+)"/.exec(html)![1]!;
    expect((await get(request, image)).headers()).toMatchObject({ ...common, "cache-control": IMMUTABLE });
    for (const data of [
      "/page-data/index/page-data.json",
      "/page-data/about/page-data.json",
      "/page-data/app-data.json",
    ]) {
      const response = await get(request, data);
      expect(response.status()).toBe(200);
      expect(response.headers()).toMatchObject({ ...common, "cache-control": REVALIDATE });
      expect(response.headers()["content-security-policy"]).toBeUndefined();
      // app-data.json is under gzip_min_length (256 bytes), where compressing gains nothing.
      if (!data.endsWith("app-data.json")) expect(response.headers()["content-encoding"]).toBe("gzip");
    }
  });

  test("nginx sends what public/_headers asks of Netlify and Cloudflare Pages", async ({ request }) => {
    const file = fs.readFileSync(path.resolve(__dirname, "../../public/_headers"), "utf8");
    const rules = file
      .split(/\n\n+/)
      .filter((block) => block.startsWith("/"))
      .map((block) => {
        const [rule, ...lines] = block.trim().split("\n");
        const headers = lines.map((line) => line.trim().split(/: (.*)/s) as [string, string]);
        return {
          rule: rule!,
          headers: Object.fromEntries(headers.map(([name, value]) => [name.toLowerCase(), value])),
        };
      });
    const byRule = new Map(rules.map((r) => [r.rule, r.headers]));
    // A folder rule is checked on one file in it.
    const image = /src="(\/static\/[^"]+)"/.exec(await (await get(request, "/")).text())![1]!;
    const samples: Record<string, string> = { "/static/*": image, "/page-data/*": "/page-data/app-data.json" };
    expect(byRule.get("/*")).toEqual(common);
    for (const { rule, headers } of rules.filter((r) => r.rule !== "/*")) {
      const response = await get(request, samples[rule] ?? rule);
      // nginx redirects a page's other addresses to the page, which carries the same headers.
      const served = response.status() === 301 ? await get(request, response.headers().location!) : response;
      expect([rule, served.status()]).toEqual([rule, 200]);
      if (response.status() === 301) expect(byRule.get(response.headers().location!)).toEqual(headers);
      expect(served.headers()).toMatchObject({ ...common, ...headers });
    }
  });
});
