/**
 * @jest-environment node
 *
 * docs/product.md says what the site does and the numbers it keeps; each number is read here from the code or
 * the content and must be in the page as written, so neither can change without the other.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { BACK_TO_TOP_THRESHOLD_PX } from "../../src/components/layout/back-to-top";
import { SPINNER_HIDE_DELAY_MS } from "../../src/components/layout/spinner";
import { COUNTER_DURATION_MS } from "../../src/components/sections/counters";
import { HERO_INTERVAL_MS, HERO_TRANSITION_MS } from "../../src/components/sections/hero";
import { QUOTE_TIMEOUT_MS } from "../../src/components/sections/quote-form-state";
import { PROJECT_LAYOUT, PROJECT_SLIDER_SETTINGS } from "../../src/components/sections/projects";
import { WORKS_LAYOUT, WORKS_SLIDER_SETTINGS } from "../../src/components/sections/works";
import { mainNavigation, quickLinks } from "../../src/data/navigation";
import { ROUTES } from "../../src/schema/routes";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const product = read("docs/product.md").replace(/\s+/g, " ");
/** The content files of a collection, in the site's order. */
const items = (folder: string) =>
  fs
    .readdirSync(path.join(root, "content", folder))
    .filter((file) => file.endsWith(".md"))
    .map((file) => matter(read(`content/${folder}/${file}`)).data)
    .sort((a, b) => a.order - b.order);
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
    ["Opening hours", () => items("company")[0]!.hours as string],
    ["Hero slides", () => String(items("hero").length)],
    ["Hero slide change", () => `${HERO_TRANSITION_MS} ms, a cut under reduced motion`],
    ["Hero interval", () => seconds(HERO_INTERVAL_MS)],
    ["Quote request timeout", () => seconds(QUOTE_TIMEOUT_MS)],
    [
      "Counter targets",
      () =>
        items("counters")
          .map((counter) => counter.target)
          .join(", "),
    ],
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
    ["Brand colour", () => `dark navy, ${/^\$navy: (#[0-9a-f]{6});/m.exec(read("src/styles/_variables.scss"))![1]}`],
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

  test.each([
    ["counters", ["label"]],
    ["services", ["title"]],
    ["why", ["title"]],
    ["projects", ["title", "description"]],
    ["works", ["title"]],
    ["hero", ["line1", "line2"]],
  ])("every %s item's text, in the site's order", (folder, fields) => {
    const texts = items(folder).map((item) => fields.map((field) => item[field] as string));
    const where = texts.map(([first]) => product.indexOf(first!));
    // Each item is named, each field beside the item's first, and the items come in the site's order.
    for (const [i, [first, ...rest]] of texts.entries()) {
      expect(product).toContain(first);
      for (const text of rest) expect(product.slice(where[i]!, where[i]! + 200)).toContain(text);
    }
    expect([...where].sort((a, b) => a - b)).toEqual(where);
  });

  test("every address of the site, and every link of the navigation and the footer", () => {
    for (const route of Object.values(ROUTES)) expect(product).toContain(`| \`${route}\` `);
    for (const link of [...mainNavigation, ...quickLinks]) expect(product).toContain(link.label);
    expect(product).toContain("| `/admin` ");
  });
});
