// Printing, or saving as PDF, a page passes it on to a colleague: the content, dark on white, without the screen's
// controls; every project (with its picture), service, work and hero caption, not only the slides in view; the
// counters at their targets, not wherever their count stands; the company's address, phone, email and social link.
// Checked under emulated print media, and the page count of a PDF made by the browser, on the suite's own content
// (its texts at their limits: a layout that holds there holds for the editors' too).
import type { Page } from "@playwright/test";
import { company, expect, expectConsole, notFound, projectTitles, routes, site, test } from "./fixtures";
import { externalLinkName } from "./page-helpers";

const projects = projectTitles;
const services = site.services.map((service) => service.title);
const works = site.works.map((work) => work.title);
/** Each slide's caption as one line of text: its two lines, joined where the <br> was. */
const captions = site.hero.map((slide) => `${slide.line1} ${slide.line2}`);
const counters = site.counters.map((counter) => String(counter.target));

/**
 * The most pages each route's PDF may take, A4 or Letter, on the suite's own content only: what it takes now (8 and
 * 3 on Letter; / has the latest three articles, as words), plus one for fonts. The count grows with what the editors add (a project, a longer text), and a
 * page more is no fault of theirs; the suite's fixed content, its texts at the fields' limits, catches a print
 * layout that wastes paper (a slide to a page, a forced break, a picture at full size).
 */
const PAGE_BARS: Record<string, number> = { "/": 9, "/projects": 4 };

declare global {
  interface Window {
    /** Whether an element is on paper: rendered, not visually hidden, within the page's width (not a slide moved out). */
    onPaper: (element: Element) => boolean;
  }
}

/** A4's width inside the 1.5 cm margins that global.scss sets, in CSS px: what the browser lays out to print. */
const PAPER_WIDTH = 680;

/** The page as the printer gets it: loaded at the test's width, its pictures there, laid out on paper. */
async function printed(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("#spinner")).toHaveCount(0);
  await page.setViewportSize({ width: PAPER_WIDTH, height: 960 });
  await page.emulateMedia({ media: "print" });
  await page.evaluate(() => {
    window.onPaper = (element) => {
      const box = element.getBoundingClientRect();
      return (
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
        box.width > 1 &&
        box.height > 1 &&
        box.left >= -1 &&
        box.right <= document.documentElement.clientWidth + 1
      );
    };
  });
  // Every picture on paper has loaded, the lazy ones that never came near the screen too.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.images]
            .filter((img) => window.onPaper(img) && (!img.complete || img.naturalWidth === 0))
            .map((img) => img.alt || img.currentSrc || img.outerHTML.slice(0, 80)),
        ),
      { message: "pictures on paper that have not loaded", timeout: 15_000 },
    )
    .toEqual([]);
}

/** The texts of the elements matching `selector` that are on paper. */
const textsOnPaper = (page: Page, selector: string) =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((element) => window.onPaper(element))
        .map((element) => element.innerText.replace(/\s+/g, " ").trim()),
    selector,
  );

/** WCAG's contrast of two rgb() colours. */
function contrastWithWhite(rgb: string) {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => {
    const c = Number(value) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * r! + 0.7152 * g! + 0.0722 * b! + 0.05);
}

