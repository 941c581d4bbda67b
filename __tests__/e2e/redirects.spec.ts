// No redirect leaves the site: addresses crafted to turn a redirect into a trip elsewhere (encoded
// backslashes, tabs, line breaks, doubled slashes, Unicode separators…), sent to nginx (the suite's server,
// and nginx/server.conf as production runs it, with its plain-HTTP server) and to Cloudflare's runtime.
// Every Location, resolved as a browser resolves it, must stay on the site's own host.
import http from "node:http";
import https from "node:https";
import { expect, expectConsole, notFound, test } from "./fixtures";
import { hosts } from "./hosts.mjs";
import { SITE_HOST, startProductionNginx, type ProductionNginx } from "./production-nginx";

const EVIL = "evil.example";
/** Each as sent on the request line (Node's client refuses only spaces and control characters there). */
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

interface Answer {
  status: number;
  location?: string;
}

/** One request as written, no redirect followed; `tls` for nginx/server.conf's HTTPS server. */
function send(port: number, target: string, host: string, tls = false): Promise<Answer> {
  const client = tls ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        host: "127.0.0.1",
        port,
        path: target,
        headers: { Host: host },
        ...(tls ? { servername: SITE_HOST, rejectUnauthorized: false } : {}),
      },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      },
    );
    // An answer that is not HTTP (a header split by a smuggled line break) is a finding, not a crash.
    request.on("error", (error) => (error.message.startsWith("Parse Error") ? resolve({ status: -1 }) : reject(error)));
    request.end();
  });
}

/**
 * Follows an address's redirects (at most five) as a browser would; returns each hop's Location resolved
 * against the address it answered, which must all be on `site`.
 */
async function hops(site: URL, target: string, ask: (target: string) => Promise<Answer>): Promise<string[]> {
  const seen: string[] = [];
  let current = target;
  for (let i = 0; i < 5; i++) {
    const { status, location } = await ask(current);
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

const offSite = (site: URL, locations: string[]) =>
  locations.filter((href) => !URL.canParse(href) || new URL(href).host !== site.host);

test.describe("no redirect leaves the site", () => {
  for (const [name, origin] of Object.entries(hosts)) {
    test(`${name}: every crafted address stays on the site's host`, async () => {
      const site = new URL(origin);
      const port = Number(site.port);
      const found: Record<string, string[]> = {};
      for (const target of CRAFTED) {
        const off = offSite(site, await hops(site, target, (t) => send(port, t, site.host)));
        if (off.length > 0) found[target] = off;
      }
      expect(found).toEqual({});
    });

    test(`${name}: Chromium, sent to an encoded backslash or a tab, stays on the site`, async ({
      page,
      consoleProblems,
    }) => {
      const reached: string[] = [];
      page.on("requestfinished", (request) => reached.push(request.url()));
      for (const target of [`/%5C${EVIL}/`, `/%09/${EVIL}/`]) {
        await page.goto(`${origin}${target}`);
        expect(new URL(page.url()).host).toBe(new URL(origin).host);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.h1);
      }
      // Gatsby's runtime, on an unknown address, asks the server whether the address is a page with a HEAD
      // request to the decoded address, which it refuses only when it starts with "//" (gatsby/cache-dir/
      // loader.js); "/\evil.example/" and "/<tab>/evil.example/" go to evil.example. The site's policy
      // (connect-src) stops that request in the browser: nothing reached another host.
      expect(reached.filter((url) => new URL(url).host !== new URL(origin).host)).toEqual([]);
      expectConsole(consoleProblems, /status of 404|Connecting to 'http:\/\/evil\.example\/' violates/);
    });
  }

  test.describe("nginx/server.conf, as production runs it", () => {
    let nginx: ProductionNginx;
    test.beforeAll(async () => {
      nginx = await startProductionNginx();
    });
    test.afterAll(async () => nginx?.stop());

    test("plain HTTP redirects to HTTPS on the site's own host, whatever the Host header says", async () => {
      const site = new URL(`https://${SITE_HOST}`);
      for (const host of [SITE_HOST, EVIL, `${EVIL}:443`]) {
        const answer = await send(nginx.http, "/about", host);
        expect([host, answer.status, answer.location]).toEqual([host, 301, `https://${SITE_HOST}/about`]);
      }
      const found: Record<string, string[]> = {};
      for (const target of CRAFTED) {
        const answer = await send(nginx.http, target, EVIL);
        const resolved = new URL(answer.location ?? "", site);
        if (resolved.host !== SITE_HOST) found[target] = [resolved.href];
      }
      expect(found).toEqual({});
    });

    test("HTTPS serves the site with its headers, and every crafted address stays on the site's host", async () => {
      const site = new URL(`https://${SITE_HOST}`);
      const page = await send(nginx.https, "/about", SITE_HOST, true);
      expect(page.status).toBe(200);
      expect(await send(nginx.https, "/about/", SITE_HOST, true)).toEqual({ status: 301, location: "/about" });
      const found: Record<string, string[]> = {};
      for (const target of CRAFTED) {
        const off = offSite(site, await hops(site, target, (t) => send(nginx.https, t, SITE_HOST, true)));
        if (off.length > 0) found[target] = off;
      }
      expect(found).toEqual({});
    });
  });
});
