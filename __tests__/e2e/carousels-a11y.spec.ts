// axe on each carousel, in each of its states (the per-route axe checks, tagged @content, run on any content).
import { axeViolations as violations } from "./axe";
import { expect, holdScripts, hydrated, openLightbox, test } from "./fixtures";

test("the hero carousel has no axe violation", async ({ page }) => {
  await page.goto("/");
  expect(await violations(page, "[aria-label=Highlights]")).toEqual([]);
});

test("the project carousel and its open lightbox have no axe violation", async ({ page }) => {
  await page.goto("/projects");
  expect(await violations(page, "[data-section=projects]")).toEqual([]);
  await openLightbox(page);
  expect(await violations(page, "dialog")).toEqual([]);
});

test("the project carousel has no axe violation before the page's scripts have run", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/projects", { waitUntil: "domcontentloaded" });
  expect(await hydrated(page.locator("[data-section=projects] [data-slider]"))).toBe(false);
  expect(await violations(page, "[data-section=projects]")).toEqual([]);
  release();
});

test("the works slider has no axe violation", async ({ page }) => {
  await page.goto("/software");
  expect(await violations(page, "[data-section=works]")).toEqual([]);
});
