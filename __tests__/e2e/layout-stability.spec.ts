// Nothing jumps: no layout shift while a page loads, hydrates and its carousels take over from the
// server's markup (the spinner, carousels and counters reserve their space).
import { expect, routes, test } from "./fixtures";

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
