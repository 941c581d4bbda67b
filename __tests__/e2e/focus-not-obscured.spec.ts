// The keyboard's way through a page: tabbing forwards and backwards, and on past its end round to its start
// again, every control that takes focus shows a focus ring that stands 3:1 against what is behind it (WCAG
// 1.4.11), and is in the window, never covered, even in part, by the sticky header or anything else fixed (the
// back-to-top button), once the browser has scrolled (Focus Not Obscured, WCAG 2.4.11: axe cannot see either;
// the second depends on where the browser scrolls); on the home page Tab goes from Skip to content through the
// header to the hero. With the header open (1280 px) and collapsed (375 px; at 768 px it is the same).
import type { Page } from "@playwright/test";
import { BREAKPOINTS } from "../../src/styles/breakpoints";
import { company, expect, menuOpen, menuToggle, notFound, openRoute, routes, test, width } from "./fixtures";
import { contrast, cssColours, over, type Rgb } from "../support/contrast";
import { externalLinkName, scrollSettled } from "./page-helpers";

interface Stop {
  name: string;
  /** What hides part of the focused control: the covering element and how much of it, or the window's edge. */
  covered: string[];
  /**
   * Its computed outline (its width, 0 for none, and offset) and shadows, its ancestors' backgrounds, nearest
   * first, and how much room the window leaves round its box on each side (top, right, bottom, left).
   */
  ring: {
    outline: number;
    outlineOffset: number;
    outlineColor: string;
    boxShadow: string;
    backgrounds: string[];
    room: number[];
  };
}

/**
 * What is wrong with a focus ring, if anything. Its bands are its outline (2 px wide at least) and the shadows
 * that draw a band round the control (no offset, no blur, a spread of 2 px at least; not a drop shadow), each laid
 * over what is behind the control: its ancestors' backgrounds, down from the first opaque one. One band must stand
 * 3:1 against that (WCAG 1.4.11): it is what tells the focused state from the unfocused. And the ring must lie
 * inside the window, all round: a ring cut off by the window's edge shows only in part.
 */
function focusRingProblem({ outline, outlineOffset, outlineColor, boxShadow, backgrounds, room }: Stop["ring"]) {
  const layers: ReturnType<typeof cssColours> = [];
  for (const layer of backgrounds.flatMap((background) => cssColours(background))) {
    if (layer.alpha > 0) layers.push(layer);
    if (layer.alpha === 1) break;
  }
  const behind = layers.reduceRight<Rgb>((below, { rgb, alpha }) => over(rgb, alpha, below), [255, 255, 255]);
  const bands = outline >= 2 ? cssColours(outlineColor) : [];
  // How far the ring reaches beyond the control's box.
  let reach = outline > 0 ? Math.max(outlineOffset + outline, 0) : 0;
  for (const shadow of boxShadow === "none" ? [] : boxShadow.split(/,(?![^(]*\))/)) {
    const [x, y, blur, spread = 0] = shadow
      .replace(/rgba?\([^)]*\)/, "")
      .trim()
      .split(/\s+/)
      .map(parseFloat);
    if (x === 0 && y === 0 && blur === 0 && spread >= 2) {
      bands.push(...cssColours(shadow));
      reach = Math.max(reach, spread);
    }
  }
  const cut = room.findIndex((space) => space < reach - 0.5);
  if (cut >= 0)
    return `its focus ring reaches ${reach}px past its box, past the window's ${["top", "right", "bottom", "left"][cut]} edge`;
  if (bands.some(({ rgb, alpha }) => contrast(over(rgb, alpha, behind), behind) >= 3)) return null;
  return `no band of its focus ring stands 3:1 against rgb(${behind.join(", ")}) (${outline}px ${outlineColor}; ${boxShadow})`;
}

/**
 * The focused element, what of it lies outside the window (the top bar of a sticky header that has slid above
 * it, say), and every fixed or sticky element (not the focused one, nor one holding it) that is drawn over part
 * of it: their boxes overlap, and at a point of the overlap the browser's hit test finds the other element on top
 * (so a dialog in the top layer is not taken as covered by the header under it); and what its focus ring is
 * drawn with, and over (focusRingProblem).
 */
