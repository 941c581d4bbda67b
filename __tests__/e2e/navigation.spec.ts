// The header, the footer and the page headers as a visitor moves through the site: real navigation, what pages
// reached by a link render, and the header's layout at each width. Which links they hold, and where to, are the
// components' unit tests' (site-navbar, footer, page-header).
import { h1Of, markdownHeadings, pageOf, phoneHref } from "../support/site-content";
import { INSIGHTS_PATH } from "../../src/schema/insights";
import { BREAKPOINTS } from "../../src/styles/breakpoints";
import type { Page } from "@playwright/test";
import {
  company,
  everyRoute as routes,
  expect,
  holdScripts,
  hydrated,
  menuOpen,
  menuToggle,
  site,
  test,
  width,
} from "./fixtures";
import { projectSlidesInView } from "./page-helpers";

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
/** Follows a link of the main navigation, through the Menu where the links sit behind it. */
async function follow(page: Page, label: string) {
  if (width(page) < BREAKPOINTS.lg) await menuToggle(page).click();
  await nav(page).getByRole("link", { name: label, exact: true }).click();
}

test("each nav link leads to its page, then the only one marked current", async ({ page }) => {
  await page.goto("/terms");
  for (const [label, path] of [
    ["Home", "/"],
    ["About Us", "/about"],
    ["Services", "/services"],
    ["Projects", "/projects"],
    ["Contact Us", "/contact"],
  ]) {
    await follow(page, label!);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const current = nav(page).locator('.nav-link[aria-current="page"]');
    await expect(current).toHaveText([label!]);
    await expect(current).toHaveClass(/active/);
  }
});

test("a link followed while the page starts, before React has taken it over, loads its page whole", async ({
  page,
}) => {
  // The app has started (its bundles ran) but waits for its own page's data, held here until the click is made: the
  // earliest moment the site's router listens for clicks, long before it can draw a page.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const pageData = "**/page-data/terms/page-data.json";
  await page.route(pageData, (route) => held.then(() => route.continue()));
  const started = page.waitForRequest(pageData);
  await page.goto("/terms", { waitUntil: "domcontentloaded" });
  await started;
  const loaded = page.waitForEvent("load");
  await follow(page, "About Us");
  release();
  await loaded;
  await expect(page).toHaveURL(/\/about$/);
  // What the page shows once React has taken it over.
  await expect.poll(() => hydrated(page.locator("main"))).toBe(true);
  await expect(page.locator("h1")).toHaveText(h1Of(site, "/about"));
  await expect(nav(page).locator('.nav-link[aria-current="page"]')).toHaveText(["About Us"]);
});

test("a page reached by a link shows its images, rendered in the browser", async ({ page }) => {
  await page.goto("/terms");
  await follow(page, "Projects");
  await expect(page).toHaveURL(/\/projects$/);
  // No server markup here: gatsby-plugin-image wrote each image's markup in the browser (src/utils/static-markup.ts).
  const images = projectSlidesInView(page).locator("img[data-main-image]");
  await expect(images.first()).toBeVisible();
  expect(await page.locator("img[data-gatsby-image-ssr]").count()).toBe(0);
  // Each visible project's picture loads and fades in over its placeholder.
  const shown = (all: HTMLElement[]) =>
    all.every((img) => (img as HTMLImageElement).naturalWidth > 0 && getComputedStyle(img).opacity === "1");
  await expect.poll(() => images.evaluateAll(shown)).toBe(true);
});

test("the browser asks for the site's icon once while a page starts", async ({ page }) => {
  let icons = 0;
  page.on("request", (request) => void (new URL(request.url()).pathname === "/favicon.svg" && icons++));
  await page.goto("/terms");
  await page.waitForLoadState("networkidle");
  const atStart = icons;
  // It had started by then: a link leads on without loading a page (no picture of the server's there). The
  // browser asks for the icon again after such a step, as it does after any navigation.
  await follow(page, "Projects");
  await expect(projectSlidesInView(page).locator("img[data-main-image]").first()).toBeVisible();
  expect(await page.locator("img[data-gatsby-image-ssr]").count()).toBe(0);
  expect(atStart).toBe(1);
});

test("the navbar keeps the brand and its controls on one row", { tag: "@widths" }, async ({ page }) => {
  await page.goto("/contact");
  const brand = await nav(page).getByRole("link", { name: company.name }).boundingBox();
  const control = width(page) < BREAKPOINTS.lg ? menuToggle(page) : nav(page).getByRole("link", { name: "Contact Us" });
  const box = await control.boundingBox();
  const middle = (b: { y: number; height: number }) => b.y + b.height / 2;
  expect(Math.abs(middle(brand!) - middle(box!))).toBeLessThan(4);
});

