// Layout regressions: every route, whole, at 375, 768 and 1280 px, compared with the committed screenshots
// (visual.spec.ts-snapshots/). Pictures are hidden, their boxes kept in their placeholder colour: a new photo
// changes little here, the space it takes still counts, and the caption over the hero still shows. Motion is
// off and every part that waits for the visitor to come near has come, so two runs of the same build give the
// same picture. After a deliberate change of the layout, write new baselines and look at them before
// committing:  npm run build:e2e && npx playwright test visual --update-snapshots
import { expect, expectConsole, notFound, routes, scrollThrough, test } from "./fixtures";
import { projectSlidesInView } from "./page-helpers";

test.use({ reducedMotion: "reduce" });

for (const route of [...routes, notFound]) {
  test(`${route.path} looks as it did`, { tag: "@widths" }, async ({ page, consoleProblems }) => {
    await page.goto(route.path);
    await expect(page.locator("#spinner")).toHaveCount(0);
    // Sections below the fold are laid out only near the viewport (content-visibility): a whole-page picture
    // needs them all.
    await page.addStyleTag({
      content:
        "[data-section]{content-visibility:visible!important}img,[data-placeholder-image]{visibility:hidden!important}",
    });
    await scrollThrough(page);
    const name = route === notFound ? "not-found" : route.path === "/" ? "home" : route.path.slice(1);
    await expect(page).toHaveScreenshot(`${name}.png`, {
      fullPage: true,
      maxDiffPixelRatio: 0.01,
    });
    // The browser logs the 404 page's own status.
    if (route === notFound) expectConsole(consoleProblems, /status of 404/);
  });
}

// The crops around a focal point, pictures shown: the tests' own pictures are flat drawings with their subject at
// an edge (the focal point set on it), so the hero's first slide and the first project's card look the same in
// every run, and a crop that lost its subject (cut at the centre again) changes the picture.
test(
  "the hero's first slide and the first project's card keep their subject, pictures shown",
  { tag: "@widths" },
  async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#spinner")).toHaveCount(0);
    const slide = page.locator("[data-section=hero] [role=group]").first();
    await expect(slide.locator("img[data-main-image]")).toHaveJSProperty("complete", true);
    await expect(slide).toHaveScreenshot("hero-focal.png", { maxDiffPixelRatio: 0.01 });
    // On /projects the carousel's first view loads its pictures at once.
    await page.goto("/projects");
    const card = projectSlidesInView(page).first();
    await expect(card.locator("img[data-main-image]")).toHaveJSProperty("complete", true);
    // Clear of the sticky header, which would be in the picture.
    await card.evaluate((el) => el.scrollIntoView({ block: "end", behavior: "instant" }));
    await expect(card).toHaveScreenshot("project-focal.png", { maxDiffPixelRatio: 0.01 });
  },
);
