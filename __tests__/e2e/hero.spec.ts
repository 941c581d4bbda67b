// The hero as react-responsive-carousel really shows it, and as the server wrote it. Its rotation, pause, hover,
// focus, reduced motion and controls are the component's own: unit/hero.test.tsx.
import type { Page } from "@playwright/test";
import { expectHeroMoves } from "./carousel-helpers";
import { expect, site, test } from "./fixtures";

const count = site.hero.length;
const hero = (page: Page) => page.getByRole("region", { name: "Highlights" });

test(
  "the slide show brings each slide on screen, its Request A Quote above the controls",
  { tag: "@widths" },
  async ({ page }) => {
    expectHeroMoves();
    // The hero then stands still and cuts from slide to slide, so what is on screen is settled.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    // Until the overlay has gone, a click would land on it (and Playwright scroll the page to find the button).
    await expect(page.locator("#spinner")).toHaveCount(0);
    const controls = hero(page).locator("[data-js-only]");
    for (let slide = 1; slide <= count; slide++) {
      if (slide > 1) await hero(page).getByRole("button", { name: "Next slide" }).click();
      // Only the shown slide is exposed; its link must lie within the hero's width (not in a slide beside it),
      // above the controls.
      const group = hero(page).getByRole("group", { name: `${slide} of ${count}`, exact: true });
      const link = group.getByRole("link", { name: "Request A Quote" });
      const place = async () => {
        const [a, area, below] = await Promise.all([link, hero(page), controls].map((l) => l.boundingBox()));
        return [a!.x >= area!.x && a!.x + a!.width <= area!.x + area!.width, a!.y + a!.height <= below!.y];
      };
      await expect.poll(place, `slide ${slide}'s link: within the hero, above the controls`).toEqual([true, true]);
    }
  },
);

test("the first slide's picture loads eagerly at high priority, the others lazily", async ({ page }) => {
  await page.goto("/");
  const images = hero(page).locator("img[data-main-image]");
  await expect(images).toHaveCount(count);
  const loading = await images.evaluateAll((all) => all.map((img) => img.getAttribute("loading")));
  expect(loading).toEqual(site.hero.map((_, i) => (i === 0 ? "eager" : "lazy")));
  await expect(images.first()).toHaveAttribute("fetchpriority", "high");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every slide shows its caption and its quote link, with no dead controls", async ({ page }) => {
    await page.goto("/");
    for (const [i, { line1, line2 }] of site.hero.entries()) {
      // Found by role: no slide is hidden from a screen reader.
      const group = hero(page).getByRole("group", { name: `${i + 1} of ${count}`, exact: true });
      expect(await group.locator("p").innerText()).toBe(`${line1}\n${line2}`);
      await expect(group.getByRole("link", { name: "Request A Quote" })).toBeVisible();
    }
    await expect(hero(page).getByRole("button")).toHaveCount(0);
  });
});

test("the hero's height is reserved before scripts run", { tag: "@widths" }, async ({ page, browser }) => {
  await page.goto("/");
  const withScripts = await hero(page).boundingBox();
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  const noScripts = await context.newPage();
  await noScripts.goto("/");
  const firstSlide = await noScripts.locator('[aria-roledescription="slide"]').first().boundingBox();
  await context.close();
  expect(firstSlide?.height).toBe(withScripts?.height);
});