test(
  "below 992 px the links sit behind the Menu toggle; from 992 px they show",
  { tag: "@widths" },
  async ({ page }) => {
    await page.goto("/");
    const about = nav(page).getByRole("link", { name: "About Us" });
    if (width(page) < BREAKPOINTS.lg) {
      expect(await menuOpen(page)).toBe(false);
      await expect(about).toBeHidden();
      await menuToggle(page).click();
      await expect(about).toBeVisible();
      // A tap draws no ring round the toggle; the keyboard's ring is focus-not-obscured.spec.ts's.
      await expect(menuToggle(page)).toHaveCSS("outline-style", "none");
      await expect(menuToggle(page)).toHaveCSS("box-shadow", /^(none|rgb\(\d+, \d+, \d+\) 0px 0px 0px 0px)$/);
    } else {
      await expect(menuToggle(page)).toBeHidden();
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
    const quote = nav(page).getByRole("link", { name: "Request A Quote" });
    const call = page.getByRole("link", { name: `Call Us ${company.phone}` });
    const email = page.getByRole("link", { name: `Email Us ${company.email}` });
    await (width(page) >= BREAKPOINTS.md ? expect(quote) : expect(quote).not).toBeVisible();
    const wide = width(page) >= BREAKPOINTS.lg;
    for (const link of [call, email]) await (wide ? expect(link) : expect(link).not).toBeVisible();
    if (wide) {
      await expect(call).toHaveAttribute("href", phoneHref(company.phone));
      await expect(email).toHaveAttribute("href", `mailto:${company.email}`);
    }
    await expect(page.locator("#top").getByText(company.hours)).toBeVisible();
    await expect(page.locator("#top").getByText("Follow us")).toBeVisible();
  },
);

test("the top bar is above a navbar that stays on screen while scrolling", { tag: "@widths" }, async ({ page }) => {
  await page.goto("/services");
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  expect((await nav(page).boundingBox())?.y).toBe(0);
});

test("the footer's Terms & Conditions lead to the terms, whose text shows", async ({ page }) => {
  await page.goto("/");
  await page.locator("footer").getByRole("link", { name: "Terms & Conditions" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  const terms = pageOf(site, "/terms");
  const [heading] = markdownHeadings(terms.body);
  expect(heading, "the fixture's terms need a ## heading").toBeDefined();
  await expect(page.locator("h1")).toHaveText(terms.title);
  await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
});

test("each page header's breadcrumb leads home; /contact's passes through Pages, a tag's through the articles", async ({
  page,
}) => {
  for (const route of routes.filter((r) => r.sections[0] === "page-header")) {
    await page.goto(route.path);
    const crumbs = page.getByRole("navigation", { name: "breadcrumb" }).getByRole("listitem");
    const through =
      route.path === "/contact"
        ? ["Pages"]
        : route.path.startsWith(`${INSIGHTS_PATH}/`)
          ? [h1Of(site, INSIGHTS_PATH)]
          : [];
    await expect(crumbs).toHaveText(["Home", ...through, route.h1]);
    await expect(crumbs.first().getByRole("link")).toHaveAttribute("href", "/");
  }
});

test("the project showcase's See Our Works leads to the works page", async ({ page }) => {
  await page.goto("/projects");
  await page.locator('[data-section="projects"]').getByRole("link", { name: "See Our Works" }).click();
  await expect(page).toHaveURL(/\/software$/);
  await expect(page.getByRole("region", { name: "Works", exact: true })).toBeVisible();
});

test("below 992 px the Menu opens from the first paint, before the page's scripts have run", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // The page's scripts are held back until the visitor has tapped Menu.
  const release = await holdScripts(page);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const about = nav(page).getByRole("link", { name: "About Us" });
  await menuToggle(page).click();
  await expect(about).toBeVisible();
  expect(await hydrated(nav(page))).toBe(false);
  await menuToggle(page).click();
  await expect(about).toBeHidden();
  // Once the page runs, the menu behaves as before: Escape closes it and returns to the toggle.
  release();
  await expect.poll(() => hydrated(nav(page))).toBe(true);
  await menuToggle(page).click();
  await nav(page).getByRole("link", { name: "Projects" }).focus();
  await page.keyboard.press("Escape");
  await expect(about).toBeHidden();
  await expect(menuToggle(page)).toBeFocused();
});
