/**
 * @jest-environment node
 *
 * docs/product.md says what the site does and the numbers it keeps; each number is read here from the code and
 * must be in the page as written, so neither can change without the other. The content is the editors': the
 * page names where each kind lives, and no text or count of it.
 */
import fs from "node:fs";
import path from "node:path";
import { BRAND_NAVY } from "../../lib/brand.mjs";
import { BACK_TO_TOP_THRESHOLD_PX } from "../../src/components/layout/back-to-top";
import { SPINNER_HIDE_DELAY_MS } from "../../src/components/layout/spinner";
import { COUNTER_DURATION_MS } from "../../src/components/sections/counters";
import { HERO_INTERVAL_MS, HERO_TRANSITION_MS } from "../../src/components/sections/hero";
import { QUOTE_TIMEOUT_MS } from "../../src/components/sections/quote-form-state";
import { PROJECT_LAYOUT, WORKS_LAYOUT } from "../../src/components/sections/carousel-layouts";
import { PROJECT_SLIDER_SETTINGS } from "../../src/components/sections/projects";
import { WORKS_SLIDER_SETTINGS } from "../../src/components/sections/works";
import { mainNavigation, quickLinks } from "../../src/data/navigation";
import { BODY_MAX, collections, INTEGER_MAX, TEXT_MAX } from "../../src/schema/collections";
import { ROUTES } from "../../src/schema/routes";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const product = read("docs/product.md").replace(/\s+/g, " ");
/** A row of the page's "Numbers" table: what, then the value as the code has it. */
const row = (what: string, value: string) => `| ${what} | ${value} |`;
const seconds = (ms: number) => `${ms / 1000} s`;

/** The breakpoints of a slider's layout, widest first: [min width, slides]. */
const widestFirst = (layout: typeof PROJECT_LAYOUT) =>
  Object.entries(layout.breakpoints ?? {})
    .map(([width, slides]) => [Number(width), slides] as const)
    .sort((a, b) => b[0] - a[0]);

describe("docs/product.md holds the numbers the site uses", () => {
  test.each([
    ["Hero slide change", () => `${HERO_TRANSITION_MS} ms, a cut under reduced motion`],
    ["Hero interval", () => seconds(HERO_INTERVAL_MS)],
    ["Quote request timeout", () => seconds(QUOTE_TIMEOUT_MS)],
    ["Counter duration", () => seconds(COUNTER_DURATION_MS)],
    ["Spinner hide delay", () => `${SPINNER_HIDE_DELAY_MS} ms after load`],
    ["Back-to-top threshold", () => `${BACK_TO_TOP_THRESHOLD_PX} px of scroll`],
    [
      "Project carousel",
      () => {
        // 3 in view, 2 below 992 px, 1 below 576 px: each breakpoint gives the count from its width up.
        const points = widestFirst(PROJECT_LAYOUT);
        const counts = [...points.map(([, slides]) => slides), PROJECT_LAYOUT.slidesPerView];
        const below = points.map(([width], i) => `${counts[i + 1]} below ${width} px`);
        return `${counts[0]} in view, ${below.join(", ")}; moves ${PROJECT_SLIDER_SETTINGS.slidesToScroll}; speed ${PROJECT_SLIDER_SETTINGS.speed} ms`;
      },
    ],
    [
      "Works slider",
      () => {
        const from = widestFirst(WORKS_LAYOUT)
          .reverse()
          .map(([width, slides]) => `${slides} from ${width} px`);
        return `${WORKS_LAYOUT.slidesPerView} in view, ${from.join(", ")}; spacing ${WORKS_LAYOUT.spaceBetween} px; speed ${WORKS_SLIDER_SETTINGS.speed} ms`;
      },
    ],
    [
      "Message box height",
      () =>
        `${/\.message \{[^}]*?height: (\d+)px/.exec(read("src/components/sections/quote-form.module.scss"))![1]} px`,
    ],
    ["Brand colour", () => `dark navy, ${BRAND_NAVY}`],
    [
      "Smallest control on a phone",
      () => {
        const rem = Number(/^\$target-size: ([\d.]+)rem;/m.exec(read("src/styles/_variables.scss"))![1]);
        return `${rem * 16} × ${rem * 16} px`;
      },
    ],
  ])("%s", (what, value) => {
    expect(product).toContain(row(what, value()));
  });

  test("where each kind of content lives, and how many items of it the build takes", () => {
    for (const [name, collection] of Object.entries(collections)) {
      const where = collection.single ? `\`content/${name}/${name}.md\`` : `\`content/${name}/\``;
      expect(product).toContain(where);
      if (collection.items) {
        const { min, max } = collection.items;
        expect(product).toContain(`| ${collection.label} | ${where} | ${min} to ${max} |`);
      }
    }
    expect(product).toContain(`Each text field takes at most ${TEXT_MAX} characters`);
    const limit = (name: string, field: string) => collections[name]!.fields[field]!.max;
    expect(product).toContain(
      `a project's title ${limit("projects", "title")}, a hero caption's line ${limit("hero", "line1")}, a counter's label ${limit("counters", "label")}`,
    );
    expect(limit("hero", "line2")).toBe(limit("hero", "line1"));
    expect(product).toContain(`a Markdown text below the front matter at most ${BODY_MAX.toLocaleString("en")};`);
    expect(product).toContain(`numbers run from 0 to ${INTEGER_MAX}, an item's order to ${limit("projects", "order")}`);
  });

  test("every address of the site, and every link of the navigation and the footer", () => {
    for (const route of Object.values(ROUTES)) expect(product).toContain(`| \`${route}\` `);
    for (const link of [...mainNavigation, ...quickLinks]) expect(product).toContain(link.label);
    expect(product).toContain("| `/admin` ");
  });
});
