// The headers as both hosts serve them: nginx with the generated include, and Cloudflare Pages' own runtime
// (wrangler pages dev) with public/_headers. Each address gets what the build's rules give it; what the rules
// say is security-headers.test.ts's, and that the browser runs every page under its policy is csp.spec.ts's.
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { pageFile } from "../../plugins/publish/site-files";
import { feedPath } from "../../src/schema/insights";
import { pagePaths } from "./csp-helpers";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts.mjs";
import { publicDir } from "./site";

/** The headers of each rule of public/_headers, and those its `! Name` lines detach, in lower case as responses
 * name them. */
const rules = new Map(
  fs
    .readFileSync(path.join(publicDir, "_headers"), "utf8")
    .split("\n\n")
    .filter((block) => block.startsWith("/"))
    .map((block) => {
      const [rule, ...lines] = block.trim().split("\n");
      const headers = lines.map((line) => /^\s+([\w-]+): (.+)$/.exec(line)).filter((match) => match !== null);
      const detached = lines.map((line) => /^\s+! ([\w-]+)$/.exec(line)?.[1]?.toLowerCase()).filter(Boolean);
      return [
        rule!,
        { headers: Object.fromEntries(headers.map(([, name, value]) => [name!.toLowerCase(), value!])), detached },
      ];
    }),
);
/** What an address matching these rules gets: a later rule's header replaces an earlier one's or takes it off. */
function served(...matching: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { headers: set, detached } of matching.map((rule) => rules.get(rule)!)) {
    for (const name of detached) delete headers[name!];
    Object.assign(headers, set);
  }
  return headers;
}
const SITE_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "permissions-policy",
  "referrer-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
];
const REVALIDATE = { "cache-control": "public, max-age=0, must-revalidate" };

/** One response as the server sends it: no redirect followed, gzip accepted. */
const get = (request: APIRequestContext, url: string) =>
  request.get(url, { maxRedirects: 0, headers: { "Accept-Encoding": "gzip" } });

for (const [host, origin] of Object.entries(hosts)) {
  test.describe(host, () => {
    test("every page, and the 404 page at unknown addresses, comes with the site's headers and policy", async ({
      request,
    }) => {
      // README's list, so that an empty rules file cannot pass.
      expect(Object.keys(served("/*")).sort()).toEqual(SITE_HEADERS);
      const unknown = ["/no-such-page", "/no/such/page"].map((address) => [address, "/404", 404] as const);
      for (const [address, page, status] of [...pagePaths.map((p) => [p, p, 200] as const), ...unknown]) {
        const response = await get(request, `${origin}${address}`);
        expect([address, response.status()]).toEqual([address, status]);
        expect(await response.text(), address).toBe(fs.readFileSync(path.join(publicDir, pageFile(page)), "utf8"));
        // A page with a rule of its own (a page with the quote form, with Turnstile on) gets that rule's policy.
        const own = status === 200 && rules.has(address) ? [address] : [];
        expect(response.headers(), address).toMatchObject({
          ...served("/*", ...own),
          ...(status === 200 && REVALIDATE),
        });
        if (host === "nginx") expect(response.headers()["content-encoding"], address).toBe("gzip");
      }
    });

    test("/admin and /admin/preview come with their own policies and no index", async ({ request }) => {
      for (const address of ["/admin", "/admin/preview"]) {
        const response = await get(request, `${origin}${address}`);
        expect([address, response.status()]).toEqual([address, 200]);
        expect(response.headers()).toMatchObject({ ...served("/*", address), ...REVALIDATE });
      }
    });

    test("scripts, stylesheets and /static/ files are cached for good; page-data revalidates", async ({ request }) => {
      const home = await (await get(request, `${origin}/`)).text();
      const admin = await (await get(request, `${origin}/admin`)).text();
      const files = [
        ...(JSON.parse(/data-bundles='([^']+)'/.exec(home)![1]!) as string[]).map((file) => [file, "/*.js"]),
        [`/${fs.readdirSync(publicDir).find((name) => name.endsWith(".css"))}`, "/*.css"],
        [/src="(\/static\/[^"]+)"/.exec(home)![1]!, "/static/*"],
        // Decap's bundle sits in a folder named after its version and content.
        [/src="(\/admin\/decap-cms-[\d.]+-[0-9a-f]{20}\/decap-cms\.js)"/.exec(admin)![1]!, "/*.js"],
        ["/page-data/index/page-data.json", null],
        ["/page-data/about/page-data.json", null],
      ] as const;
      for (const [file, rule] of files) {
        const response = await get(request, `${origin}${file}`);
        expect([file, response.status()]).toEqual([file, 200]);
        const expected = rule ? served("/*", rule) : { ...served("/*"), ...REVALIDATE };
        expect(response.headers(), file).toMatchObject(expected);
        // Scripts and stylesheets go without the policy, which only documents obey.
        expect(
          SITE_HEADERS.filter((name) => name in response.headers()),
          file,
        ).toEqual(SITE_HEADERS.filter((name) => name in expected));
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

// nginx's type map serves .xml as text/xml, which it compresses only when gzip_types names it. (The sitemap's
// index, under gzip_min_length, is not compressed.)
test("under nginx, the feed and the sitemap come compressed", async ({ request }) => {
  for (const address of [feedPath(), "/sitemap-0.xml"]) {
    const response = await get(request, `${hosts.nginx}${address}`);
    expect([address, response.status(), response.headers()["content-encoding"]]).toEqual([address, 200, "gzip"]);
  }
});

test("public/ holds what visitors need: no source maps, no build records, no earlier build's bundles", () => {
  const files = fs.readdirSync(publicDir);
  expect(
    files.filter((name) => /\.map$|^webpack\.stats\.json$|^chunk-map\.json$|^_gatsby$|^~partytown$/.test(name)),
  ).toEqual([]);
  // Every bundle is named by its content hash; the current build refers to each (a page, or webpack's
  // runtime for chunks it loads on demand).
  const referrers = files
    .filter((name) => name.endsWith(".html") || name.startsWith("webpack-runtime-"))
    .map((name) => fs.readFileSync(path.join(publicDir, name), "utf8"));
  const bundles = files.map((name) => /[-.]([0-9a-f]{20})\.js$/.exec(name)).filter((match) => match !== null);
  expect(bundles.filter((match) => !referrers.some((text) => text.includes(match[1]!))).map((m) => m.input)).toEqual(
    [],
  );
  // No page is published twice (about/index.html beside about.html).
  expect(files.filter((name) => fs.existsSync(path.join(publicDir, name, "index.html")))).toEqual([]);
});