function focusedStop(): Stop | null {
  const focused = document.activeElement as HTMLElement | null;
  if (!focused || focused === document.body) return null;
  const box = focused.getBoundingClientRect();
  const text = (focused.getAttribute("aria-label") ?? focused.innerText ?? "").replace(/\s+/g, " ").trim();
  const name = `${focused.tagName.toLowerCase()} "${text.slice(0, 60)}"`;
  const covered: string[] = [];
  const { outlineStyle, outlineWidth, outlineOffset, outlineColor, boxShadow } = getComputedStyle(focused);
  const backgrounds: string[] = [];
  for (let node = focused.parentElement; node; node = node.parentElement) {
    backgrounds.push(getComputedStyle(node).backgroundColor);
  }
  const ring = {
    outline: outlineStyle === "none" ? 0 : parseFloat(outlineWidth),
    outlineOffset: parseFloat(outlineOffset),
    outlineColor,
    boxShadow,
    backgrounds,
    room: [box.top, innerWidth - box.right, innerHeight - box.bottom, box.left],
  };
  if (box.top < 0 || box.bottom > innerHeight) {
    covered.push(`the window's edge hides it (from y ${Math.round(box.top)} to ${Math.round(box.bottom)})`);
  }
  for (const other of document.querySelectorAll<HTMLElement>("body *")) {
    const style = getComputedStyle(other);
    if (style.position !== "fixed" && style.position !== "sticky") continue;
    if (other.contains(focused) || focused.contains(other)) continue;
    if (!other.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const over = other.getBoundingClientRect();
    const left = Math.max(box.left, over.left, 0);
    const right = Math.min(box.right, over.right, innerWidth);
    const top = Math.max(box.top, over.top, 0);
    const bottom = Math.min(box.bottom, over.bottom, innerHeight);
    if (right - left < 1 || bottom - top < 1) continue;
    const points = [0.1, 0.5, 0.9].flatMap((fx) =>
      [0.1, 0.5, 0.9].map((fy) => [left + (right - left) * fx, top + (bottom - top) * fy] as const),
    );
    if (points.some(([x, y]) => other.contains(document.elementFromPoint(x, y)))) {
      const label = other.getAttribute("aria-label") ?? other.tagName.toLowerCase();
      covered.push(`${label} hides ${Math.round(bottom - top)} of its ${Math.round(box.height)} px`);
    }
  }
  return { name, covered, ring };
}

/** How many controls Tab meets after it comes round to the top of the page: the skip link, the top bar's. */
const ROUND_AGAIN = 6;

/**
 * Presses Tab from the top of the page until focus leaves it, then Shift+Tab back to the first control, then
 * Tab on past the end of the page and round to its first controls again, and returns every stop where the
 * focused control was out of the window or covered, or its focus ring too faint.
 */
async function walk(page: Page) {
  const hidden: string[] = [];
  const names: string[] = [];
  const record = async (key: string, step: number) => {
    await page.keyboard.press(key);
    await scrollSettled(page);
    const stop = await page.evaluate(focusedStop);
    const problems = stop ? [...stop.covered, focusRingProblem(stop.ring) ?? []].flat() : [];
    if (problems.length > 0) hidden.push(`${key} #${step} ${stop!.name}: ${problems.join(", ")}`);
    if (stop && key === "Tab" && names.length === step - 1) names.push(stop.name);
    return stop;
  };
  let forward = 0;
  while ((await record("Tab", ++forward)) !== null) {
    expect(forward, "Tab reaches the end of the page").toBeLessThan(400);
  }
  // Focus has left the page after its last control: Shift+Tab comes back to that control, and on up to the first.
  for (let backward = 1; backward < forward; backward++) await record("Shift+Tab", backward);
  expect(forward, "the walk met the page's controls").toBeGreaterThan(10);
  // Round again, as a keyboard user does who tabs past the end: focus leaves the page after its last control and
  // comes back to its first, while the page is still scrolled to its end.
  await page.keyboard.press("End");
  await page.locator("footer a").last().focus();
  let left = 0;
  while ((await record("Tab", forward + ++left)) !== null) expect(left, "Tab leaves the page").toBeLessThan(10);
  for (let again = 1; again <= ROUND_AGAIN; again++) await record("Tab", forward + left + again);
  return { hidden, names };
}

/** The home page's first stops: Skip to content, the header as the width shows it, then the hero's shown slide. */
function homeStops(page: Page) {
  const wide = width(page) >= BREAKPOINTS.lg;
  const links = ["Home", "About Us", "Services", "Projects", "Contact Us", "Request A Quote"];
  return [
    "Skip to content",
    externalLinkName(company.socialLabel),
    ...(wide
      ? [`Call Us ${company.phone}`, `Email Us ${company.email}`, company.name, ...links]
      : [company.name, "Menu"]),
    ...(!wide && width(page) >= BREAKPOINTS.md ? ["Request A Quote"] : []),
    "Request A Quote",
    "Start automatic slide show",
    "Previous slide",
  ].map((name) => name.replace(/\s+/g, " ").trim());
}

test.describe("keyboard focus shows, and is never hidden", () => {
  // The walk is long on the home page (about 120 stops each way); under reduced motion the browser's scroll
  // to each control is at once, not smooth, so each stop is measured where the scroll ends without waiting.
  test.use({ reducedMotion: "reduce" });
  test.setTimeout(120_000);

  for (const route of [...routes, notFound]) {
    test(
      `${route.path}: Tab and Shift+Tab through the page, every control with its ring, none covered`,
      // What hides a control is the header, collapsed at 375 and 768 px alike, and the window's edges.
      { tag: "@menu-widths" },
      async ({ page, consoleProblems }) => {
        await openRoute(page, route.path, consoleProblems);
        const { hidden, names } = await walk(page);
        expect(hidden).toEqual([]);
        if (route.path === "/") {
          const expected = homeStops(page);
          expect(names.slice(0, expected.length).map((name) => /"(.*)"$/.exec(name)![1])).toEqual(expected);
        }
      },
    );
  }

  // Below 992 px the open menu makes the sticky header a third of the screen high.
  test("/contact at 375 px with the menu open: no control is covered by it", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/contact");
    await menuToggle(page).click();
    await expect.poll(() => menuOpen(page)).toBe(true);
    expect((await walk(page)).hidden).toEqual([]);
  });
});

