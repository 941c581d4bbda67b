// What the carousel specs share: how many slides the layouts show, the fixture's preconditions for a carousel
// that moves, and a mouse's drag across one.
import type { Locator, Page } from "@playwright/test";
import { PROJECT_LAYOUT, WORKS_LAYOUT } from "../../src/components/sections/carousel-layouts";
import { slidesPerViewAt } from "../../src/hooks/use-slides-per-view";
import { expect, site } from "./fixtures";

/** How many projects a visitor sees at once at a viewport width: the layout's count, or all when fewer. */
export const projectsInView = (width: number) => Math.min(slidesPerViewAt(PROJECT_LAYOUT, width), site.projects.length);

/** How many works a visitor sees at once at a viewport width: the layout's count, or all when fewer. */
export const worksInView = (width: number) => Math.min(slidesPerViewAt(WORKS_LAYOUT, width), site.works.length);

/** The precondition of the hero's behaviour tests: two slides or more (with one it has no controls and stays). */
export function expectHeroMoves() {
  expect(site.hero.length, "the fixture needs two hero slides or more, so that the hero moves").toBeGreaterThan(1);
}

/**
 * The precondition of the project carousel's behaviour tests: more projects than the widest view shows, so that
 * it slides, with dots, at every width and already in the server's markup (which has the widest layout).
 */
export function expectProjectsSlide() {
  expect(
    site.projects.length,
    "the fixture needs more projects than the widest view shows, so that the project carousel slides at every width",
  ).toBeGreaterThan(slidesPerViewAt(PROJECT_LAYOUT, Infinity));
}

/** The precondition of a works slider test at a width: more works than that width shows, so that they slide. */
export function expectWorksSlide(width: number) {
  expect(site.works.length, `the fixture needs more works than ${width} px shows, so that they slide`).toBeGreaterThan(
    slidesPerViewAt(WORKS_LAYOUT, width),
  );
}

/** Drags a slider's list from 70 % to 20 % of its width, as a mouse user swipes to the next slide. */
export async function dragLeft(page: Page, list: Locator) {
  const box = (await list.boundingBox())!;
  const y = box.y + box.height - 30; // on the slide's text, away from its buttons
  await page.mouse.move(box.x + box.width * 0.7, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 10 });
  await page.mouse.up();
}
