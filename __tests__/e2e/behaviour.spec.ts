// What the spinner, the back-to-top button and the counters do in a real page: the overlay's place, the
// browser's smooth scroll and focus, the compositor's count and what the page shows before it runs. Their timing
// and thresholds are the components' unit tests'.
import { expect, expectConsole, notFound, routes, scrollThrough, site, test } from "./fixtures";

test("the spinner covers the whole screen from the first paint until after the page has loaded", async ({ page }) => {
  await page.addInitScript(() => {
    const record: Record<string, unknown> = {};
    Object.assign(window, { __spinner: record });
    addEventListener("load", () => (record.loaded = true));
    // At DOMContentLoaded (always before load) the spinner must be on top of the whole viewport.
    document.addEventListener("DOMContentLoaded", () => {
      const spinner = document.getElementById("spinner");
      const box = spinner?.getBoundingClientRect();
      const onTop = spinner?.contains(document.elementFromPoint(innerWidth / 2, innerHeight / 3));
      record.atStart = box ? [box.x, box.y, box.width, box.height, onTop] : null;
    });
    new MutationObserver(() => {
      if (record.atStart && record.goneAfterLoad === undefined && !document.getElementById("spinner")) {
        record.goneAfterLoad = record.loaded === true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/");
  await expect(page.locator("#spinner")).toHaveCount(0);
  const { width, height } = page.viewportSize()!;
  expect(await page.evaluate(() => (window as unknown as { __spinner: object }).__spinner)).toEqual({
    atStart: [0, 0, width, height, true],
    loaded: true,
    goneAfterLoad: true,
  });
});

test("when the page's scripts never arrive, it reads and works as without JavaScript", async ({
  page,
  consoleProblems,
}) => {
  // A proxy, an extension or a broken connection refusing the bundles: the app will not start.
  await page.route(/\.js$/, (route) => route.abort());
  // Not "load": the test's page.goto would then wait for a hydration that never comes.
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect(page.locator("#spinner")).toHaveCount(0);
  for (const figure of await page.getByTestId("counter-value").all()) await expect(figure).toBeVisible();
  const scriptOnly = page.locator("[data-js-only]");
  expect(await scriptOnly.count()).toBeGreaterThan(0);
  for (const control of await scriptOnly.all()) await expect(control).toBeHidden();
  expectConsole(consoleProblems, /net::ERR_FAILED/);
});

test("the spinner is only on / and /about", async ({ request }) => {
  for (const { path } of routes) {
    const html = await (await request.get(path)).text();
    expect(html.includes('id="spinner"'), path).toBe(["/", "/about"].includes(path));
  }
});

test("back-to-top shows past the threshold; by keyboard it scrolls smoothly to the top and focus goes there", async ({
  page,
}) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Back to top" });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(button).toBeVisible();
  await button.focus();
  // Every position the page scrolls through, whenever the test gets to read them: a busy machine may run the
  // whole scroll before the test's next step.
  type Recorded = Window & { scrolls?: number[] };
  await page.evaluate(() => {
    const recorded = window as Recorded;
    recorded.scrolls = [];
    addEventListener("scroll", () => recorded.scrolls!.push(scrollY));
  });
  await page.keyboard.press("Enter");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Smoothly: through positions between, not at once, as focus moving to the top of the page would scroll it.
  const scrolls = await page.evaluate(() => (window as Recorded).scrolls!);
  expect(
    scrolls.some((y) => y > 0 && y < 600),
    `the positions scrolled through: ${scrolls.join(", ")}`,
  ).toBe(true);
  await expect(page.locator("#top")).toBeFocused();
  await expect(button).toBeHidden();
});

test("/about: the counters never show their end before their start, and count up to their targets", async ({
  page,
}) => {
  // In every state the page commits (each could be painted), the first figure each counter shows once its digits
  // are visible must be 0: the server's target, shown even for one frame, is the count's end before its start.
  await page.addInitScript(() => {
    // The figure shown: while it counts, the line of its figures that its animation has moved into view.
    const shown = (el: HTMLElement) => {
      const lines = el.textContent!.split("\n");
      const up = -new DOMMatrix(getComputedStyle(el).transform).m42;
      return Number(lines[Math.round((up * lines.length) / el.offsetHeight)]);
    };
    const first: number[] = [];
    Object.assign(window, { __first: first });
    new MutationObserver(() => {
      if (document.readyState === "loading") return;
      document.querySelectorAll<HTMLElement>("[data-testid=counter-value]").forEach((el, i) => {
        if (getComputedStyle(el).visibility !== "hidden") first[i] ??= shown(el);
      });
    }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  });
  await page.goto("/about");
  const figures = page.getByTestId("counter-value");
  await figures.last().scrollIntoViewIfNeeded();
  const targets = site.counters.map((counter) => counter.target);
  await expect.poll(() => figures.evaluateAll((els) => els.map((el) => Number(el.textContent)))).toEqual(targets);
  const first = await page.evaluate(() => (window as unknown as { __first: number[] }).__first);
  expect(first, "the first figure each counter shows").toEqual(targets.map(() => 0));
});

test.describe("without JavaScript on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test("the open menu is a row of its own under the brand", async ({ page }) => {
    await page.goto("/");
    const brand = (await page.getByRole("navigation", { name: "Main" }).locator(".navbar-brand").boundingBox())!;
    const menu = (await page.locator("#main-menu").boundingBox())!;
    expect(menu.y).toBeGreaterThanOrEqual(brand.y + brand.height);
  });
});

// Content checks: every page reads without scripts, whatever the editors have written.
test.describe("without JavaScript", { tag: "@content" }, () => {
  test.use({ javaScriptEnabled: false });

  for (const route of [...routes, notFound]) {
    test(`${route.path} shows its navigation, every section whole and every image`, async ({
      page,
      consoleProblems,
    }) => {
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
      const empty = (all: HTMLElement[]) =>
        all
          .filter(
            (wrapper) => ![...wrapper.querySelectorAll("img")].some((img) => img.complete && img.naturalWidth > 0),
          )
          .map((wrapper) => wrapper.outerHTML.slice(0, 120));
      await expect.poll(() => wrappers.evaluateAll(empty)).toEqual([]);
      // Each counter shows its target, and the why section reads to its last point.
      if (route.sections.includes("counters")) {
        const figures = page.getByTestId("counter-value");
        await expect(figures).toHaveText(site.counters.map((counter) => String(counter.target)));
        for (const figure of await figures.all()) await expect(figure).toBeVisible();
      }
      if (route.sections.includes("why")) {
        await expect(page.getByRole("heading", { name: site.why.at(-1)!.title, exact: true })).toBeVisible();
      }
      if (route.sections.includes("quote")) {
        await expect(page.getByRole("button", { name: "Send Request" })).toBeVisible();
      }
    });
  }
});
