import { company, expect, expectConsole, notFound, routes, test } from "./fixtures";

for (const route of routes) {
  test(`${route.path} answers 200 and shows its sections in order`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText(route.h1);
    const sections = await page
      .locator("main [data-section]")
      .evaluateAll((els) => els.map((el) => el.getAttribute("data-section")));
    expect(sections).toEqual(route.sections);
    // Header before main, footer after, on every route.
    const order = await page.evaluate(() =>
      ["#top", "nav[aria-label=Main]", "main", "footer"].map(
        (s) => document.querySelector(s)?.getBoundingClientRect().top ?? -1,
      ),
    );
    expect(order.every((top, i) => top >= 0 && (i === 0 || top > order[i - 1]!))).toBe(true);
    // The inlined stylesheet applies from its first rule (a byte-order mark once dropped :root's variables).
    const theme = await page.evaluate(() => [
      getComputedStyle(document.body).fontFamily,
      getComputedStyle(document.documentElement).getPropertyValue("--bs-primary"),
    ]);
    expect(theme).toEqual([expect.stringMatching(/^system-ui/), "#0a1f44"]);
  });
}

test("every route has its own title, a description, a canonical URL and Open Graph tags", async ({ page }) => {
  const titles = new Set<string>();
  for (const route of routes) {
    await page.goto(route.path);
    const title = await page.title();
    expect(title).toContain(company.name);
    titles.add(title);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    const canonical = `https://www.brightcode.example${route.path === "/" ? "" : route.path}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /^https:\/\/www\.brightcode\.example\/static\/.+\.jpg$/,
    );
  }
  expect(titles.size).toBe(routes.length);
});

test("an unknown path shows the 404 page with a link home", async ({ page, consoleProblems }) => {
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

test("the sitemap lists the six routes and robots.txt points at it", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: https://www.brightcode.example/sitemap-index.xml");
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  for (const path of ["/", "/about", "/services", "/projects", "/contact", "/software", "/terms"]) {
    expect(sitemap).toContain(`<loc>https://www.brightcode.example${path}</loc>`);
  }
  expect(sitemap).not.toContain("404");
  // The content manager is no page for search engines.
  expect(sitemap).not.toContain("admin");
});
