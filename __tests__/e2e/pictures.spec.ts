// Pictures cropped where the editor points, and the hero sharp on phones (docs/editors.md, "Pictures"): on the
// tests' own content, whose first hero picture is as large as the field takes and whose pictures have their subject
// at an edge, with the focal point set on it.
import path from "node:path";
import { BREAKPOINTS } from "../../src/styles/breakpoints";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { focalRegion, parseFocus } from "../../lib/picture";
import { collections } from "../../src/schema/collections";
import { TEXT_WIDTH } from "../../src/schema/insights";
import { expect, openLightbox, site, test } from "./fixtures";
import { projectSlidesInView } from "./page-helpers";

const root = path.resolve(__dirname, "../..");
const pictureSize = async (collection: string, file: string) => {
  const { width = 0, height = 0 } = await sharp(path.join(root, site.dir, collection, file)).metadata();
  return { width, height };
};

/**
 * Where on screen an <img> shows a point of its source (x and y as fractions of the source), from the box it is
 * laid out in, its picture's shape, object-fit: cover and its object-position: relative to the box, in px.
 */
async function shownAt(image: Locator, point: { x: number; y: number }) {
  // Visible is not loaded: until its picture arrives, an <img> has no natural size to place the point by.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image.evaluate((img: HTMLImageElement, { x, y }) => {
    const box = img.getBoundingClientRect();
    const scale = Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight);
    const [shownWidth, shownHeight] = [img.naturalWidth * scale, img.naturalHeight * scale];
    const [ox, oy] = getComputedStyle(img)
      .objectPosition.split(" ")
      .map((v) => parseFloat(v) / 100);
    return {
      x: (box.width - shownWidth) * ox! + x * shownWidth,
      y: (box.height - shownHeight) * oy! + y * shownHeight,
      width: box.width,
      height: box.height,
    };
  }, point);
}

/** The subject, where the entry's focal point says it is, as a point of the cut of shape `ratio` (or the whole). */
async function subjectIn(collection: string, entry: { image: string; focus?: string }, ratio?: number) {
  const { width, height } = await pictureSize(collection, entry.image);
  const focus = parseFocus(entry.focus);
  if (!ratio) return focus;
  const cut = focalRegion(width, height, ratio, focus);
  return { x: (focus.x * width - cut.left) / cut.width, y: (focus.y * height - cut.top) / cut.height };
}

/** The subject, where `shownAt` puts it, lies within the picture's box. */
const expectInside = (at: { x: number; y: number; width: number; height: number }, box: string) =>
  expect(
    at.x >= 0 && at.x <= at.width && at.y >= 0 && at.y <= at.height,
    `the subject at ${Math.round(at.x)}, ${Math.round(at.y)} in a ${at.width} x ${at.height} ${box}`,
  ).toBe(true);
const heroImage = (page: Page) =>
  page.locator("[data-section=hero] [role=group]").first().locator("img[data-main-image]");

/** The fixture's precondition: the picture's subject at its left edge, with the focal point on it. */
const expectSubjectAtEdge = (entry: { focus?: string }) =>
  expect(parseFocus(entry.focus).x, "the fixture's subject is at the picture's left edge").toBeLessThan(0.1);

test.describe("pictures cropped around their focal point", () => {
  test.use({ reducedMotion: "reduce" });

  test(
    "the hero keeps the first slide's subject in view, from a phone's square cut or the whole picture",
    { tag: "@widths" },
    async ({ page }) => {
      expectSubjectAtEdge(site.hero[0]!);
      await page.goto("/");
      const image = heroImage(page);
      await expect(image).toBeVisible();
      const phone = (await image.evaluate((img: HTMLImageElement) => img.currentSrc)).includes("imagePhone");
      expect(phone, "a phone gets the square cut, a wider screen the whole picture").toBe(
        page.viewportSize()!.width < BREAKPOINTS.md,
      );
      expectInside(await shownAt(image, await subjectIn("hero", site.hero[0]!, phone ? 1 : undefined)), "box");
    },
  );

  test("a project card and the lightbox keep the subject in view", { tag: "@widths" }, async ({ page }) => {
    expectSubjectAtEdge(site.projects[0]!);
    await page.goto("/projects");
    const card = projectSlidesInView(page).first();
    const image = card.locator("img[data-main-image]");
    await expect(image).toBeVisible();
    const subject = await subjectIn(
      "projects",
      site.projects[0]!,
      collections.projects!.fields.image!.picture!.crops!.Card,
    );
    const at = await shownAt(image, subject);
    expectInside(at, "card");
    // Near the card's left edge, as in the picture: the cut kept the edge rather than the centre.
    expect(at.x / at.width).toBeLessThan(0.15);
    await openLightbox(page);
    const large = page.getByRole("dialog").locator("img");
    await expect(large).toBeVisible();
    expectInside(await shownAt(large, subject), "lightbox");
  });
});

