// While a page loads: it paints before it requests its scripts (plugins/post-build/page-scripts.ts), and nothing
// jumps as it hydrates and its carousels take over from the server's markup (the spinner, carousels and
// counters reserve their space).
import { expect, expectConsole, notFound, routes, test } from "./fixtures";

for (const route of routes) {
  test(`${route.path} does not shift its layout while it loads`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: string[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources?: { node?: Node }[];
        })[]) {
          const nodes = entry.sources?.map((source) => (source.node as Element | undefined)?.className ?? "?");
          w.__shifts.push(`${entry.value.toFixed(4)} ${nodes?.join(", ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(route.path);
    // Past the spinner's removal and the carousels' first layout.
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
  });
}

for (const route of [...routes, notFound]) {
  test(`${route.path} paints before it requests its scripts`, { tag: "@once" }, async ({ page, consoleProblems }) => {
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