for (const route of [...routes, notFound]) {
  test(`${route.path} prints without screen controls, nothing fixed or sticky, dark text on white`, async ({
    page,
    consoleProblems,
  }) => {
    await printed(page, route.path);
    // The unknown path answers 404, which the browser logs itself.
    expectConsole(consoleProblems, /404 \(Not Found\)/);
    const controls = await textsOnPaper(
      page,
      "button, summary, input:not([type=hidden]), select, textarea, .btn, .slick-dots, [role=status]",
    );
    expect(controls, "controls on paper").toEqual([]);
    const report = await page.evaluate(() => {
      const all = [...document.querySelectorAll<HTMLElement>("body *")].filter((el) => window.onPaper(el));
      const name = (el: Element) => `${el.tagName.toLowerCase()}.${String(el.className).split(" ")[0]}`;
      return {
        pinned: all.filter((el) => ["fixed", "sticky"].includes(getComputedStyle(el).position)).map(name),
        backgrounds: all
          .filter((el) => {
            const style = getComputedStyle(el);
            const colour = style.backgroundColor;
            const clear = colour === "rgba(0, 0, 0, 0)" || colour === "rgb(255, 255, 255)";
            return !clear || style.backgroundImage !== "none";
          })
          .map(name),
        colours: all
          .filter((el) => [...el.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()))
          .map((el) => [name(el), getComputedStyle(el).color] as const),
      };
    });
    expect(report.pinned, "fixed or sticky on paper").toEqual([]);
    expect(report.backgrounds, "coloured backgrounds on paper").toEqual([]);
    expect(
      report.colours.filter(([, colour]) => contrastWithWhite(colour) < 7).map(([el, colour]) => `${el}: ${colour}`),
      "text on paper below 7:1 on white",
    ).toEqual([]);
  });
}

test("/ prints every hero caption, the counters' targets, every service, every project with its picture and the company's details", async ({
  page,
}) => {
  await printed(page, "/");
  // Each once, in the site's order.
  expect(await textsOnPaper(page, "[data-section=hero] p"), "hero captions").toEqual(captions);
  expect(await textsOnPaper(page, "[data-section=services] h3"), "services").toEqual(services);
  expect(await textsOnPaper(page, "[data-section=projects] h3"), "projects").toEqual(projects);
  // Each counter prints its target, the figure read to screen readers, not the count shown on screen.
  const figures = await page
    .locator("[data-section=counters] p:has([data-testid=counter-value])")
    .evaluateAll((values) =>
      values.map((value) =>
        [...value.querySelectorAll("span")]
          .filter((span) => window.onPaper(span))
          .map((span) => ({
            text: span.textContent?.trim(),
            countingUp: span.getAttribute("aria-hidden") === "true",
          })),
      ),
    );
  expect(figures).toEqual(counters.map((text) => [{ text, countingUp: false }]));
  await expectProjectPictures(page);
  // The footer, the same on every page: the company's details, and where its social profile is, which ::after
  // prints after its name.
  const footer = page.getByRole("contentinfo");
  for (const detail of [company.phone, company.email, company.address]) {
    await expect(footer.getByText(detail)).toBeVisible();
  }
  const social = footer.getByRole("link", { name: externalLinkName(company.socialLabel) });
  expect(await social.evaluate((a) => getComputedStyle(a, "::after").content)).toContain(company.socialUrl);
});

test("/software prints every work", async ({ page }) => {
  await printed(page, "/software");
  const texts = await textsOnPaper(page, "[data-section=works] h2, [data-section=works] p");
  for (const work of works)
    expect(
      texts.filter((text) => text === work),
      work,
    ).toHaveLength(1);
});

/** Each project's card on paper holds its picture, loaded. */
async function expectProjectPictures(page: Page) {
  const pictures = await page
    .locator("[data-section=projects] [role=group]")
    .evaluateAll((groups) =>
      groups
        .filter((group) => window.onPaper(group))
        .map((group) => [...group.querySelectorAll("img")].some((img) => window.onPaper(img) && img.naturalWidth > 0)),
    );
  expect(pictures).toEqual(projects.map(() => true));
}

for (const [path, bar] of Object.entries(PAGE_BARS)) {
  test(`${path} prints on at most ${bar} pages, A4 or Letter`, async ({ page }) => {
    await printed(page, path);
    for (const format of ["A4", "Letter"]) {
      const pdf = (await page.pdf({ format })).toString("latin1");
      const pages = pdf.match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
      expect(pages, `${path} on ${format}`).toBeGreaterThan(0);
      expect(pages, `${path} on ${format}`).toBeLessThanOrEqual(bar);
    }
  });
}
