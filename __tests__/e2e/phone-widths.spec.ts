// On a phone and a tablet, as a phone sees a page (mobile emulation, where the window grows with a page that is too
// wide, so the page is compared with the screen's own width), in every state a visitor brings about (loaded, scrolled
// to the end, the menu open, the lightbox open):
// - no page is wider than the screen: a finger's swipe sideways must not pan the page, and a phone must not zoom it
//   out to fit;
// - on a phone every control is at least 44 x 44 CSS px, the size Apple and Google recommend for a thumb (WCAG 2.5.5,
//   AAA): the top bar, the navigation and its menu, the carousels' and the lightbox's buttons and dots, the footer's
//   links, every button. Only a link inside a sentence of running text (the terms, Markdown content) may be smaller.
// One visit of each page at each width checks both: the width at 320, 375, 414 and 768 px (GUIDE.md's), the targets at
// 320 and 375 px, the narrowest phone and the common one, which stand for every width below Bootstrap's 576 px
// breakpoint, where the layout only stretches.
import type { Page } from "@playwright/test";
import {
  expect,
  expectConsole,
  menuToggle,
  notFound,
  openLightbox,
  routes,
  scrollThrough,
  site,
  test,
} from "./fixtures";

const TARGET = 44;

/** How far the page reaches past the right edge of the screen, in CSS px (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate((width) => Math.max(0, document.scrollingElement!.scrollWidth - width), page.viewportSize()!.width);

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

for (const { width, targets: measured } of [
  { width: 320, targets: true },
  { width: 375, targets: true },
  { width: 414, targets: false },
  { width: 768, targets: false },
]) {
  test.describe(`at ${width} px, as a phone or tablet shows it`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });

    for (const route of [...routes, notFound]) {
      const what = measured ? "every control at least 44 x 44 px, " : "";
      test(`${route.path}: no wider than the screen, ${what}loaded, scrolled, with the menu and the lightbox open`, async ({
        page,
        consoleProblems,
      }) => {
        const wider: Record<string, number> = {};
        const small: Record<string, string[]> = {};
        // The controls are measured once every section is rendered (content-visibility), and then in each state.
        const check = async (state: string, targets = measured) => {
          const by = await overflow(page);
          if (by > 0) wider[state] = by;
          if (!targets) return;
          const found = await smallTargets(page);
          if (found.small.length) small[state] = found.small;
          // Every service title, alone in its heading, was measured.
          if (state === "scrolled through" && route.sections.includes("services")) {
            expect(found.headingLinks).toBeGreaterThanOrEqual(site.services.length);
          }
        };
        await page.goto(route.path);
        await expect(page.locator("#spinner")).toHaveCount(0);
        await check("loaded", false);
        if (measured) {
          // The skip link, once it shows.
          await page.keyboard.press("Tab");
          const skip = await page.getByRole("link", { name: "Skip to content" }).boundingBox();
          expect(Math.min(skip!.width, skip!.height)).toBeGreaterThanOrEqual(TARGET);
        }
        // Every section rendered (content-visibility) and every carousel hydrated, as a visitor finds them.
        await scrollThrough(page);
        await check("scrolled through");
        await page.evaluate(() =>
          window.scrollTo({ top: document.scrollingElement!.scrollHeight, behavior: "instant" }),
        );
        await page.waitForTimeout(300);
        await check("scrolled to the end", false);
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
        expect({ wider, small }).toEqual({ wider: {}, small: {} });
        // The browser logs the 404 page's own status.
        if (route === notFound) expectConsole(consoleProblems, /status of 404/);
      });
    }
  });
}
