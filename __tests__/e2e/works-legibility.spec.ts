// The works on /software can be read on a phone: every title and text a visitor sees there is at least 14 px,
// breaks only between words (or after a hyphen the text has), and stays inside its box. Measured as a phone
// shows the page (mobile emulation), with scripts on and off, and after a swipe.
import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

const works = [
  {
    title: "CRM Development",
    text: "A customer relationship platform that unifies sales, support and marketing data in one place.",
  },
  {
    title: "E-commerce Website Development",
    text: "Online stores with fast checkout, inventory sync and payment integrations.",
  },
  {
    title: "Slack Integration",
    text: "Bots and workflows that bring your business systems into the Slack channels your team already uses.",
  },
];

const region = (page: Page) => page.getByRole("region", { name: "Works", exact: true });

interface Reading {
  /** The titles of the slides in view. */
  inView: string[];
  /** The texts a visitor sees, each whole (trimmed). */
  seen: string[];
  /** What makes a seen text hard to read, one line each. */
  problems: string[];
}

/**
 * Every text in the works region that a visitor sees, and what makes it hard to read. A text is not seen
 * when it is hidden, visually hidden (clipped to nothing, for screen readers only) or in a slide wholly out
 * of view; every other text is seen, and each of its words must lie on one line (a Range over a word split
 * across lines has a rect per line), inside every box that clips it and inside the screen.
 */
function read(carousel: Locator): Promise<Reading> {
  return carousel.evaluate((root) => {
    const seen: string[] = [];
    const problems: string[] = [];
    const inView = new Set<string>();
    const clipsAround = (el: Element) => {
      const boxes: DOMRect[] = [];
      for (let at: Element | null = el; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.clip !== "auto" || style.clipPath !== "none") return null; // visually hidden
        if (style.overflowX !== "visible") boxes.push(at.getBoundingClientRect());
      }
      return boxes;
    };
    const outside = (r: DOMRect, box: DOMRect) => r.right <= box.left || r.left >= box.right;
    const within = (r: DOMRect, box: DOMRect) => r.left >= box.left - 0.5 && r.right <= box.right + 0.5;
    const screen = new DOMRect(0, 0, document.documentElement.clientWidth, innerHeight);
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node.data.trim();
      const el = node.parentElement!;
      if (!text || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      const clips = clipsAround(el);
      if (!clips || box.width <= 1 || box.height <= 1) continue;
      const slide = (el.closest(".slick-slide") ?? el).getBoundingClientRect();
      if (clips.some((clip) => outside(slide, clip))) continue;
      seen.push(text);
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < 14) problems.push(`"${text}" is ${size} px`);
      if (getComputedStyle(el).display !== "inline" && el.scrollWidth > el.clientWidth)
        problems.push(`"${text}" is wider than its box (${el.scrollWidth} > ${el.clientWidth} px)`);
      // A word, with the hyphens it has: a line may end after "E-", not inside "commerce".
      for (const match of node.data.matchAll(/[^\s-]+-*/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        if (rects.length !== 1) problems.push(`"${match[0]}" in "${text}" is broken over ${rects.length} lines`);
        else if (![screen, ...clips].every((clip) => within(rects[0]!, clip)))
          problems.push(`"${match[0]}" in "${text}" is cut off`);
      }
    }
    for (const slide of root.querySelectorAll("[aria-roledescription=slide]")) {
      const clips = clipsAround(slide);
      const r = slide.getBoundingClientRect();
      if (clips?.every((clip) => within(r, clip))) inView.add(slide.querySelector("h2")!.textContent!.trim());
    }
    return { inView: [...inView], seen, problems };
  });
}

/**
 * Nothing seen is hard to read, and the title and text of every work in view are seen (in its slide or
 * elsewhere in the region); `inView` is how many works are in view at least.
 */
async function expectReadable(page: Page, inView: number) {
  await expect.poll(async () => (await read(region(page))).problems).toEqual([]);
  const reading = await read(region(page));
  expect(reading.inView.length, `works in view: ${reading.inView.join(", ")}`).toBeGreaterThanOrEqual(inView);
  for (const { title, text } of works.filter((work) => reading.inView.includes(work.title))) {
    expect(reading.seen, `${title}: its title is seen`).toContain(title);
    expect(reading.seen, `${title}: its text is seen`).toContain(text);
  }
}

/**
 * A screen reader reads each work once, in its slide: its title and text are in the slide's group, and a copy
 * shown elsewhere for the eye is hidden from it.
 */
async function expectReadOnce(page: Page) {
  const tree = await region(page).ariaSnapshot();
  for (const [i, { title, text }] of works.entries()) {
    const slide = region(page).getByRole("group", { name: `${i + 1} of ${works.length}`, exact: true });
    await expect(slide.getByRole("heading", { name: title })).toBeVisible();
    await expect(slide.getByText(text)).toBeAttached();
    for (const words of [title, text]) expect(tree.split(words).length - 1, `"${words}" read`).toBe(1);
  }
}

/** A finger's swipe from right to left across the works. */
async function swipe(page: Page) {
  const box = (await region(page).locator("[data-slider]").boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 10 });
  await page.mouse.up();
}

// Widths are what these tests are about: they run once (tag @once, the 1280 project), at their own sizes.
for (const width of [320, 375, 414, 768]) {
  test.describe(`the works at ${width} px, on a phone or tablet`, { tag: "@once" }, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

    test("can be read, and still after a swipe", async ({ page }) => {
      await page.goto("/software");
      await region(page).scrollIntoViewIfNeeded();
      // The slider hydrates once it is near: react-slick's, or a row when every work fits in view.
      await expect.poll(() => hydrated(region(page).locator("[data-slider]"))).toBe(true);
      // Below 768 px WORKS_LAYOUT shows three in view, from 768 px two (docs/product.md, "Numbers").
      const inView = width < 768 ? 3 : 2;
      await expectReadable(page, inView);
      // From 768 px react-slick's clones (inert) carry copies too.
      if (width < 768) await expectReadOnce(page);
      // Where the works slide (from 768 px), the swipe brings another work to the centre.
      const current = region(page).locator(".slick-current");
      const before = width >= 768 ? await current.getAttribute("data-index") : null;
      await swipe(page);
      if (before !== null) await expect.poll(() => current.getAttribute("data-index")).not.toBe(before);
      await expectReadable(page, inView);
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("shows all three works, readable", async ({ page }) => {
        await page.goto("/software");
        await expectReadable(page, works.length);
        await expectReadOnce(page);
      });
    });
  });
}
