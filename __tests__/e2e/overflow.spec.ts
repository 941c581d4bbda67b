// No page is wider than a phone's or a tablet's screen, in any state: a finger's swipe sideways must not pan the
// page, and a phone must not zoom it out to fit. Measured as a phone sees it (mobile emulation), where the
// window grows with a page that is too wide, so the page is compared with the screen's own width.
import type { Page } from "@playwright/test";
import { expect, expectConsole, menuToggle, notFound, openLightbox, routes, test } from "./fixtures";

/** How far the page reaches past the right edge of the screen, in CSS px (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate((width) => Math.max(0, document.scrollingElement!.scrollWidth - width), page.viewportSize()!.width);

for (const width of [320, 375, 414, 768]) {
  test.describe(`at ${width} px, on a phone or tablet`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });

    for (const route of [...routes, notFound]) {
      test(`${route.path} is no wider than the screen, loaded, scrolled to the end and with what opens`, async ({
        page,
        consoleProblems,
      }) => {
        const wider: Record<string, number> = {};
        const check = async (state: string) => {
          const by = await overflow(page);
          if (by > 0) wider[state] = by;
        };
        await page.goto(route.path);
        await check("loaded");
        await page.evaluate(() =>
          window.scrollTo({ top: document.scrollingElement!.scrollHeight, behavior: "instant" }),
        );
        await page.waitForTimeout(300);
        await check("scrolled to the end");
        if (await menuToggle(page).isVisible()) {
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
          await menuToggle(page).click();
          await expect(page.locator("#main-menu")).toBeVisible();
          await check("menu open");
          await menuToggle(page).click();
        }
        if (route.sections.includes("projects")) {
          await page.locator("[data-section=projects]").scrollIntoViewIfNeeded();
          await openLightbox(page);
          await check("lightbox open");
          await page.keyboard.press("Escape");
        }
        // Swiped sideways, the page stays where it is.
        await page.evaluate(() => window.scrollBy({ left: 200, behavior: "instant" }));
        expect(await page.evaluate(() => window.scrollX)).toBe(0);
        expect(wider).toEqual({});
        // The browser logs the 404 page's own status.
        if (route === notFound) expectConsole(consoleProblems, /status of 404/);
      });
    }
  });
}
