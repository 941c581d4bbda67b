// The brand colours, read from the Sass variables, meet WCAG's AAA contrast (1.4.6) in every pairing the site sets
// text in: 7:1 for body text, 4.5:1 for large text (24 px, or 18.7 px bold), on white, on the light surface and on
// the dark navy (top bar, page header, footer), where the page header's glows are its lightest parts; and a form
// field's edge stands 3:1 on its white card (1.4.11). Focus rings are checked as drawn, in focus-not-obscured.spec.ts.
import fs from "node:fs";
import path from "node:path";
import { BRAND_NAVY } from "../../lib/brand.mjs";
import { contrast, hex, over, type Rgb } from "../support/contrast";

// $navy as gatsby-config.ts hands it to every stylesheet, before the variables.
const sass = `$navy: ${BRAND_NAVY};\n${fs.readFileSync(path.resolve(__dirname, "../../src/styles/_variables.scss"), "utf8")}`;
const variable = (name: string, form = /.+/) => {
  const value = new RegExp(`^\\$${name}:\\s*([^;]+);`, "m").exec(sass)?.[1]?.trim() ?? "";
  if (!form.test(value)) throw new Error(`$${name} is not set in _variables.scss as ${form}`);
  return value;
};
const colour = (name: string) => hex(variable(name, /^#[0-9a-f]{6}$/i));

const BODY = 7;
const LARGE = 4.5;
const EDGE = 3;
const white = hex("#ffffff");
const navy = colour("navy");
const navyLight = colour("navy-light");
// page-header.module.scss lays a sky glow (22 %) and an amber glow (16 %) over its navy gradient.
const skyGlow = over(colour("sky"), 0.22, navyLight);
const amberGlow = over(colour("amber"), 0.16, navyLight);
const floatingLabel = over(colour("ink"), Number(variable("form-floating-label-opacity")), white);

const pairs: [name: string, text: Rgb, background: Rgb, minimum: number][] = [
  ["body text on white", colour("ink"), white, BODY],
  ["muted text on white", colour("muted"), white, BODY],
  ["muted text on the light surface", colour("muted"), colour("surface"), BODY],
  ["navy headings and links on white", navy, white, BODY],
  ["navy headings on the light surface", navy, colour("surface"), BODY],
  ["a form field's label, faded, on white", floatingLabel, white, BODY],
  ["a form field's edge on white", colour("input-border-color"), white, EDGE],
  ["navy text on amber (buttons)", navy, colour("amber"), BODY],
  ["white text on navy", white, navy, BODY],
  ["top bar and footer text on navy", colour("on-navy"), navy, BODY],
  ["top bar labels on navy", colour("on-navy-muted"), navy, BODY],
  ["amber links on navy (footer, on hover)", colour("amber"), navy, BODY],
  ["white text on the lighter navy", white, navyLight, BODY],
  ["white breadcrumb on the page header's sky glow", white, skyGlow, BODY],
  ["white breadcrumb on the page header's amber glow", white, amberGlow, BODY],
  ["amber hero caption (large) on the lighter navy", colour("amber"), navyLight, LARGE],
  ["the form service's reason on white", colour("danger-text"), white, BODY],
  ["the refusal's text on its pink box", colour("danger-strong"), colour("danger-surface"), BODY],
  ["the success message on its green box", colour("success-text"), colour("success-surface"), BODY],
];

test.each(pairs.map(([name, text, background, minimum]) => ({ name, text, background, minimum })))(
  "$name is at least $minimum:1",
  ({ text, background, minimum }) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(minimum);
  },
);

test("the ratio is computed as WCAG defines it", () => {
  expect(contrast(hex("#000000"), white)).toBeCloseTo(21, 5);
  expect(contrast(hex("#767676"), white)).toBeCloseTo(4.54, 2);
  expect(over(hex("#000000"), 0.5, white)).toEqual([128, 128, 128]);
});
