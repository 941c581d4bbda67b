// Content checks: whatever the editors write, every route answers with its page, its title and its meta tags.
import { BRAND_NAVY } from "../../lib/brand.mjs";
import { siteUrlFrom } from "../../src/schema/site-url";
import { descriptionOf, documentTitleOf } from "../support/site-content";
import { company, everyRoute as routes, expect, expectConsole, notFound, site, test } from "./fixtures";

/** The address the site is built for: SITE_URL, read as the build reads it. */
const siteUrl = siteUrlFrom(process.env);
const content = { tag: "@content" };

for (const route of routes) {
  test(`${route.path} answers 200 and shows its sections in order`, content, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    // One h1 (accessibility.spec.ts holds that there is only one), the page's title.
    await expect(page.locator("h1")).toHaveText(route.h1);
    const sections = await page
      .locator("main [data-section]")
      .evaluateAll((els) => els.map((el) => el.getAttribute("data-section")));
    expect(sections).toEqual(route.sections);
    // The banner, with the top bar and the main navigation, before main, the footer after, on every route
    // (axe's region rule holds that every text is inside a landmark).
    const order = await page.evaluate(() =>
      ["header:not(main *) #top", "header:not(main *) nav[aria-label=Main]", "main", "footer:not(main *)"].map(
        (s) => document.querySelector(s)?.getBoundingClientRect().top ?? -1,
      ),
    );
    expect(order.every((top, i) => top >= 0 && (i === 0 || top > order[i - 1]!))).toBe(true);
    // The inlined stylesheet applies from its first rule (a byte-order mark once dropped :root's variables).
    const theme = await page.evaluate(() => [
      getComputedStyle(document.body).fontFamily,
      getComputedStyle(document.documentElement).getPropertyValue("--bs-primary"),
    ]);
    expect(theme).toEqual([expect.stringMatching(/^system-ui/), BRAND_NAVY]);
  });
}

test(
  "every route has its page's title and description, a canonical URL and Open Graph tags",
  content,
  async ({ page }) => {
    for (const route of routes) {
      await page.goto(route.path);
      const title = documentTitleOf(site, route.path);
      const description = descriptionOf(site, route.path);
      expect(await page.title()).toBe(title);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", description);
      await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", company.name);
      const canonical = `${siteUrl}${route.path === "/" ? "" : route.path}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
      // The share picture, as a JPEG the build made, at the site's address.
      const ogImage = (await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "";
      expect(ogImage.slice(0, `${siteUrl}/static/`.length)).toBe(`${siteUrl}/static/`);
      expect(ogImage).toMatch(/\.jpg$/);
    }
  },
);

test("an unknown path shows the 404 page with a link home", content, async ({ page, consoleProblems }) => {
  const response = await page.goto(notFound.path);
  expect(response?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText(notFound.h1);
  // The 404 status keeps it out of search results; it has no canonical address of its own.
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
  // The browser reports the 404 responses themselves; nothing else may be logged.
  expectConsole(consoleProblems, /404 \(Not Found\)/);
});

test("the sitemap lists every route and robots.txt points at it", content, async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  for (const { path } of routes) expect(sitemap).toContain(`<loc>${siteUrl}${path}</loc>`);
  expect(sitemap).not.toContain("404");
  // The content manager is no page for search engines.
  expect(sitemap).not.toContain("admin");
});
