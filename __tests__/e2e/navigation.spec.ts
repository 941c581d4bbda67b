import { h1Of, markdownHeadings, pageOf, phoneHref } from "../support/site-content";
import { BREAKPOINTS } from "../../src/styles/breakpoints";
import {
  company,
  expect,
  holdScripts,
  hydrated,
  menuOpen,
  menuToggle,
  routes,
  scrollThrough,
  site,
  test,
  width,
} from "./fixtures";
import { externalLinkName, projectSlidesInView } from "./page-helpers";

const main = [
  ["Home", "/"],
  ["About Us", "/about"],
  ["Services", "/services"],
  ["Projects", "/projects"],
  ["Contact Us", "/contact"],
] as const;

test("each nav link leads to its page and is the only one marked active", async ({ page }) => {
  await page.goto("/terms");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [label, path] of main) {
    if (width(page) < BREAKPOINTS.lg) await menuToggle(page).click();
    await nav.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/" : path}$`));
    const current = nav.locator('.nav-link[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText(label);
    await expect(current).toHaveClass(/active/);
  }
});

test("a page reached by a link shows its images, rendered in the browser", async ({ page }) => {
  await page.goto("/terms");
  if (width(page) < BREAKPOINTS.lg) await menuToggle(page).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Projects", exact: true }).click();
  await expect(page).toHaveURL(/\/projects$/);
  // No server markup here: gatsby-plugin-image wrote each image's markup in the browser (src/utils/static-markup.ts).
  const images = projectSlidesInView(page).locator("img[data-main-image]");
  await expect(images.first()).toBeVisible();
  expect(await page.locator("img[data-gatsby-image-ssr]").count()).toBe(0);
  // Each visible project's picture loads and fades in over its placeholder.
  await expect(async () => {
    const shown = await images.evaluateAll((all) =>
      all.map((img) => (img as HTMLImageElement).naturalWidth > 0 && getComputedStyle(img).opacity === "1"),
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every(Boolean)).toBe(true);
  }).toPass();
});

test("the navbar keeps the brand and its controls on one row", { tag: "@widths" }, async ({ page }) => {
  await page.goto("/contact");
  const nav = page.getByRole("navigation", { name: "Main" });
  const brand = await nav.getByRole("link", { name: company.name }).boundingBox();
  const control = width(page) < BREAKPOINTS.lg ? menuToggle(page) : nav.getByRole("link", { name: "Contact Us" });
  const box = await control.boundingBox();
  const middle = (b: { y: number; height: number }) => b.y + b.height / 2;
  expect(Math.abs(middle(brand!) - middle(box!))).toBeLessThan(4);
});

