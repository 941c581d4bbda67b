// What start-up may cost the phone (docs/architecture.md, "Hydration rules"), counted rather than timed, so that a
// busy machine cannot fail it: React renders what moves and leaves what never changes as the server wrote it.
import { expect, hydrated, site, test } from "./fixtures";

declare global {
  interface Window {
    __REACT_DEVTOOLS_GLOBAL_HOOK__?: object;
    commits: number;
  }
}

test(
  "/about: React commits a few times while the page starts and counts, hydrates only what moves, and fades nothing",
  {
    tag: "@once",
  },
  async ({ page }) => {
    // React tells a developer tool, when one is there, of every commit.
    await page.addInitScript(() => {
      window.commits = 0;
      window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        inject: () => 1,
        checkDCE: () => {},
        onCommitFiberRoot: () => window.commits++,
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
      };
    });
    await page.goto("/about");
    // Start-up done: the overlay gone, and every counter's count ended on its target.
    await expect(page.locator("#spinner")).toHaveCount(0);
    await expect
      .poll(() => page.getByTestId("counter-value").evaluateAll((all) => all.map((el) => Number(el.textContent))))
      .toEqual(site.counters.map((counter) => counter.target));
    // A render a frame while the counters count would be about 120.
    expect.soft(await page.evaluate(() => window.commits)).toBeLessThanOrEqual(10);
    const hydratedInside = await page.evaluate(() =>
      [
        ...document.querySelectorAll(
          "[data-section=about] *, [data-section=services] *, [data-section=why] *, footer *",
        ),
      ]
        .filter((el) => Object.keys(el).some((key) => key.startsWith("__react")))
        .map((el) => el.tagName),
    );
    expect(hydratedInside, "elements hydrated in sections that never change").toEqual([]);
    // The header's parts are as tall as the CSS lays them out, so the page wrote no style on its root: one written
    // there restyles every element (use-sticky-header.ts, _variables.scss).
    expect(await page.evaluate(() => document.documentElement.style.cssText), "a style written on <html>").toBe("");
    // A picture fading in over its placeholder renders every frame of the fade on the main thread.
    const fades = await page
      .locator("[data-placeholder-image], [data-main-image]")
      .evaluateAll((all) => all.map((el) => getComputedStyle(el).transitionDuration));
    expect(fades.length).toBeGreaterThan(0);
    expect(new Set(fades), "the pictures' fade-in").toEqual(new Set(["0s"]));
  },
);

test("/: the project carousel stays as the server wrote it until it comes near the viewport", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#spinner")).toHaveCount(0);
  const slider = page.locator("[data-section=projects] [data-slider]");
  expect(await hydrated(slider), "hydrated with the page, far below the first screen").toBe(false);
  await slider.scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated(slider)).toBe(true);
});
