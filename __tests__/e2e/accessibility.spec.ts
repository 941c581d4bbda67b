// WCAG 2.2 AA on every route: axe (also with the menu and the lightbox open, and before the scripts run), the
// skip link and the menu by keyboard, the heading outline, and reduced motion. The Tab order and every focus
// ring are focus-not-obscured.spec.ts's, which walks every control.
import type { Page } from "@playwright/test";
import { twoDigits } from "../support/site-content";
import { axeViolations } from "./axe";
import { expectHeroMoves, expectProjectsSlide } from "./carousel-helpers";
import {
  expect,
  expectConsole,
  holdScripts,
  hydrated,
  notFound,
  menuOpen,
  menuToggle,
  openLightbox,
  routes,
  scrollThrough,
  site,
  test,
} from "./fixtures";

const paths = [...routes, notFound].map((route) => route.path);
/**
 * axe on every route and the heading outline must hold for any content the build accepts: content checks, which
 * run against the production build too (tag @content).
 */
const CONTENT = { tag: "@content" };

/**
 * The spinner covers the page for about half a second after load; axe should see the page itself. Sections
 * are rendered when they come near the viewport (content-visibility), so scroll through the page once, as
 * a visitor would, and axe measures every section where it really is.
 */
async function ready(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("#spinner")).toHaveCount(0);
  await scrollThrough(page);
}

for (const path of paths) {
  test(
    `${path} has no axe violation, one h1 and no skipped heading level`,
    CONTENT,
    async ({ page, consoleProblems }) => {
      await ready(page, path);
      expect(await axeViolations(page)).toEqual([]);
      const levels = await page
        .locator("h1, h2, h3, h4, h5, h6")
        .evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
      expect(levels[0], "the first heading is the h1").toBe(1);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      const skips = levels.flatMap((level, i) =>
        i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} → h${level}`] : [],
      );
      expect(skips, `heading levels in order: ${levels.join(" ")}`).toEqual([]);
      // The unknown path answers 404, which the browser logs itself.
      expectConsole(consoleProblems, /404 \(Not Found\)/);
    },
  );
}

test("the page with the mobile menu open has no axe violation at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await ready(page, "/");
  await menuToggle(page).click();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact Us" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the page with the lightbox open has no axe violation", async ({ page }) => {
  await ready(page, "/projects");
  await openLightbox(page);
  expect(await axeViolations(page)).toEqual([]);
});

test("the project carousel has no axe violation before the page's scripts have run", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/projects", { waitUntil: "domcontentloaded" });
  expect(await hydrated(page.locator("[data-section=projects] [data-slider]"))).toBe(false);
  expect(await axeViolations(page, "[data-section=projects]")).toEqual([]);
  release();
});

test.describe("keyboard", () => {
  test.use({ reducedMotion: "reduce" });

  test("Skip to content moves focus to the main content", async ({ page }) => {
    await ready(page, "/about");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
  });

  test("the Menu toggle opens with Space and Enter and closes with Escape", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await ready(page, "/");
    const toggle = menuToggle(page);
    await toggle.focus();
    await page.keyboard.press("Space");
    await expect.poll(() => menuOpen(page)).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => menuOpen(page)).toBe(false);
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Enter");
    await expect.poll(() => menuOpen(page)).toBe(true);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Home", exact: true })).toBeFocused();
  });
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  const running = (page: Page) =>
    page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === "running").length);

  test("no animation runs that the visitor did not start, and slides change without sliding", async ({ page }) => {
    expectHeroMoves();
    expectProjectsSlide();
    const dot = twoDigits(Math.min(3, site.projects.length));
    await page.goto("/", { waitUntil: "domcontentloaded" });
    expect(await running(page), "the spinner is still").toBe(0);
    await ready(page, "/");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
    await page.getByRole("button", { name: "Next slide" }).click();
    const hero = page.getByRole("region", { name: "Highlights" });
    await expect(hero.getByRole("group", { name: `2 of ${site.hero.length}`, exact: true })).toBeInViewport({
      ratio: 1,
    });
    expect(await running(page), "the hero cuts to the next slide").toBe(0);
    await ready(page, "/projects");
    await page.getByRole("button", { name: `Slide ${dot}`, exact: true }).click();
    await expect(page.locator(".slick-dots .slick-active button")).toHaveText(dot);
    expect(await running(page), "the project carousel cuts to the slide").toBe(0);
    expect(await page.locator(".slick-track").evaluate((track) => getComputedStyle(track).transitionDuration)).toMatch(
      /^0s/,
    );
  });
});