test("the brand logo links home", async ({ page }) => {
  await page.goto("/services");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: company.name }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test(
  "below 992 px the links sit behind the Menu toggle; from 992 px they show",
  { tag: "@widths" },
  async ({ page }) => {
    await page.goto("/");
    const toggle = menuToggle(page);
    const about = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" });
    if (width(page) < BREAKPOINTS.lg) {
      await expect(toggle).toBeVisible();
      expect(await menuOpen(page)).toBe(false);
      await expect(about).toBeHidden();
      await toggle.click();
      expect(await menuOpen(page)).toBe(true);
      await expect(about).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(about).toBeHidden();
      await expect(toggle).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(about).toBeVisible();
    } else {
      await expect(toggle).toBeHidden();
      await expect(about).toBeVisible();
    }
  },
);

test(
  "the navbar's Request A Quote shows from 768 px up; Call Us and Email Us from 992 px up",
  { tag: "@widths" },
  async ({ page }) => {
    await page.goto("/");
    // The navbar's own button (each hero slide has a link of the same name at every width).
    const quote = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Request A Quote" });
    const call = page.getByRole("link", { name: `Call Us ${company.phone}` });
    const email = page.getByRole("link", { name: `Email Us ${company.email}` });
    if (width(page) >= BREAKPOINTS.md) {
      await expect(quote).toBeVisible();
      await expect(quote).toHaveAttribute("href", "/contact");
    } else {
      await expect(quote).toBeHidden();
    }
    if (width(page) >= BREAKPOINTS.lg) {
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute("href", phoneHref(company.phone));
      await expect(email).toBeVisible();
      await expect(email).toHaveAttribute("href", `mailto:${company.email}`);
    } else {
      await expect(call).toBeHidden();
      await expect(email).toBeHidden();
    }
    await expect(page.locator("#top").getByText(company.hours)).toBeVisible();
    await expect(page.locator("#top").getByText("Follow us")).toBeVisible();
  },
);

test("the top bar is above a navbar that stays on screen while scrolling", { tag: "@widths" }, async ({ page }) => {
  await page.goto("/services");
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const box = await page.getByRole("navigation", { name: "Main" }).boundingBox();
  expect(box?.y).toBe(0);
});

test("the footer has the quick links, contact details, social link and credits", async ({ page }) => {
  await page.goto("/");
  // A visitor scrolls down to the footer. (A jump straight there would catch the sections on its way
  // taking their real height as they render for the first time, and the click could land beside the link.)
  await scrollThrough(page);
  const footer = page.locator("footer");
  const quick = footer.getByRole("heading", { name: "Quick Links" }).locator("+ ul").getByRole("link");
  expect(await quick.evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute("href")]))).toEqual([
    ["About Us", "/about"],
    ["Contact Us", "/contact"],
    ["Our Services", "/services"],
    ["Terms & Conditions", "/terms"],
  ]);
  await expect(footer.getByText(company.blurb, { exact: true })).toBeVisible();
  await expect(footer.getByRole("heading", { name: "Connect With Us" })).toBeVisible();
  const social = footer.getByRole("link", { name: externalLinkName(company.socialLabel), exact: true });
  await expect(social).toHaveAttribute("href", company.socialUrl);
  await expect(social).toHaveAttribute("target", "_blank");
  await expect(social).toHaveAttribute("rel", "noopener noreferrer");
  await expect(footer.getByText(/Designed By/)).toBeVisible();
  await expect(footer.getByRole("link", { name: externalLinkName(company.creditName), exact: true })).toHaveAttribute(
    "href",
    company.creditUrl,
  );
  await footer.getByRole("link", { name: "Terms & Conditions" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  // The terms page: its title, and the first heading of its text.
  const terms = pageOf(site, "/terms");
  const [heading] = markdownHeadings(terms.body);
  expect(heading, "the fixture's terms need a ## heading").toBeDefined();
  await expect(page.locator("h1")).toHaveText(terms.title);
  await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  await page
    .locator("footer")
    .getByText(/All Rights Reserved/)
    .getByRole("link", { name: company.name })
    .click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

for (const route of routes.filter((r) => r.sections[0] === "page-header")) {
  test(`${route.path} has a breadcrumb`, async ({ page }) => {
    await page.goto(route.path);
    const crumbs = page.getByRole("navigation", { name: "breadcrumb" }).getByRole("listitem");
    // Contact sits under a "Pages" crumb of its own; every other page is one step from Home.
    const expected = route.path === "/contact" ? ["Home", "Pages", route.h1] : ["Home", route.h1];
    await expect(crumbs).toHaveText(expected);
    await expect(crumbs.last()).toHaveAttribute("aria-current", "page");
    await expect(crumbs.first().getByRole("link")).toHaveAttribute("href", "/");
  });
}

for (const from of ["/", "/projects"]) {
  test(`${from}: the project showcase leads to the works page`, async ({ page }) => {
    await page.goto(from);
    const works = page.locator('[data-section="projects"]').getByRole("link", { name: "See Our Works" });
    await works.scrollIntoViewIfNeeded();
    await expect(works).toBeVisible();
    await works.click();
    await expect(page).toHaveURL(/\/software$/);
    await expect(page.locator("h1")).toHaveText(h1Of(site, "/software"));
  });
}

test("below 992 px the Menu opens from the first paint, before the page's scripts have run", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // The page's scripts are held back until the visitor has tapped Menu.
  const release = await holdScripts(page);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const nav = page.getByRole("navigation", { name: "Main" });
  const navHydrated = () => hydrated(nav);
  await menuToggle(page).click();
  await expect(nav.getByRole("link", { name: "About Us" })).toBeVisible();
  expect(await navHydrated()).toBe(false);
  await page.screenshot({ path: test.info().outputPath("menu-before-hydration.png") });
  await menuToggle(page).click();
  await expect(nav.getByRole("link", { name: "About Us" })).toBeHidden();

  // Once the page runs, the menu behaves as before: Escape closes it and returns to the toggle.
  release();
  await expect.poll(navHydrated).toBe(true);
  await menuToggle(page).click();
  await nav.getByRole("link", { name: "Projects" }).focus();
  await page.keyboard.press("Escape");
  await expect(nav.getByRole("link", { name: "About Us" })).toBeHidden();
  await expect(menuToggle(page)).toBeFocused();
});
