// The project carousel and the works slider as react-slick really lays them out and moves them, before and after
// the page's scripts, and the lightbox as the browser holds it (focus, the inert page, the overlay). The layouts'
// counts, the paging and the lightbox's own state are the unit tests' (use-slides-per-view, projects, lightbox).
import type { Locator, Page } from "@playwright/test";
import { renderMarkdown } from "../../src/schema/markdown";
import { sectionOf, twoDigits } from "../support/site-content";
import { dragLeft, expectProjectsSlide, expectWorksSlide, projectsInView, worksInView } from "./carousel-helpers";
import { expect, holdScripts, hydrated, projectTitles as titles, site, test, width } from "./fixtures";

const projects = (page: Page) => page.getByRole("region", { name: "Projects", exact: true });
const works = (page: Page) => page.getByRole("region", { name: "Works", exact: true });
/** The index of the slide react-slick has made current. */
const current = (carousel: Locator) => () => carousel.locator(".slick-current").getAttribute("data-index");

/** Slides fully inside the carousel's visible list: what a visitor sees at once. */
function slidesInView(carousel: Locator) {
  return carousel.evaluate((root) => {
    const box = (root.querySelector(".slick-list") ?? root).getBoundingClientRect();
    return [...root.querySelectorAll("[aria-roledescription=slide]")].filter((slide) => {
      const r = slide.getBoundingClientRect();
      return r.width > 0 && r.left >= box.left - 2 && r.right <= box.right + 2;
    }).length;
  });
}

/** Controls in slides out of view (react-slick marks those in view `slick-active`) that Tab can reach: none. */
const reachableHidden = (page: Page) =>
  page.locator(".slick-slide:not(.slick-active) *").evaluateAll((all: HTMLElement[]) => {
    const reachable = all.filter((el) => el.tabIndex >= 0 && el.checkVisibility({ visibilityProperty: true }));
    return reachable.filter((el) => !el.closest("[inert]")).length;
  });

/** The track as the server placed it (by `left`), until react-slick lays it out itself. */
const serverTrack = (page: Page) => projects(page).locator('.slick-track[style*="left:"]');

/** Opens a page at the project carousel, once react-slick has laid it out. */
async function openWithProjects(page: Page, path: string) {
  expectProjectsSlide();
  await page.goto(path);
  await projects(page).scrollIntoViewIfNeeded();
  await expect(serverTrack(page)).toHaveCount(0);
}

for (const [name, path, carousel, inView] of [
  ["project carousel", "/projects", projects, projectsInView],
  ["works slider", "/software", works, worksInView],
] as const) {
  test(`the ${name} shows as many slides as its layout fits in the width`, { tag: "@widths" }, async ({ page }) => {
    await page.goto(path);
    await expect.poll(() => slidesInView(carousel(page))).toBe(inView(width(page)));
  });
}

test("the works slider keeps 30 px between slides and follows a drag", async ({ page }) => {
  expectWorksSlide(width(page));
  await page.goto("/software");
  // Neighbouring slides on screen (including clones) stand 30 px apart.
  const edges = await works(page)
    .locator(".slick-slide.slick-active [aria-roledescription=slide]")
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).sort((a, b) => a.left - b.left));
  expect(edges.length).toBeGreaterThanOrEqual(2);
  for (let i = 1; i < edges.length; i++) expect(Math.round(edges[i]!.left - edges[i - 1]!.right)).toBe(30);
  const list = works(page).locator(".slick-list");
  await expect(list).toHaveCSS("cursor", "grab");
  const before = await current(works(page))();
  await dragLeft(page, list);
  await expect.poll(current(works(page))).not.toBe(before);
});

test("the works page shows its section's intro, as its Markdown renders", async ({ page }) => {
  await page.goto("/software");
  const intro = await page.evaluate(
    (html) => Object.assign(document.createElement("div"), { innerHTML: html }).textContent!.trim(),
    renderMarkdown(sectionOf(site, "works").body),
  );
  expect(intro.length, "the fixture's works section has an intro").toBeGreaterThan(0);
  await expect(page.locator("[data-section=works] .section-heading")).toContainText(intro);
});