test.describe("keyboard focus that moves far, with motion allowed", () => {
  test.use({ reducedMotion: "no-preference" });

  // Shift+Tab from the top goes round to the page's last control: a smooth scroll of the whole page, aimed before
  // the sections it passes are laid out (content-visibility), which then grow and leave it short of the control.
  test("/ at 375 px: Shift+Tab past the first control brings the last one into view", async ({
    page,
    consoleProblems,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openRoute(page, "/", consoleProblems);
    await page.keyboard.press("Shift+Tab");
    await expect(page.locator(":focus")).toBeInViewport({ ratio: 1 });
  });
});

// Without scripts the header sticks from 992 px with the top bar above the window, and only its CSS brings the
// top bar into view when Tab comes round to it from the end of a page.
test.describe("keyboard focus without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Tab round from the end of a page shows each of the top bar's links", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("End");
    await page.locator("footer a").last().focus();
    const links = page.locator("#top a");
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    // Tab leaves the page after its last control, then comes back to the skip link, then to the top bar.
    for (let press = 0; press < 5; press++) {
      if (await links.first().evaluate((link) => link === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    for (let i = 0; i < count; i++) {
      await expect(links.nth(i)).toBeFocused();
      expect(await page.evaluate(() => scrollY), "the page is still scrolled down").toBeGreaterThan(0);
      await expect(links.nth(i)).toBeInViewport({ ratio: 1 });
      await page.keyboard.press("Tab");
    }
  });
});
