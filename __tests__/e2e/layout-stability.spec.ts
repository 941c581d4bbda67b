// While a page loads: it paints before it requests its scripts (plugins/publish/page-scripts.ts), and nothing
// jumps as it hydrates and its carousels take over from the server's markup (the spinner, carousels and
// counters reserve their space).
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { expectProjectsSlide } from "./carousel-helpers";
import { expect, expectConsole, notFound, routes, test } from "./fixtures";
import { hosts } from "./hosts.mjs";

/**
 * Records every layout shift of the page: its score, when it happened, and each moved element with its class
 * names and where it went (x,y width×height before → after, in CSS px).
 */
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __shifts: string[] };
    w.__shifts = [];
    const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        // Each moved element as tag.class, or its nearest ancestor with a class (tag > tag.class).
        const describe = (node: Node | undefined | null): string => {
          if (!(node instanceof Element)) return "?";
          const own = `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(" ")[0]}` : ""}`;
          return node.className || !node.parentElement ? own : `${describe(node.parentElement)} > ${own}`;
        };
        const nodes = entry.sources?.map(
          (source) => `${describe(source.node)} (${box(source.previousRect)} → ${box(source.currentRect)})`,
        );
        w.__shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${nodes?.join(", ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);

// On the suite's own content: long titles that wrap, more works than fit and a hero of five slides.
for (const route of routes) {
  test(`${route.path} does not shift its layout while it loads`, { tag: "@widths" }, async ({ page }) => {
    await recordShifts(page);
    await page.goto(route.path);
    // Past the spinner's removal and the carousels' first layout.
    await page.waitForTimeout(1500);
    expect(await shifts(page)).toEqual([]);
  });
}

test("/: nothing shifts as the visitor scrolls down to the project carousel", { tag: "@widths" }, async ({ page }) => {
  expectProjectsSlide();
  await recordShifts(page);
  await page.goto("/");
  await expect(page.locator("#spinner")).toHaveCount(0);
  // Down the page as a visitor scrolls (sections are laid out as they come near: content-visibility), until
  // the carousel is in view.
  const carousel = page.locator("[data-section=projects] .slick-list");
  while (!(await carousel.evaluate((list) => list.getBoundingClientRect().bottom <= innerHeight))) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(50);
  }
  await expect(page.locator("[data-section=projects] .slick-slide[inert]").first()).toBeAttached();
  await page.waitForTimeout(1000);
  expect(await shifts(page)).toEqual([]);
});

// A slow or busy connection can deliver a page in pieces, and the browser paints what it has parsed so far.
// A half-parsed row would then move under the visitor's eyes (the Menu toggle as the quote button arrives,
// the carousel's dots and a centred button re-centring as the rest of them arrives), so the page holds its
// first paint until it is parsed whole. This proxy sends /projects in five pieces, pausing inside the navbar,
// after the carousel's first dot and inside the button below it (both on the first screen at 768 px).
const pauses = [
  "</summary>",
  "</li>",
  '<li class="slick-active"><button type="button" aria-label="Slide 01">01</button></li>',
  ">See Our",
];

test("a page that arrives in pieces does not shift as the rest arrives", { tag: "@widths" }, async ({ page }) => {
  // The carousel's dots (code labels) are in the server's markup only when it slides there.
  expectProjectsSlide();
  const proxy = http.createServer((request, response) => {
    http.get(`${hosts.nginx}${request.url}`, { headers: { accept: request.headers.accept ?? "*/*" } }, (upstream) => {
      const html = upstream.headers["content-type"]?.startsWith("text/html");
      // The page goes out in pieces (chunked), so without its length.
      if (html) delete upstream.headers["content-length"];
      response.writeHead(upstream.statusCode ?? 502, upstream.headers);
      if (!html) return void upstream.pipe(response);
      const chunks: Buffer[] = [];
      upstream.on("data", (chunk: Buffer) => chunks.push(chunk));
      upstream.on("end", async () => {
        let rest = Buffer.concat(chunks).toString();
        for (const marker of pauses) {
          const at = rest.indexOf(marker) + marker.length;
          response.write(rest.slice(0, at));
          rest = rest.slice(at);
          await new Promise((resolve) => setTimeout(resolve, 400));
        }
        response.end(rest);
      });
    });
  });
  const whole = await (await fetch(`${hosts.nginx}/projects`)).text();
  for (const marker of pauses) expect(whole, "where the proxy pauses").toContain(marker);
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  try {
    await recordShifts(page);
    await page.goto(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/projects`);
    await page.waitForTimeout(1500);
    expect(await shifts(page)).toEqual([]);
  } finally {
    // The page first: it may still be asking the proxy for pictures.
    await page.close();
    proxy.close();
  }
});

test("every built page that holds its first paint has the element it waits for", () => {
  const site = path.resolve(__dirname, "../../public");
  const pages = (fs.readdirSync(site, { recursive: true }) as string[]).filter(
    (name) => name.endsWith(".html") && !name.startsWith("page-data"),
  );
  const waiting = pages.flatMap((name) => {
    const html = fs.readFileSync(path.join(site, name), "utf8");
    const target = /<link rel="expect" href="#([^"]+)"/.exec(html)?.[1];
    return target ? [{ name, target, found: html.includes(` id="${target}"`) }] : [];
  });
  expect(waiting.map((page) => page.name)).toEqual(expect.arrayContaining(["index.html", "projects.html", "404.html"]));
  // Without it the browser waits for the whole page anyway, and warns.
  expect(waiting.filter((page) => !page.found)).toEqual([]);
});

// Every page has the same loader (the policy holds them to the same scripts): the home page and the 404's.
for (const route of [routes.find((r) => r.path === "/")!, notFound]) {
  test(`${route.path} paints before it requests its scripts`, async ({ page, consoleProblems }) => {
    await page.goto(route.path);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime }))
        .filter((entry) => entry.url.endsWith(".js")),
    }));
    expect(paint, "the first contentful paint is reported").toBeGreaterThan(0);
    expect(scripts.map((script) => script.url)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/framework-/), expect.stringMatching(/^\/app-/)]),
    );
    for (const script of scripts) expect(script.start, script.url).toBeGreaterThanOrEqual(paint!);
    // The unknown path answers 404, which the browser logs itself.
    expectConsole(consoleProblems, /404 \(Not Found\)/);
  });
}