test("the project carousel's numbered dots page it, and a drag on from the last project loops to the first", async ({
  page,
}) => {
  // Slide changes are then cuts: a drag never lands while a slide is still moving.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openWithProjects(page, "/");
  const dots = projects(page).locator(".slick-dots button");
  await expect(dots).toHaveText(titles.map((_, i) => twoDigits(i + 1)));
  const last = titles.length - 1;
  await dots.nth(last).click();
  await expect.poll(current(projects(page))).toBe(String(last));
  await expect(projects(page).locator(".slick-current")).toContainText(titles[last]!);
  await dragLeft(page, projects(page).locator(".slick-list"));
  await expect.poll(current(projects(page))).toBe("0");
});

test("Tab reaches no slide out of view: before the page's scripts run, once they have, and after paging", async ({
  page,
}) => {
  expectProjectsSlide();
  await page.emulateMedia({ reducedMotion: "reduce" });
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await projects(page).scrollIntoViewIfNeeded();
  await expect(serverTrack(page)).toHaveCount(1);
  expect(await hydrated(projects(page).locator("[data-slider]"))).toBe(false);
  expect(await reachableHidden(page), "before the scripts run").toBe(0);
  release();
  await expect(serverTrack(page)).toHaveCount(0);
  expect(await reachableHidden(page), "once react-slick has laid the carousel out").toBe(0);
  const dot = Math.min(3, titles.length - 1);
  await projects(page).locator(".slick-dots button").nth(dot).click();
  await expect.poll(current(projects(page))).toBe(String(dot));
  // The slides turn inert in the task after the press's frame (use-inert-hidden-slides.ts).
  await expect.poll(() => reachableHidden(page), "after paging").toBe(0);
});

test("the lightbox holds focus with the page inert; Escape or a click beside it closes it, focus back on the eye", async ({
  page,
}) => {
  await openWithProjects(page, "/projects");
  const eye = projects(page)
    .locator(".slick-current")
    .getByRole("button", { name: /^View / });
  const dialog = page.getByRole("dialog");
  const nav = page.locator("nav[aria-label=Main]");
  const behindInert = () => nav.evaluate((el) => el.closest("[inert]") !== null);
  // Pointed at, the eye builds its project in the closed dialog, laid out but unseen: a press only shows it.
  await eye.hover();
  const closed = () =>
    page.locator("dialog").evaluate((el) => ({
      laidOut: (el.querySelector("h2")?.getBoundingClientRect().width ?? 0) > 0,
      seen: el.checkVisibility({ visibilityProperty: true }),
    }));
  await expect.poll(closed).toEqual({ laidOut: true, seen: false });
  await eye.click();
  // Focus is in the dialog at once; the page behind turns inert in the task after the dialog's first frame
  // (src/components/ui/lightbox.tsx), so Tab stays in the dialog.
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await expect.poll(behindInert).toBe(true);
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    const inside = await page.evaluate(() => {
      const active = document.activeElement;
      return active === document.body || active?.closest("dialog:popover-open") != null;
    });
    expect(inside, "focus in the dialog").toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(eye).toBeFocused();
  expect(await behindInert()).toBe(false);
  // A click on the page behind, on a link of the navigation, hits the overlay.
  await eye.click();
  const link = (await nav.locator("a").first().boundingBox())!;
  const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.tagName, [link.x + 5, link.y + 5]);
  expect(hit).toBe("DIALOG");
  await page.mouse.click(link.x + 5, link.y + 5);
  await expect(dialog).toBeHidden();
  await expect(eye).toBeFocused();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // The works without scripts: works-legibility.spec.ts, at the widths where their layout changes.
  test("the project carousel shows every project once, each in its own slide, with no dead buttons", async ({
    page,
  }) => {
    await page.goto("/projects");
    for (const [i, title] of titles.entries()) {
      await expect(projects(page).getByText(title, { exact: true }).filter({ visible: true })).toHaveCount(1);
      // Found by role: no slide is hidden from a screen reader.
      const slide = projects(page).getByRole("group", { name: `${i + 1} of ${titles.length}`, exact: true });
      await expect(slide.getByText(title, { exact: true })).toHaveCount(1);
    }
    await expect(projects(page).getByRole("button")).toHaveCount(0);
  });
});
