// Redirects as both hosts make them: each page's other spellings go to its address, and none leaves the site
// for addresses crafted to turn a redirect into a trip elsewhere (encoded backslashes, tabs, line breaks, doubled
// slashes, Unicode separators…), sent to nginx (the suite's server, and nginx/server.conf as production runs it,
// with its plain-HTTP server) and to Cloudflare's runtime. Every Location, resolved as a browser resolves it,
// must stay on the site's own host.
import { pagePaths } from "./csp-helpers";
import { expect, expectConsole, notFound, test } from "./fixtures";
import { hosts } from "./hosts.mjs";
import { get, SITE_HOST, startProductionNginx, type Answer, type ProductionNginx } from "./production-nginx";

const EVIL = "evil.example";
/** Each as sent on the request line. */
const CRAFTED = [
  `/%5C${EVIL}/`, // an encoded backslash: "/\evil.example", which browsers read as "//evil.example"
  `/%5C%5C${EVIL}/`,
  `/\\${EVIL}/`, // a raw backslash
  `/%5C/${EVIL}.html`,
  `/%09/${EVIL}/`, // a tab, which browsers drop from addresses
  `/%0A/${EVIL}/`,
  `/%0D/${EVIL}/`,
  `/%0D%0ALocation:%20https://${EVIL}/`, // a header smuggled in through CR LF
  `//${EVIL}/`,
  `///${EVIL}/`,
  `//${EVIL}/about/`,
  `/%2F${EVIL}/`,
  `/%2F%2F${EVIL}/`,
  `/.//${EVIL}/`,
  `/%20/${EVIL}/`,
  `/%00/${EVIL}/`,
  `/%E2%80%A8/${EVIL}/`, // Unicode line separator
  `/%E2%80%A9/${EVIL}/`, // paragraph separator
  `/%C2%A0/${EVIL}/`, // no-break space
  `/%EF%BC%8F${EVIL}/`, // fullwidth solidus
  `/%E3%80%82${EVIL}/`, // ideographic full stop
  `/https:%2F%2F${EVIL}/`,
  `/http:/${EVIL}/`,
  `/@${EVIL}/`,
  `/about/..%5C..%5C${EVIL}/`,
  `/%2e%2e/%2e%2e/${EVIL}/`,
  `/${EVIL}%2F%2E%2E/`,
  `/admin/%5C${EVIL}/`,
  "/about%5C/",
  "/about//",
  "/about.html/",
  `/about/?next=//${EVIL}`,
  `/index.html?//${EVIL}`,
];

/**
 * Follows an address's redirects (at most five) as a browser would; returns each hop's Location resolved
 * against the address it answered, which must all be on `site`.
 */
async function hops(site: URL, target: string, ask: (target: string) => Promise<Answer>): Promise<string[]> {
  const seen: string[] = [];
  let current = target;
  for (let i = 0; i < 5; i++) {
    const { status, headers } = await ask(current);
    const { location } = headers;
    if (status === -1) return [...seen, `unparseable answer to ${current}`];
    if (status < 300 || status >= 400 || location === undefined) break;
    // Where the host comes from does not depend on the path the answer came from.
    const next = new URL(location, site);
    seen.push(next.href);
    if (next.host !== site.host) break;
    current = `${next.pathname}${next.search}`;
  }
  return seen;
}

/** The crafted addresses whose redirects, followed as a browser would, leave `site`, with where they went. */
async function leaving(site: URL, ask: (target: string) => Promise<Answer>) {
  const found: Record<string, string[]> = {};
  for (const target of CRAFTED) {
    const hrefs = await hops(site, target, ask);
    const off = hrefs.filter((href) => !URL.canParse(href) || new URL(href).host !== site.host);
    if (off.length > 0) found[target] = off;
  }
  return found;
}

for (const [name, origin] of Object.entries(hosts)) {
  const site = new URL(origin);
  const ask = (target: string) => get(Number(site.port), target, site.host);

  test(`${name}: the other spellings of an address redirect to it, once and permanently`, async () => {
    const spellings = [
      ...pagePaths.filter((p) => p !== "/").flatMap((p) => [`${p}/`, `${p}.html`].map((from) => [from, p])),
      ["/index.html", "/"],
      ["/admin/", "/admin"],
    ];
    for (const [from, to] of spellings) {
      const answer = await ask(from!);
      expect([from, answer.status, answer.headers.location]).toEqual([from, name === "nginx" ? 301 : 308, to]);
      expect([to, (await ask(to!)).status]).toEqual([to, 200]);
    }
  });

  test(`${name}: no redirect of a crafted address leaves the site's host`, async () => {
    expect(await leaving(site, ask)).toEqual({});
  });
}

test("Chromium, sent to an encoded backslash or a tab, stays on the site", async ({
  page,
  consoleProblems,
  thirdParties,
}) => {
  const reached: string[] = [];
  page.on("requestfinished", (request) => reached.push(request.url()));
  for (const target of [`/%5C${EVIL}/`, `/%09/${EVIL}/`]) {
    await page.goto(target);
    expect(new URL(page.url()).host).toBe(new URL(hosts.nginx).host);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.h1);
  }
  // Gatsby's runtime, on an unknown address, asks the server whether the address is a page with a HEAD
  // request to the decoded address, which it refuses only when it starts with "//" (gatsby/cache-dir/
  // loader.js); "/\evil.example/" and "/<tab>/evil.example/" go to evil.example. The site's policy
  // (connect-src) stops that request in the browser: nothing reached another host but the third parties the build
  // turns on (their stand-ins answered).
  const elsewhere = reached.filter((url) => new URL(url).host !== new URL(hosts.nginx).host);
  expect(elsewhere.filter((url) => !thirdParties.requests.includes(url))).toEqual([]);
  expectConsole(consoleProblems, /status of 404|Connecting to 'http:\/\/evil\.example\/' violates/);
});

test.describe("nginx/server.conf, as production runs it", () => {
  let nginx: ProductionNginx;
  test.beforeAll(async () => {
    nginx = await startProductionNginx();
  });
  test.afterAll(async () => nginx?.stop());
  const site = new URL(`https://${SITE_HOST}`);

  test("plain HTTP redirects to HTTPS on the site's own host, whatever the Host header or the address", async () => {
    for (const host of [SITE_HOST, EVIL, `${EVIL}:443`]) {
      const answer = await get(nginx.http, "/about", host);
      expect([host, answer.status, answer.headers.location]).toEqual([host, 301, `https://${SITE_HOST}/about`]);
    }
    expect(await leaving(site, (target) => get(nginx.http, target, EVIL))).toEqual({});
  });

  test("HTTPS serves the site, and no redirect of a crafted address leaves its host", async () => {
    expect((await get(nginx.https, "/about", SITE_HOST, true)).status).toBe(200);
    const slash = await get(nginx.https, "/about/", SITE_HOST, true);
    expect([slash.status, slash.headers.location]).toEqual([301, "/about"]);
    expect(await leaving(site, (target) => get(nginx.https, target, SITE_HOST, true))).toEqual({});
  });
});
