// On a phone every control is at least 44 x 44 CSS px, the size Apple and Google recommend for a thumb (WCAG 2.5.5,
// AAA): the top bar, the navigation and its menu, the carousels' and the lightbox's buttons and dots, the footer's
// links, every button. Only a link inside a sentence of running text (the terms, Markdown content) may be smaller.
import type { Page } from "@playwright/test";
import { expect, menuToggle, notFound, openRoute, routes, scrollThrough, test } from "./fixtures";
import { openLightboxInView } from "./page-helpers";

const TARGET = 44;

/**
 * The controls on screen smaller than 44 x 44 px. A link whose ::after is stretched over its card (the service
 * tiles) is as large as the card, which takes its clicks; a link inside a sentence is exempt: one in a paragraph
 * or list item with at least three words of its own beside it, in the page's content.
 */
const smallTargets = (page: Page) =>
  page.evaluate((target) => {
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button, summary, input:not([type=hidden]), select, textarea, [role=button], [tabindex='0']",
    );
    const small: string[] = [];
    for (const control of controls) {
      if (control.closest("[inert], [aria-hidden=true]") || control.tabIndex < 0) continue;
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      let box = control.getBoundingClientRect();
      // Visually hidden until it takes focus: the skip link (its focused size is checked below).
      if (box.width <= 1 && box.height <= 1) continue;
      const after = getComputedStyle(control, "::after");
      if (after.position === "absolute" && after.inset === "0px" && control.offsetParent) {
        box = control.offsetParent.getBoundingClientRect();
      }
      const block = control.closest("p, li, td");
      const own = block?.textContent?.replace(control.textContent ?? "", "").match(/\p{L}{2,}/gu) ?? [];
      const inSentence = control.tagName === "A" && control.closest("main") !== null && own.length >= 3;
      if (inSentence) continue;
      if (box.width < target - 0.5 || box.height < target - 0.5) {
        const name = (control.getAttribute("aria-label") ?? control.innerText).replace(/\s+/g, " ").trim();
        small.push(`${control.tagName.toLowerCase()} "${name}" ${box.width.toFixed(1)} x ${box.height.toFixed(1)}`);
      }
    }
    return small;
  }, TARGET);

for (const width of [320, 375, 414]) {
  // A content check: the editors' links count too (Markdown's, the company's).
  test.describe(`at ${width} px, on a phone`, { tag: ["@once", "@content"] }, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });

    for (const route of [...routes, notFound]) {
      test(`${route.path}: every control is at least 44 x 44 px, with the menu open and in the lightbox`, async ({
        page,
        consoleProblems,
      }) => {
        await openRoute(page, route.path, consoleProblems);
        // The skip link, once it shows.
        await page.keyboard.press("Tab");
        const skip = await page.getByRole("link", { name: "Skip to content" }).boundingBox();
        expect(Math.min(skip!.width, skip!.height)).toBeGreaterThanOrEqual(TARGET);
        // Every section rendered (content-visibility) and every carousel hydrated, as a visitor finds them.
        await scrollThrough(page);
        const small = { page: await smallTargets(page) };
        await menuToggle(page).click();
        await expect(page.locator("#main-menu")).toBeVisible();
        const menu = await smallTargets(page);
        await menuToggle(page).click();
        let lightbox: string[] = [];
        if (route.sections.includes("projects")) {
          await page.locator("[data-section=projects]").scrollIntoViewIfNeeded();
          await openLightboxInView(page);
          lightbox = await smallTargets(page);
          await page.keyboard.press("Escape");
        }
        expect({ ...small, menu, lightbox }).toEqual({ page: [], menu: [], lightbox: [] });
      });
    }
  });
}
