import { expect, site, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { expectHeroMoves } from "./carousel-helpers";

const INTERVAL = 6000;
/** The slides as their files give them, in the site's order. */
const slides = site.hero;
const count = slides.length;
/** A caption as the slide shows it: line 1, a line break, line 2. */
const caption = (i: number) => `${slides[i]!.line1}\n${slides[i]!.line2}`;
/** The slide (numbered from 1) that `steps` steps forward from the first show, wrapping after the last. */
const stepsOn = (steps: number) => (steps % count) + 1;

const hero = (page: Page) => page.getByRole("region", { name: "Highlights" });
/** The slide the visitor sees: the thumbnail marked current, cross-checked with the slide on screen. */
async function shown(page: Page): Promise<number> {
  const current = await hero(page)
    .locator('button[aria-current="true"]')
    .evaluate((el) => [...el.closest("ul")!.querySelectorAll("button")].indexOf(el as HTMLButtonElement));
  const onScreen = await hero(page)
    .locator('[aria-roledescription="slide"]')
    .evaluateAll((slides) => slides.findIndex((s) => Math.abs(s.getBoundingClientRect().left) < 2));
  expect(onScreen).toBe(current);
  return current + 1;
}
/** Takes the pointer and the focus out of the hero, which pauses while either is inside. */
async function leaveHero(page: Page) {
  await page.mouse.move(0, 0);
  await page.locator("body").click({ position: { x: 1, y: 1 } });
}
// A slide change (HERO_TRANSITION_MS, 600 ms) and a margin; the components cannot be imported here (Sass).
const settle = (page: Page) => page.waitForTimeout(800);

/** Lets `ms` of the page's clock pass, then says which slide is shown. */
async function after(page: Page, ms: number): Promise<number> {
  await page.clock.runFor(ms);
  await settle(page);
  return shown(page);
}

test.describe("hero carousel", () => {
  test.beforeEach(async ({ page }) => {
    expectHeroMoves();
    await page.clock.install();
    await page.goto("/");
    await page.clock.runFor(1000); // past the spinner
  });

  test("shows every slide with its two-line caption, labelled n of N", async ({ page }) => {
    const groups = hero(page).locator('[aria-roledescription="slide"]');
    await expect(groups).toHaveCount(count);
    for (let i = 0; i < count; i++) {
      await expect(groups.nth(i)).toHaveAttribute("aria-label", `${i + 1} of ${count}`);
      expect(await groups.nth(i).locator("p").innerText()).toBe(caption(i));
    }
    await expect(hero(page)).toHaveAttribute("aria-roledescription", "carousel");
  });

  test("advances by itself and loops", async ({ page }) => {
    expect(await shown(page)).toBe(1);
    // Every slide in turn, and after the last the first again.
    for (let steps = 1; steps <= count; steps++) {
      expect(await after(page, INTERVAL)).toBe(stepsOn(steps));
    }
  });

  test("previous, next and thumbnails show the right slide, wrapping at both ends", async ({ page }) => {
    await hero(page).getByRole("button", { name: "Previous slide" }).click();
    expect(await after(page, 0)).toBe(count);
    await hero(page).getByRole("button", { name: "Next slide" }).click();
    expect(await after(page, 0)).toBe(1);
    const { line1, line2 } = slides[1]!;
    await hero(page)
      .getByRole("button", { name: `Slide 2: ${line1} ${line2}`, exact: true })
      .click();
    expect(await after(page, 0)).toBe(2);
  });

  test("every control is a named button, and the keyboard works them", async ({ page }) => {
    const buttons = hero(page).getByRole("button");
    // Play or pause, previous, next, and a thumbnail for each slide.
    await expect(buttons).toHaveCount(3 + count);
    for (const name of await buttons.evaluateAll((els) =>
      els.map((el) => el.textContent + (el.getAttribute("aria-label") ?? "")),
    )) {
      expect(name.trim().length).toBeGreaterThan(0);
    }
    await hero(page).getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("Enter");
    expect(await after(page, 0)).toBe(stepsOn(1));
    await page.keyboard.press("Space");
    expect(await after(page, 0)).toBe(stepsOn(2));
  });

  test("the pause button stops and restarts the rotation", async ({ page }) => {
    const stop = hero(page).getByRole("button", { name: "Stop automatic slide show" });
    await stop.click();
    await leaveHero(page);
    expect(await after(page, INTERVAL * 3)).toBe(1);
    await hero(page).getByRole("button", { name: "Start automatic slide show" }).click();
    await leaveHero(page);
    expect(await after(page, INTERVAL)).toBe(2);
  });

  test("rotation pauses on hover and while focus is inside", async ({ page }) => {
    await hero(page).hover();
    await page.clock.runFor(INTERVAL * 2);
    expect(await shown(page)).toBe(1);
    await page.mouse.move(0, 0);
    await hero(page)
      .getByRole("button", { name: /^Slide 1:/ })
      .focus();
    await page.clock.runFor(INTERVAL * 2);
    expect(await shown(page)).toBe(1);
    await page.locator("body").click({ position: { x: 1, y: 1 } });
    expect(await after(page, INTERVAL)).toBe(2);
  });

  test(
    "each slide leads to the quote form, clear of the controls, and Tab reaches the shown slide's link only",
    { tag: "@widths" },
    async ({ page }) => {
      const actions = hero(page).locator('[aria-roledescription="slide"] a');
      await expect(actions).toHaveCount(count);
      for (let i = 0; i < count; i++) {
        await expect(actions.nth(i)).toHaveAttribute("href", "/contact");
        await expect(actions.nth(i)).toHaveText("Request A Quote");
      }
      const controls = (await hero(page).locator("[data-js-only]").boundingBox())!;
      const heroBox = (await hero(page).boundingBox())!;
      for (let slide = 1; slide <= count; slide++) {
        if (slide > 1) {
          await hero(page).getByRole("button", { name: "Next slide" }).click();
          expect(await after(page, 0)).toBe(slide);
        }
        const link = hero(page).getByRole("link", { name: "Request A Quote" });
        await expect(link).toHaveCount(1);
        await expect(link).toBeVisible();
        const box = (await link.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(controls.y);
        expect(box.x).toBeGreaterThanOrEqual(heroBox.x);
        expect(box.x + box.width).toBeLessThanOrEqual(heroBox.x + heroBox.width);
        expect(await link.evaluate((a) => a.closest("[aria-roledescription=slide]")!.getAttribute("aria-label"))).toBe(
          `${slide} of ${count}`,
        );
      }
      // From the top of the page, Tab comes to the shown slide's (the last one's) link, never to a hidden one's.
      const last = `${count} of ${count}`;
      await page.locator("body").click({ position: { x: 1, y: 1 } });
      const focused: string[] = [];
      for (let i = 0; i < 30 && !focused.includes(last); i++) {
        await page.keyboard.press("Tab");
        focused.push(
          await page.evaluate(() =>
            document.activeElement?.matches("[aria-roledescription=slide] a")
              ? document.activeElement.closest("[aria-roledescription=slide]")!.getAttribute("aria-label")!
              : "",
          ),
        );
      }
      expect(focused.filter(Boolean)).toEqual([last]);
    },
  );

  test("the first image is the eager, high-priority LCP candidate; the others are lazy", async ({ page }) => {
    const images = hero(page).locator('[aria-roledescription="slide"] img[data-main-image]');
    await expect(images).toHaveCount(count);
    await expect(images.nth(0)).toHaveAttribute("loading", "eager");
    await expect(images.nth(0)).toHaveAttribute("fetchpriority", "high");
    for (let i = 1; i < count; i++) await expect(images.nth(i)).toHaveAttribute("loading", "lazy");
  });
});

test("the hero does not rotate under reduced motion until the visitor starts it", async ({ page }) => {
  expectHeroMoves();
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await page.goto("/");
  expect(await after(page, INTERVAL * 3)).toBe(1);
  await hero(page).getByRole("button", { name: "Start automatic slide show" }).click();
  await leaveHero(page);
  expect(await after(page, INTERVAL)).toBe(2);
});

test.describe("hero without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows every slide's caption and image, and no dead controls", async ({ page }) => {
    await page.goto("/");
    // A screen reader reads every slide: none is hidden from assistive technology; and each caption shows.
    for (let i = 0; i < count; i++) {
      const group = hero(page).getByRole("group", { name: `${i + 1} of ${count}`, exact: true });
      await expect(group).toBeVisible();
      expect(await group.locator("p").innerText()).toBe(caption(i));
    }
    await expect(hero(page).locator("img[data-main-image]").first()).toBeVisible();
    await expect(hero(page).getByRole("button")).toHaveCount(0);
    // Each slide's way to the quote form works without scripts too.
    await expect(hero(page).getByRole("link", { name: "Request A Quote" })).toHaveCount(count);
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
