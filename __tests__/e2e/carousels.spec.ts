import type { Locator, Page } from "@playwright/test";
import { renderMarkdown } from "../../src/schema/markdown";
import { sectionOf, twoDigits } from "../support/site-content";
import { expectProjectsSlide, expectWorksSlide, projectsInView, worksInView } from "./carousel-helpers";
import { expect, holdScripts, hydrated, projectTitles, site, test, width as viewportWidth } from "./fixtures";

const titles = projectTitles;
const last = titles.length - 1;
const workTitles = site.works.map((work) => work.title);

/** Slides fully inside the carousel's visible list: what a visitor sees at once. */
function slidesInView(carousel: Locator) {
  return carousel.evaluate((root) => {
    const list = root.querySelector(".slick-list") ?? root;
    const box = list.getBoundingClientRect();
    return [...root.querySelectorAll("[aria-roledescription=slide]")].filter((slide) => {
      const r = slide.getBoundingClientRect();
      return r.width > 0 && r.left >= box.left - 2 && r.right <= box.right + 2;
    }).length;
  });
}

/** Out of view: react-slick marks the slides in view `slick-active` (its aria-hidden is dropped from the
 * published pages' slides, see plugins/publish/slides.ts). */
const OUT_OF_VIEW = ".slick-slide:not(.slick-active)";

/** Links and buttons inside slides out of view that Tab can reach (neither inert nor hidden): must be none. */
function reachableHidden(page: Page) {
  return page.evaluate(
    (outOfView) =>
      [...document.querySelectorAll(`${outOfView} a, ${outOfView} button`)].filter(
        (el) => !el.closest("[inert]") && el.checkVisibility({ visibilityProperty: true }),
      ).length,
    OUT_OF_VIEW,
  );
}

const projects = (page: Page) => page.getByRole("region", { name: "Projects", exact: true });
const works = (page: Page) => page.getByRole("region", { name: "Works", exact: true });

/** Drags a slider's list from 70 % to 20 % of its width, as a mouse user swipes to the next slide. */
async function dragLeft(page: Page, list: Locator) {
  const box = (await list.boundingBox())!;
  const y = box.y + box.height - 30; // on the slide's text, away from its buttons
  await page.mouse.move(box.x + box.width * 0.7, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 10 });
  await page.mouse.up();
}
const dialog = (page: Page) => page.getByRole("dialog");

/** Whether React has taken over the carousel's server markup. */
const sliderHydrated = (carousel: Locator) => hydrated(carousel.locator("[data-slider]"));

/**
 * Opens a page, brings the project carousel into view as a visitor scrolling to it would, and waits until it
 * has hydrated (its hidden slides turn inert).
 */
async function openWithProjects(page: Page, path: string) {
  expectProjectsSlide();
  await page.goto(path);
  await projects(page).scrollIntoViewIfNeeded();
  await expect(projects(page).locator(".slick-slide[inert]").first()).toBeAttached();
}

