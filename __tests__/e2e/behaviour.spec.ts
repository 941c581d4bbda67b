import type { Page } from "@playwright/test";
import { expect, expectConsole, menuToggle, notFound, routes, scrollThrough, site, test } from "./fixtures";

test.describe("loading spinner", () => {
  for (const path of ["/", "/about"]) {
    test(`${path} covers the page at start and hides about 500 ms after load`, async ({ page }) => {
      await page.addInitScript(() => {
        const record: Record<string, unknown> = {};
        Object.assign(window, { __spinner: record });
        addEventListener("load", () => (record.load = performance.now()));
        // At DOMContentLoaded (always before load) the spinner must be on top of the whole viewport.
        document.addEventListener("DOMContentLoaded", () => {
          const spinner = document.getElementById("spinner");
          const box = spinner?.getBoundingClientRect();
          const onTop = spinner?.contains(document.elementFromPoint(innerWidth / 2, innerHeight / 3));
          record.atStart = box ? [box.x, box.y, box.width, box.height, onTop] : null;
        });
        new MutationObserver(() => {
          if (record.atStart && record.gone === undefined && !document.getElementById("spinner")) {
            record.gone = performance.now();
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      await expect(page.locator("#spinner")).toHaveCount(0, { timeout: 10_000 });
      const record = await page.evaluate(() => (window as unknown as { __spinner: Record<string, number> }).__spinner);
      const viewport = page.viewportSize()!;
      expect(record.atStart).toEqual([0, 0, viewport.width, viewport.height, true]);
      const delay = record.gone! - record.load!;
      expect(delay).toBeGreaterThanOrEqual(490);
      expect(delay).toBeLessThan(1500);
    });
  }

  test("is only on / and /about", async ({ request }) => {
    for (const [path, has] of [
      ["/", true],
      ["/about", true],
      ["/services", false],
      ["/contact", false],
    ] as const) {
      expect((await (await request.get(path)).text()).includes('id="spinner"')).toBe(has);
    }
  });
});

test.describe("back-to-top", () => {
  test("is hidden at 250 px, shown at 600 px, and scrolls smoothly to the top", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Back to top" });
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(button).toBeVisible();
    // By keyboard: smoothly too, not at once as the focus moves to the top of the page.
    await button.focus();
    await page.keyboard.press("Enter");
    expect(
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(scrollY)))),
    ).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test("jumps at once under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 2000));
    await page.getByRole("button", { name: "Back to top" }).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

declare global {
  interface Window {
    figureShown: (figure: HTMLElement) => number;
  }
}

test.describe("counters", () => {
  // Each counter's target and label, from its file, in the site's order.
  const targets = site.counters.map((counter) => counter.target);
  const zeros = targets.map(() => 0);
  const label = (page: Page, text: string) => page.locator("[data-section=counters]").getByText(text, { exact: true });
  // The figure a counter shows: while it counts, the line of its figures that its animation has moved into view.
  const figureShown = () =>
    Object.assign(window, {
      figureShown: (el: HTMLElement) => {
        const lines = el.textContent!.split("\n");
        const up = -new DOMMatrix(getComputedStyle(el).transform).m42;
        return Number(lines[Math.round((up * lines.length) / el.offsetHeight)]);
      },
    });
  const watch = () => {
    const lowest: number[] = [];
    Object.assign(window, { __lowest: lowest });
    new MutationObserver(() => {
      document.querySelectorAll<HTMLElement>("[data-testid=counter-value]").forEach((el, i) => {
        lowest[i] = Math.min(lowest[i] ?? Infinity, window.figureShown(el));
      });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  };
  const values = (page: Page) =>
    page.getByTestId("counter-value").evaluateAll((els) => els.map((el) => Number(el.textContent)));

  for (const path of ["/", "/about"]) {
    test(`${path} counts from 0 up to each counter's target once in view`, async ({ page }) => {
      await page.addInitScript(figureShown);
      await page.addInitScript(watch);
      await page.goto(path);
      await expect(label(page, site.counters[0]!.label)).toBeVisible();
      await page.getByTestId("counter-value").last().scrollIntoViewIfNeeded();
      // Each counter starts from 0 (the server-rendered target is replaced on hydration), then reaches its target.
      const lowest = () => page.evaluate(() => (window as unknown as { __lowest: number[] }).__lowest);
      await expect.poll(lowest).toEqual(zeros);
      await expect.poll(() => values(page), { timeout: 5000 }).toEqual(targets);
      for (const counter of site.counters) await expect(label(page, counter.label)).toBeVisible();
    });
  }

  for (const path of ["/", "/about"]) {
    test(`${path} counts nothing while the loading overlay covers the counters, nor shows their end first`, async ({
      page,
    }) => {
      // Every state the page commits (each could be painted): the first figure each counter shows once its
      // digits are visible must be 0, under the overlay or not (the server's target, shown even for one frame,
      // is the count's end before its start); and when the overlay goes, none has started. Digits still hidden
      // (the page has not run yet) read as 0.
      await page.addInitScript(figureShown);
      await page.addInitScript(() => {
        const seen: { first: number[]; whenUncovered?: number[] } = { first: [] };
        Object.assign(window, { __seen: seen });
        new MutationObserver((_, observer) => {
          if (document.readyState === "loading") return;
          const shown = [...document.querySelectorAll<HTMLElement>("[data-testid=counter-value]")].map((el) =>
            getComputedStyle(el).visibility === "hidden" ? null : window.figureShown(el),
          );
          shown.forEach((value, i) => value !== null && (seen.first[i] ??= value));
          if (document.getElementById("spinner")) return;
          seen.whenUncovered ??= shown.map((value) => value ?? 0);
          if (shown.every((_, i) => seen.first[i] !== undefined)) observer.disconnect();
        }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
      });
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, 0));
      const seen = () =>
        page.evaluate(() => (window as unknown as { __seen: { first: number[]; whenUncovered?: number[] } }).__seen);
      await expect.poll(async () => (await seen()).whenUncovered).toBeDefined();
      await page.getByTestId("counter-value").last().scrollIntoViewIfNeeded();
      await expect.poll(() => values(page), { timeout: 5000 }).toEqual(targets);
      expect(await seen()).toEqual({ first: zeros, whenUncovered: zeros });
    });
  }

  test("show their targets without animating under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.addInitScript(figureShown);
    await page.addInitScript(watch);
    await page.goto("/");
    // Once every counter has taken over its server value (it is no longer pending), it has chosen not to count:
    // the page's own state, not a time, so a busy machine cannot make the check early.
    await expect(page.getByTestId("counter-value")).toHaveCount(targets.length);
    await expect(page.locator("[data-testid=counter-value][data-pending]")).toHaveCount(0);
    expect(await values(page)).toEqual(targets);
    const lowest = await page.evaluate(() => (window as unknown as { __lowest: number[] }).__lowest);
    expect(lowest.every((value, i) => value === targets[i]) || lowest.length === 0).toBe(true);
  });
});

// Content checks: every page reads without scripts, whatever the editors have written.
test.describe("without JavaScript", { tag: "@content" }, () => {
  test.use({ javaScriptEnabled: false });

  for (const route of [...routes, notFound]) {
    test(`${route.path} shows its navigation, all its sections and every image`, async ({ page, consoleProblems }) => {
      await page.goto(route.path);
      expectConsole(consoleProblems, /404 \(Not Found\)/);
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const label of ["Home", "About Us", "Services", "Projects", "Contact Us"]) {
        await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
      }
      await expect(page.locator("h1")).toHaveText(route.h1);
      for (const section of route.sections) await expect(page.locator(`[data-section="${section}"]`)).toBeVisible();
      // Nothing covers the page: the element in the middle of the screen belongs to the page itself.
      expect(
        await page.evaluate(() => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest("#spinner")),
      ).toBeNull();
      // Native lazy loading works without scripts: scroll through, then every image of the page has loaded.
      await scrollThrough(page);
      // Each image shows through its <noscript> fallback: every image wrapper holds a loaded picture.
      const wrappers = page.locator("[data-gatsby-image-wrapper]");
      expect(await wrappers.count()).toBeGreaterThan(0);
      await expect(async () => {
        const empty = await wrappers.evaluateAll((all) =>
          all
            .filter(
              (wrapper) => ![...wrapper.querySelectorAll("img")].some((img) => img.complete && img.naturalWidth > 0),
            )
            .map((wrapper) => wrapper.outerHTML.slice(0, 120)),
        );
        expect(empty).toEqual([]);
      }).toPass();
      if (route.sections.includes("quote")) {
        await expect(page.getByRole("button", { name: "Send Request" })).toBeVisible();
      }
    });
  }

  test("the spinner never covers the page, the links show and the counters read their targets", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#spinner")).toBeHidden();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Home", "About Us", "Services", "Projects", "Contact Us"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(menuToggle(page)).toBeHidden();
    expect(await page.getByTestId("counter-value").allTextContents()).toEqual(
      site.counters.map((counter) => String(counter.target)),
    );
    // The why section reads to its last point.
    await expect(page.getByRole("heading", { name: site.why.at(-1)!.title, exact: true })).toBeVisible();
  });
});