test("the hero is sharp on phones: its first picture, at the field's largest, gives each device pixel a source pixel", async ({
  browser,
}) => {
  // Three loads of the home page at 2x and 3x, each until the network is idle: over 30 s on a busy machine.
  test.setTimeout(60_000);
  const { width } = await pictureSize("hero", site.hero[0]!.image);
  expect(width, "the fixture's first hero picture is as large as the field takes").toBe(
    collections.hero!.fields.image!.picture!.max,
  );
  for (const [viewport, scale] of [
    [375, 3],
    [390, 3],
    [768, 2],
  ] as const) {
    const context = await browser.newContext({
      viewport: { width: viewport, height: 800 },
      deviceScaleFactor: scale,
    });
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "networkidle" });
    // The chosen source's pixels, from its srcset's width descriptor, against the box it covers.
    const shown = await heroImage(page).evaluate((img: HTMLImageElement) => {
      const url = new URL(img.currentSrc).pathname;
      const candidates = [...img.closest("picture")!.querySelectorAll("source, img")].flatMap((el) =>
        (el.getAttribute("srcset") ?? "").split(",").map((entry) => entry.trim().split(/\s+/)),
      );
      const sourceWidth = Number(candidates.find(([src]) => src === url)?.[1]?.replace("w", "") ?? 0);
      const box = img.getBoundingClientRect();
      const sourceHeight = (sourceWidth * img.naturalHeight) / img.naturalWidth;
      // Covering the box: the CSS px each source pixel takes.
      return { cssPerSource: Math.max(box.width / sourceWidth, box.height / sourceHeight), sourceWidth };
    });
    const perDevicePixel = 1 / (shown.cssPerSource * scale);
    const row = `${viewport} px at ${scale}x: ${shown.sourceWidth} px source, ${perDevicePixel.toFixed(2)} per device px`;
    expect(perDevicePixel, row).toBeGreaterThanOrEqual(1);
    await context.close();
  }
});

test("a picture in an article's text is described, comes lazily at the text's width, and holds its box until then", async ({
  browser,
}) => {
  // The suite's own article with pictures in its text (src/schema/markdown.ts: a described file beside it).
  const article = site.articles.find((a) => !a.scheduled && /!\[[^\]]+\]\(/.test(a.body));
  expect(article, "the suite's content has an article with a picture in its text").toBeTruthy();
  const [, alt, file] = /!\[([^\]]+)\]\((?:\.\/)?([^\s)]+)/.exec(article!.body)!;
  const source = await pictureSize("articles", file!);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  // Nothing of the picture arrives at first: its box must keep the picture's shape without it.
  await page.route("**/static/**", (route) => route.abort());
  await page.goto(article!.path);
  const image = page.getByAltText(alt!, { exact: true });
  await expect(image).toHaveAttribute("loading", "lazy");
  const box = await image.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(TEXT_WIDTH);
  // Within a pixel: the box's height is rounded to the screen's pixels.
  expect(Math.abs(box!.height - (box!.width * source.height) / source.width)).toBeLessThanOrEqual(1);
  // Then it comes, once near the view, in a size at least as sharp as a 2x screen needs: the chosen source's
  // width, from its srcset's descriptor (an <img>'s natural width is that over the screen's density).
  await page.unrouteAll();
  await page.reload();
  await image.scrollIntoViewIfNeeded();
  const chosenWidth = () =>
    image.evaluate((img: HTMLImageElement) => {
      if (!img.complete || !img.currentSrc) return 0;
      const url = new URL(img.currentSrc).pathname;
      const candidates = [...img.closest("picture")!.querySelectorAll("source")].flatMap((el) =>
        el.srcset.split(",").map((entry) => entry.trim().split(/\s+/)),
      );
      return Number(candidates.find(([src]) => src === url)?.[1]?.replace("w", "") ?? 0);
    });
  await expect.poll(chosenWidth).toBeGreaterThanOrEqual(Math.min(source.width, 2 * box!.width));
  await context.close();
});

test("an article's cover says its true width in sizes, so each screen fetches the smallest sharp source", async ({
  page,
}) => {
  const article = site.articles.find((a) => !a.scheduled)!;
  await page.goto(article.path);
  const cover = page.getByAltText(article.coverAlt, { exact: true });
  // The width `sizes` gives at this viewport: its first entry whose media query matches, laid out as a width.
  const sizesWidth = () =>
    cover.evaluate((img: HTMLImageElement) => {
      const entries = (img.closest("picture")!.querySelector("source")!.getAttribute("sizes") ?? "").split(
        /,(?![^(]*\))/,
      );
      const match = entries
        .map((entry) => /^\s*(\(.*\))?\s*(.+?)\s*$/.exec(entry)!)
        .find(([, media]) => !media || matchMedia(media).matches)!;
      const probe = document.body.appendChild(document.createElement("div"));
      probe.style.width = match[2]!;
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return { sizes: width, box: img.getBoundingClientRect().width };
    });
  for (const width of [320, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const { sizes, box } = await sizesWidth();
    expect(Math.abs(sizes - box), `at ${width} px: sizes ${sizes} px, the cover ${box} px`).toBeLessThanOrEqual(1);
  }
});
