// The brand colours, read from the Sass variables, meet WCAG AA (4.5:1) for text in every pairing the
// site uses, including text on the dark navy (top bar, page header, hero, footer).
import fs from "node:fs";
import path from "node:path";

const sass = fs.readFileSync(path.resolve(__dirname, "../../src/styles/_variables.scss"), "utf8");
const colour = (name: string) => {
  const hex = new RegExp(`^\\$${name}:\\s*(#[0-9a-f]{6});`, "mi").exec(sass)?.[1];
  if (!hex) throw new Error(`$${name} is not a #rrggbb colour in _variables.scss`);
  return hex;
};

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const white = "#ffffff";
const pairs: [string, string, string][] = [
  ["white text on navy", white, colour("navy")],
  ["amber text on navy", colour("amber"), colour("navy")],
  ["white text on the lighter navy", white, colour("navy-light")],
  ["navy text on amber (buttons)", colour("navy"), colour("amber")],
  ["body text on white", colour("ink"), white],
  ["muted text on white", colour("muted"), white],
  ["muted text on the light surface", colour("muted"), colour("surface")],
  ["navy headings on the light surface", colour("navy"), colour("surface")],
];

test.each(pairs)("%s is at least 4.5:1", (_, text, background) => {
  expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
});

test("the ratio is computed as WCAG defines it", () => {
  expect(contrast("#000000", white)).toBeCloseTo(21, 5);
  expect(contrast("#767676", white)).toBeCloseTo(4.54, 2);
});
