// Every browser test fails on a console error or warning, hydration errors included.
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { h1Of } from "../support/site-content";
import { INSIGHTS_PATH } from "../../src/schema/insights";
import { words } from "../../src/schema/words";
import { site } from "./site";
import { standIns, type ThirdParties } from "./third-parties";

export { site } from "./site";

export const test = base.extend<{ consoleProblems: string[]; thirdParties: ThirdParties }>({
  // page.goto also waits for React to hydrate every section of <main> and the footer (each is a Suspense
  // boundary that hydrates on its own), so a test never meets a control that has no handler yet.
  page: async ({ page, javaScriptEnabled }, use) => {
    // E2E_CPU_THROTTLE=<rate> slows the page's CPU that many times (Chromium's DevTools throttling), as a slow
    // phone or a busy machine would: a test that holds only on a fast machine then fails.
    const throttle = Number(process.env.E2E_CPU_THROTTLE ?? 1);
    if (throttle > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
    }
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled && (options?.waitUntil ?? "load") === "load") {
        await page.waitForFunction(
          () =>
            [...document.querySelectorAll("main, main > *, footer")].every((element) =>
              Object.keys(element).some((key) => key.startsWith("__reactProps")),
            ),
          undefined,
          { polling: 50 },
        );
      }
      return response;
    };
    await use(page);
  },
  // The third parties the test build turns on, answered by stand-ins in every test (third-parties.ts).
  thirdParties: [async ({ context }, use) => use(await standIns(context)), { auto: true }],
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning")
          problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, "console errors and warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Drops the console messages a test causes on purpose (the browser logs failed responses itself). */
export function expectConsole(problems: string[], pattern: RegExp) {
  const kept = problems.filter((p) => !pattern.test(p));
  problems.splice(0, problems.length, ...kept);
}

export const width = (page: Page) => page.viewportSize()?.width ?? 0;

/**
 * Holds the page's scripts back until `release()` is called: the page as a visitor sees it from its first paint,
 * before the bundles have run (a slow network, a busy phone).
 */
export async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await held;
    // On to the next handler: the third parties' stand-ins for their scripts, the network for the site's.
    await route.fallback();
  });
  return release;
}

/** Whether React has taken over an element of the server's markup (hydrated it). */
export const hydrated = (element: Locator) =>
  element.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__react")));

/**
 * The Menu toggle: the <summary> of a native disclosure. Browsers announce it as a button with its
 * expanded state ("Menu, collapsed"); Playwright's role queries do not know it, so it is found as itself.
 */
export const menuToggle = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).locator("summary", { hasText: "Menu" });

/** Whether the menu is open (the disclosure's state, which browsers expose as the toggle's). */
export const menuOpen = (page: Page) =>
  page
    .getByRole("navigation", { name: "Main" })
    .locator("details")
    .evaluate((details) => (details as HTMLDetailsElement).open);

/** The articles the build publishes, and the one with the most words of the layout's (the longest title). */
const articles = site.articles.filter((article) => !article.scheduled);
const longest = [...articles].sort((a, b) => b.title.length - a.title.length)[0];
const tag = site.tags.find((t) => articles.some((article) => article.tags?.includes(t.slug)));

/**
 * The site's routes, with the page title (h1, from the content) and the sections of <main> in order; with an
 * article published, the articles' list and the article with the longest title too. A tag's page is the list's
 * page with another heading (src/templates/insights.tsx): in `everyRoute`, which the tests of what a
 * page serves, weighs and links to take; the tests of the layout take the list's.
 */
export const routes = [
  {
    path: "/",
    sections: ["hero", "counters", "about", "services", "why", "projects"]
      .concat(articles.length ? ["latest-articles"] : [])
      .concat("quote"),
  },
  { path: "/about", sections: ["page-header", "counters", "about", "services", "why"] },
  { path: "/services", sections: ["page-header", "services"] },
  { path: "/projects", sections: ["page-header", "projects"] },
  { path: "/contact", sections: ["page-header", "quote"] },
  { path: "/software", sections: ["works"] },
  { path: "/terms", sections: ["page-header"] },
]
  .map((route) => ({ ...route, h1: h1Of(site, route.path) }))
  .concat(
    longest
      ? [
          { path: INSIGHTS_PATH, sections: ["page-header", "articles"], h1: h1Of(site, INSIGHTS_PATH) },
          { path: longest.path, sections: ["article"], h1: longest.title },
        ]
      : [],
  );
const tagRoute = tag ? { path: tag.path, sections: ["page-header", "articles"], h1: words.tagged(tag.name) } : null;
export const everyRoute = tagRoute ? [...routes, tagRoute] : routes;

/** What an unknown path shows: the 404 page. */
export const notFound = { path: "/no-such-page", h1: h1Of(site, "/404"), sections: ["page-header"] };

/**
 * Scrolls through the whole page and back to the top, as a visitor would: lazy images load, and sections
 * that render only near the viewport (content-visibility) are rendered once. It scrolls from outside the
 * page, so it works with scripts off too (their timers do not run).
 */
export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => scrollTo({ top, behavior: "instant" }), y);
    await page.waitForTimeout(30);
  }
  await page.evaluate(() => scrollTo({ top: 0, behavior: "instant" }));
}

/**
 * Opens the lightbox from the first project a visitor can reach, however many projects there are: one in view
 * (react-slick keeps the others inert, or hidden before it hydrates), or the first of a row when all fit.
 */
export async function openLightbox(page: Page) {
  const buttons = page.locator("[data-section=projects]").getByRole("button", { name: /^View / });
  const first = await buttons.evaluateAll((els) =>
    els.findIndex((el) => !el.closest("[inert]") && el.checkVisibility({ visibilityProperty: true })),
  );
  expect(first, "a project's View button in view").toBeGreaterThanOrEqual(0);
  await buttons.nth(first).click();
  await expect(page.getByRole("dialog")).toBeVisible();
}

/** The projects' titles, in the site's order. */
export const projectTitles = site.projects.map((project) => project.title);

/** Opens a route of the site (or the unknown address, whose 404 the browser logs) once the spinner has gone. */
export async function openRoute(page: Page, path: string, consoleProblems: string[]) {
  await page.goto(path);
  if (path === notFound.path) expectConsole(consoleProblems, /404 \(Not Found\)/);
  await expect(page.locator("#spinner")).toHaveCount(0);
}

export const { company } = site;
