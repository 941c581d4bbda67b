// On a phone every control is at least 44 x 44 CSS px, the size Apple and Google recommend for a thumb (WCAG 2.5.5,
// AAA): the top bar, the navigation and its menu, the carousels' and the lightbox's buttons and dots, the footer's
// links, every button. Only a link inside a sentence of running text (the terms, Markdown content) may be smaller.
import type { Page } from "@playwright/test";
import { expect, menuToggle, notFound, openLightbox, openRoute, routes, scrollThrough, site, test } from "./fixtures";

const TARGET = 44;

/**
 * The controls on screen smaller than 44 x 44 px, measured by their own box (a service title's ::after stretched
 * over its tile takes the tile's clicks too, but the title is a control of its own, alone in its heading); a link
 * inside a sentence is exempt: one in a paragraph or list item with at least three words of its own beside it, in
 * the page's content. Also how many links stand alone in a heading, which every route's count must include.
 */
const smallTargets = (page: Page) =>
  page.evaluate((target) => {
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button, summary, input:not([type=hidden]), select, textarea, [role=button], [tabindex='0']",
    );
    const small: string[] = [];
    let headingLinks = 0;
    for (const control of controls) {
      if (control.closest("[inert], [aria-hidden=true]") || control.tabIndex < 0) continue;
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = control.getBoundingClientRect();
      // Visually hidden until it takes focus: the skip link (its focused size is checked below).
      if (box.width <= 1 && box.height <= 1) continue;
      // A link alone in a heading is a control of its own, even in a list item whose text runs on below it
      // (a service tile is one: its title, then its text).
      const inHeading = control.closest("h1, h2, h3, h4, h5, h6") !== null;
      if (inHeading) headingLinks++;
      const block = control.closest("p, li, td");
      const own = block?.textContent?.replace(control.textContent ?? "", "").match(/\p{L}{2,}/gu) ?? [];
      const inSentence = control.tagName === "A" && !inHeading && control.closest("main") !== null && own.length >= 3;
      if (inSentence) continue;
      if (box.width < target - 0.5 || box.height < target - 0.5) {
        const name = (control.getAttribute("aria-label") ?? control.innerText).replace(/\s+/g, " ").trim();
        small.push(`${control.tagName.toLowerCase()} "${name}" ${box.width.toFixed(1)} x ${box.height.toFixed(1)}`);
      }
    }
    return { small, headingLinks };
  }, TARGET);

for (const width of [320, 375, 414]) {
  test.describe(`at ${width} px, on a phone`, () => {
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
        const onPage = await smallTargets(page);
        // Every service title, alone in its heading, was measured.
        if (route.sections.includes("services")) {
          expect(onPage.headingLinks).toBeGreaterThanOrEqual(site.services.length);
        }
        const small = { page: onPage.small };
        await menuToggle(page).click();
        await expect(page.locator("#main-menu")).toBeVisible();
        const menu = (await smallTargets(page)).small;
        await menuToggle(page).click();
        let lightbox: string[] = [];
        if (route.sections.includes("projects")) {
          await page.locator("[data-section=projects]").scrollIntoViewIfNeeded();
          await openLightbox(page);
          lightbox = (await smallTargets(page)).small;
          await page.keyboard.press("Escape");
        }
        expect({ ...small, menu, lightbox }).toEqual({ page: [], menu: [], lightbox: [] });
      });
    }
  });
}
