// The works on /software can be read on a phone: every title and text a visitor sees there is at least 14 px,
// breaks only between words (or after a hyphen the text has), and stays inside its box. Measured as a phone
// shows the page (mobile emulation), with scripts on and off, and after a swipe, on the suite's own content: its
// works' titles and texts at their fields' limits.
import type { Locator, Page } from "@playwright/test";
import { dragLeft, expectWorksSlide, worksInView } from "./carousel-helpers";
import { expect, site, test } from "./fixtures";

const works = site.works.map(({ title, text }) => ({ title, text }));

const region = (page: Page) => page.getByRole("region", { name: "Works", exact: true });

/** The titles of the slides in view, the texts a visitor sees (each whole), what makes a seen one hard to read. */
type Reading = Record<"inView" | "seen" | "problems", string[]>;

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
  // Once a slide change (react-slick's transition) has run.
  await expect.poll(() => region(page).evaluate((root) => root.getAnimations({ subtree: true }).length)).toBe(0);
  await expect.poll(async () => (await read(region(page))).problems).toEqual([]);
  const reading = await read(region(page));
  expect(reading.inView.length, `works in view: ${reading.inView.join(", ")}`).toBeGreaterThanOrEqual(inView);
  for (const { title, text } of works.filter((work) => reading.inView.includes(work.title))) {
    expect(reading.seen, `${title}: its title is seen`).toContain(title);
    expect(reading.seen, `${title}: its text is seen`).toContain(text);
  }
}

/**
 * The slides (by their "n of N" label) in which a screen reader reads `words`: every copy of them in the region
 * that is neither hidden (display, visibility) nor inert nor aria-hidden; a copy outside any slide counts as "".
 */
function readIn(carousel: Locator, words: string): Promise<string[]> {
  return carousel.evaluate(
    (root, words) =>
      [...root.querySelectorAll("h2, p")]
        .filter((el) => el.textContent!.trim() === words)
        .filter((el) => !el.closest("[inert], [aria-hidden=true]") && el.checkVisibility({ visibilityProperty: true }))
        .map((el) => el.closest("[aria-roledescription=slide]")?.getAttribute("aria-label") ?? ""),
    words,
  );
}

/**
 * A screen reader reads each work in view once, in its slide: its title and text are in the slide's group, and
 * a copy shown elsewhere for the eye (or in a clone) is hidden from it. A work out of view is read at most once,
 * in its slide: react-slick keeps most such slides inert, but not the neighbour it marks active beside a centred
 * pair (768-1023 px).
 */
async function expectReadOnce(page: Page) {
  const { inView } = await read(region(page));
  for (const [i, { title, text }] of works.entries()) {
    const slide = `${i + 1} of ${works.length}`;
    for (const words of [title, text]) {
      const where = await readIn(region(page), words);
      if (inView.includes(title)) expect(where, `"${words}" read in`).toEqual([slide]);
      else expect([[], [slide]], `"${words}", out of view, read in`).toContainEqual(where);
    }
  }
}

// Widths are what these tests are about: they set their own sizes.
for (const width of [320, 375, 414, 768]) {
  test.describe(`the works at ${width} px, on a phone or tablet`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

    test("can be read, and still after a swipe", async ({ page }) => {
      // The fixture's works slide at every width, so that the swipe is tested.
      expectWorksSlide(width);
      await page.goto("/software");
      await region(page).scrollIntoViewIfNeeded();
      // As many in view as WORKS_LAYOUT shows at this width (docs/product.md, "Numbers").
      const inView = worksInView(width);
      await expectReadable(page, inView);
      await expectReadOnce(page);
      // The swipe brings another work to the centre.
      const current = region(page).locator(".slick-current");
      const before = await current.getAttribute("data-index");
      await dragLeft(page, region(page).locator(".slick-list"));
      await expect.poll(() => current.getAttribute("data-index")).not.toBe(before);
      await expectReadable(page, inView);
      // The slides' inert state follows the slide change a frame later (use-inert-hidden-slides.ts).
      await expect(() => expectReadOnce(page)).toPass();
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("shows every work, readable", async ({ page }) => {
        await page.goto("/software");
        await expectReadable(page, works.length);
        await expectReadOnce(page);
      });
    });
  });
}
