// Layout regressions: every route, whole, at 375, 768 and 1280 px, compared with the committed screenshots
// (visual.spec.ts-snapshots/). Pictures are hidden, their boxes kept in their placeholder colour: a new photo
// changes little here, the space it takes still counts, and the caption over the hero still shows. Motion is
// off and every part that waits for the visitor to come near has come, so two runs of the same build give the
// same picture. After a deliberate change of the layout, write new baselines and look at them before
// committing:  npm run build:e2e && npx playwright test visual --update-snapshots
import { expect, expectConsole, notFound, routes, scrollThrough, test } from "./fixtures";

test.use({ reducedMotion: "reduce" });

for (const route of [...routes, notFound]) {
  test(`${route.path} looks as it did`, async ({ page, consoleProblems }) => {
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
