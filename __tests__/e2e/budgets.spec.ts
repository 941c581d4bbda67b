/**
 * Byte budgets. JavaScript, CSS and HTML are read from public/ after the build and compressed with brotli,
 * as static hosts and CDNs serve them; first-screen images are counted in the browser, as served.
 * JavaScript and CSS come from the code, whatever the content: a content check. HTML and first-screen images
 * grow with what the editors write and the photos they choose, so their budgets hold on the suite's own content
 * only, set just above what it weighs: there they catch the code's share of a regression.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Browser } from "@playwright/test";
import { BYTE_BUDGETS_KB } from "../../tools/performance-bars.mjs";
import { pageFile } from "../../plugins/publish/site-files";
import { ROUTES } from "../../src/schema/routes";
import { publicDir } from "./site";
import { everyRoute as siteRoutes, expect, hydrated, notFound, test } from "./fixtures";

const KB = 1024;
const brotli = (data: Buffer | string) =>
  zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
// Every route runs the framework's bundles: each script is compressed once, whichever routes request it.
const scriptSizes = new Map<string, number>();
const scriptSize = (name: string) => {
  if (!scriptSizes.has(name)) scriptSizes.set(name, brotli(fs.readFileSync(path.join(publicDir, name))));
  return scriptSizes.get(name)!;
};

// Every route of the site, and with articles the list, an article and a tag's page (fixtures.ts), whose pages
// hold a fixed number of articles whatever their number.
const routes = [...new Set([...Object.values(ROUTES), ...siteRoutes.map((route) => route.path)])];
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
/** A route's budget in bytes, from tools/performance-bars.mjs (docs/performance.md says why each is what it is). */
const bar = (budgets: Record<string, number>, route: string) => (budgets[route] ?? budgets.other!) * KB;
const { js: jsBudget, css: cssBudget, html: htmlBudget, firstScreenImages } = BYTE_BUDGETS_KB;

/**
 * The scripts a route runs on its first load, as the browser requests them: the loader's bundles, the page
 * component's chunks and what they import. Prefetches for other pages (Sec-Purpose: prefetch) are not the
 * route's own.
 */
async function scriptsOf(browser: Browser, origin: string, route: string): Promise<string[]> {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    const prefetch = request.headers()["sec-purpose"]?.includes("prefetch");
    if (url.origin === origin && url.pathname.endsWith(".js") && !prefetch) scripts.add(url.pathname);
  });
  await page.goto(`${origin}${route}`);
  // The bundles are requested after the first paint (plugins/publish/page-scripts.ts): on a busy machine the
  // network can be idle for half a second before they are, so first the page has run (its navigation hydrated).
  const main = page.getByRole("navigation", { name: "Main" });
  await expect.poll(() => hydrated(main), { timeout: 20_000 }).toBe(true);
  await page.waitForLoadState("networkidle");
  await page.close();
  return [...scripts];
}

const htmlOf = (route: string) => fs.readFileSync(path.join(publicDir, pageFile(route)), "utf8");

async function measure(browser: Browser, origin: string, route: string) {
  const css = [...htmlOf(route).matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  const scripts = await scriptsOf(browser, origin, route);
  const js = scripts.reduce((sum, name) => sum + scriptSize(name), 0);
  return { route, scripts: scripts.length, js, css: brotli(css) };
}

test("every route stays within its JavaScript and CSS budgets", { tag: "@content" }, async ({ browser, baseURL }) => {
  // Bytes, not time: a page load per route and a brotli pass over every script can exceed the default
  // 30 s on a busy machine.
  test.setTimeout(15_000 * routes.length);
  const rows = [];
  for (const route of routes) rows.push(await measure(browser, new URL(baseURL!).origin, route));
  // Every route runs at least webpack's runtime, React, the app and its page component.
  expect(rows.filter((row) => row.scripts < 4).map((row) => row.route)).toEqual([]);
  const over = rows.flatMap(({ route, js, css }) =>
    [js > bar(jsBudget, route) ? `${route} JS` : [], css > cssBudget * KB ? `${route} CSS` : []].flat(),
  );
  const table = rows.map((r) => `${r.route}: JS ${kb(r.js)}, CSS ${kb(r.css)} (brotli)`).join("\n");
  expect(over, `over budget (JS ${JSON.stringify(jsBudget)} KB; CSS ${cssBudget} KB):\n${table}`).toEqual([]);
});

test("on the suite's own content, every route's HTML stays within its budget", () => {
  const rows = routes.map((route) => ({ route, html: brotli(htmlOf(route)), bar: bar(htmlBudget, route) }));
  const table = rows.map((r) => `${r.route}: ${kb(r.html)} (brotli), budget ${kb(r.bar)}`).join("\n");
  expect(
    rows.filter((row) => row.html > row.bar).map((row) => row.route),
    `HTML over budget:\n${table}`,
  ).toEqual([]);
});

test(`on the suite's own content, the images on the first screen of every route weigh at most ${firstScreenImages} KB at 375 px`, async ({
  browser,
}) => {
  // Bytes, not time: a fresh browser context and a load to network idle per route can exceed 30 s on a busy machine.
  test.setTimeout(20_000 * routes.length);
  const rows: string[] = [];
  const over: string[] = [];
  for (const route of [...routes.filter((r) => r !== "/404"), notFound.path]) {
    // A fresh context per route: nothing cached. A 375 px phone has a 3× screen, the worst case for srcset.
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 3 });
    const page = await context.newPage();
    const served = new Map<string, number>();
    page.on("requestfinished", async (request) => {
      if (request.resourceType() === "image") served.set(request.url(), (await request.sizes()).responseBodySize);
    });
    await page.goto(route, { waitUntil: "networkidle" });
    // The images the visitor sees without scrolling, in the format and size the browser chose.
    const visible = await page.evaluate(() =>
      [...document.images]
        .filter((img) => {
          const box = img.getBoundingClientRect();
          const shown =
            box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
          return shown && img.currentSrc.startsWith(location.origin);
        })
        .map((img) => img.currentSrc),
    );
    await context.close();
    const missing = visible.filter((src) => !served.has(src));
    expect(missing, `${route}: images on screen that were not loaded`).toEqual([]);
    const bytes = [...new Set(visible)].reduce((sum, src) => sum + (served.get(src) ?? 0), 0);
    expect(visible.length, `${route} shows at least the logo`).toBeGreaterThan(0);
    rows.push(`${route}: ${new Set(visible).size} images, ${kb(bytes)} as served`);
    if (bytes > firstScreenImages * KB) over.push(route);
  }
  expect(over, `first-screen images over ${firstScreenImages} KB at 375 px:\n${rows.join("\n")}`).toEqual([]);
});