// Widths are part of these checks: they set their own sizes.
// The counts come from the layouts (src/components/sections/carousel-layouts.ts), at a width in each of their steps.
test.describe("slides per view", () => {
  const cases = [
    ["project carousel", "/projects", projects, projectsInView, [1280, 800, 500]],
    ["works slider", "/software", works, worksInView, [1280, 900, 600]],
  ] as const;
  for (const [name, path, carousel, inView, widths] of cases) {
    for (const width of widths) {
      test(`the ${name} shows as many as its layout fits at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect.poll(() => slidesInView(carousel(page))).toBe(inView(width));
      });
    }
  }

  test("the works slider keeps 30 px between slides and follows a drag", async ({ page }) => {
    expectWorksSlide(900);
    await page.setViewportSize({ width: 900, height: 900 });
    await page.goto("/software");
    await expect.poll(() => slidesInView(works(page))).toBe(worksInView(900));
    // Neighbouring slides on screen (including clones) stand 30 px apart.
    const edges = await works(page)
      .locator(".slick-slide.slick-active [aria-roledescription=slide]")
      .evaluateAll((els) =>
        els
          .map((el) => el.getBoundingClientRect())
          .sort((a, b) => a.left - b.left)
          .map((r) => [r.left, r.right]),
      );
    expect(edges.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < edges.length; i++) expect(Math.round(edges[i]![0]! - edges[i - 1]![1]!)).toBe(30);
    const list = works(page).locator(".slick-list");
    await expect(list).toHaveCSS("cursor", "grab");
    const current = () => works(page).locator(".slick-current").getAttribute("data-index");
    const before = await current();
    await dragLeft(page, list);
    await expect.poll(current).not.toBe(before);
  });
});

test("the works slider has its section's title and intro, and a slide for every work", async ({ page }) => {
  expectWorksSlide(viewportWidth(page));
  const section = sectionOf(site, "works");
  await page.goto("/software");
  await expect(page.locator("h1")).toHaveText(section.title);
  // The intro's text as its Markdown renders, read by the browser from the build's renderer's HTML.
  const intro = await page.evaluate((html) => {
    const element = document.createElement("div");
    element.innerHTML = html;
    return element.textContent!.trim();
  }, renderMarkdown(section.body));
  expect(intro.length, "the fixture's works section has an intro").toBeGreaterThan(0);
  await expect(page.locator("[data-section=works] .section-heading")).toContainText(intro);
  // react-slick's clones repeat slides: the slides themselves are the others, in the works' order.
  const slides = works(page).locator(".slick-slide:not(.slick-cloned) [aria-roledescription=slide]");
  await expect(slides).toHaveCount(workTitles.length);
  for (const [i, title] of workTitles.entries()) {
    await expect(slides.nth(i)).toHaveAttribute("aria-label", `${i + 1} of ${workTitles.length}`);
    await expect(slides.nth(i).getByRole("heading", { includeHidden: true })).toHaveText(title);
  }
});

for (const path of ["/", "/projects"]) {
  test(`${path}: the project carousel pages with numbered dots and loops`, async ({ page }) => {
    await openWithProjects(page, path);
    const dots = projects(page).locator(".slick-dots button");
    await expect(dots).toHaveText(titles.map((_, i) => twoDigits(i + 1)));
    const current = () => projects(page).locator(".slick-current").getAttribute("data-index");
    await dots.nth(last).click();
    await expect.poll(current).toBe(String(last));
    await expect(projects(page).locator(".slick-current")).toContainText(titles[last]!);
    // One slide on from the last is the first again (after the 500 ms slide, which ignores drags).
    await page.waitForTimeout(700);
    await dragLeft(page, projects(page).locator(".slick-list"));
    await expect.poll(current).toBe("0");
    await expect(projects(page).locator(".slick-current")).toContainText(titles[0]!);
  });
}

test("before the page's scripts have run, Tab reaches no hidden or cloned slide; then the carousel takes over", async ({
  page,
}) => {
  expectProjectsSlide();
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await projects(page).scrollIntoViewIfNeeded();
  await expect(projects(page).locator(".slick-track")).toHaveAttribute("style", /left:/);
  expect(await sliderHydrated(projects(page))).toBe(false);
  expect(await reachableHidden(page)).toBe(0);
  release();
  await expect.poll(() => sliderHydrated(projects(page))).toBe(true);
  await expect(projects(page).locator(".slick-slide[inert]").first()).toBeAttached();
  expect(await reachableHidden(page)).toBe(0);
});

test("no hidden or cloned slide can be reached by Tab", async ({ page }) => {
  await openWithProjects(page, "/projects");
  await expect.poll(() => reachableHidden(page)).toBe(0);
  await projects(page).locator(".slick-dots button").nth(Math.min(3, last)).click();
  await page.waitForTimeout(700);
  expect(await reachableHidden(page)).toBe(0);
  // Tab from the first visible eye button never lands inside a slide out of view.
  await projects(page).locator(".slick-active button").first().focus();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate((outOfView) => document.activeElement?.closest(outOfView) ?? null, OUT_OF_VIEW),
    ).toBeNull();
  }
});

test.describe("lightbox", () => {
  /** The eye button of a project, brought to the carousel's first place with its dot. */
  async function eye(page: Page, index: number) {
    await projects(page).locator(".slick-dots button").nth(index).click();
    const button = projects(page)
      .locator(".slick-current")
      .getByRole("button", { name: `View ${titles[index]}`, exact: true });
    await expect(button).toBeVisible();
    return button;
  }

  test.beforeEach(async ({ page }) => {
    await openWithProjects(page, "/projects");
  });

  test("opens on the chosen project, with its image, title and description", async ({ page }) => {
    const chosen = Math.min(2, last);
    await (await eye(page, chosen)).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAccessibleName(titles[chosen]!);
    await expect(dialog(page).getByText(site.projects[chosen]!.description, { exact: true })).toBeVisible();
    const image = dialog(page).getByRole("img");
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(dialog(page).getByText(`${chosen + 1} / ${titles.length}`, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
  });

  test("previous from the first gives the last; next from the last gives the first", async ({ page }) => {
    await (await eye(page, 0)).click();
    await dialog(page).getByRole("button", { name: "Previous project" }).click();
    await expect(dialog(page)).toHaveAccessibleName(titles[last]!);
    await dialog(page).getByRole("button", { name: "Next project" }).click();
    await expect(dialog(page)).toHaveAccessibleName(titles[0]!);
  });

  test("closes with the close button, returning focus to the eye button", async ({ page }) => {
    const opener = await eye(page, Math.min(4, last));
    await opener.click();
    await dialog(page).getByRole("button", { name: "Close" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("closes on Escape and on a click on the overlay", async ({ page }) => {
    const opener = await eye(page, Math.min(1, last));
    await opener.focus();
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await page.mouse.click(3, 3);
    await expect(dialog(page)).toBeHidden();
  });

  test("keeps focus inside while open, with the page behind inert", async ({ page }) => {
    const behindInert = () => page.locator("nav[aria-label=Main]").evaluate((nav) => nav.closest("[inert]") !== null);
    await (await eye(page, 0)).click();
    // Focus is in the dialog at once; the page behind turns inert in the task after the dialog's first frame
    // (src/components/ui/lightbox.tsx), so it is out of the accessibility tree and Tab stays in the dialog.
    await expect(page.getByRole("button", { name: "Close" })).toBeFocused();
    await expect.poll(behindInert).toBe(true);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        return active === document.body || active?.closest("dialog:popover-open") !== null;
      });
      expect(inside).toBe(true);
    }
    // A click on the page behind hits the overlay.
    const link = (await page.locator("nav[aria-label=Main] a").first().boundingBox())!;
    const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.tagName, [link.x + 5, link.y + 5]);
    expect(hit).toBe("DIALOG");
    await page.mouse.click(link.x + 5, link.y + 5);
    await expect(page).toHaveURL(/\/projects$/);
    await expect(dialog(page)).toBeHidden();
    // Closed, the page is whole again.
    expect(await behindInert()).toBe(false);
  });
});

test.describe("carousels without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("show every project and work, once each, with no dead buttons", async ({ page }) => {
    await page.goto("/projects");
    for (const [i, title] of titles.entries()) {
      await expect(projects(page).getByText(title, { exact: true }).filter({ visible: true })).toHaveCount(1);
      // A screen reader reads every one of them, in its own slide: none is hidden from assistive technology.
      const slide = projects(page).getByRole("group", { name: `${i + 1} of ${titles.length}`, exact: true });
      await expect(slide.getByText(title, { exact: true })).toHaveCount(1);
    }
    await expect(projects(page).getByRole("button")).toHaveCount(0);
    await page.goto("/software");
    for (const [i, title] of workTitles.entries()) {
      // Seen once: in its card, or below 768 px in the caption (the card's copy is then for screen readers,
      // clipped to a pixel, and the caption's hidden from them).
      const seen = works(page)
        .getByText(title, { exact: true })
        .evaluateAll((els) => els.filter((el) => el.checkVisibility() && el.getBoundingClientRect().width > 1).length);
      expect(await seen).toBe(1);
      const slide = works(page).getByRole("group", { name: `${i + 1} of ${workTitles.length}`, exact: true });
      await expect(slide.getByText(title, { exact: true })).toHaveCount(1);
    }
  });
});

test("carousel code loads only on the routes that use it", async ({ page }) => {
  // Class names that only each library's code contains.
  const markers = { slick: "slick-track", responsiveCarousel: "carousel-root" };
  const expected: Record<string, (keyof typeof markers)[]> = {
    "/": ["slick", "responsiveCarousel"],
    "/projects": ["slick"],
    "/software": ["slick"],
    "/about": [],
    "/services": [],
    "/contact": [],
    "/terms": [],
  };
  for (const [path, libraries] of Object.entries(expected)) {
    // The code the route has run, once it has hydrated: every chunk webpack executed registers its modules
    // in webpack's chunk array. (Chunks that Gatsby only prefetches for other routes are never run.)
    await page.goto(path);
    const code = await page.evaluate(() =>
      Object.entries(window)
        .filter(([name]) => name.startsWith("webpackChunk"))
        .flatMap(([, chunks]) =>
          (chunks as unknown as [unknown, Record<string, () => void>][]).flatMap(([, modules]) =>
            Object.values(modules),
          ),
        )
        .map(String)
        .join("\n"),
    );
    expect(code.length, `webpack's chunks on ${path}`).toBeGreaterThan(100_000);
    for (const [library, marker] of Object.entries(markers)) {
      expect(code.includes(marker), `${library} on ${path}`).toBe(libraries.includes(library as keyof typeof markers));
    }
  }
});
