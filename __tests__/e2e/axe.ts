// axe-core against WCAG 2.0–2.2 A and AA, and beyond them rules that axe runs only when asked: every piece of
// content in a landmark, and each landmark's name its own (region, landmark-unique: best practices), and text
// contrast at AAA (color-contrast-enhanced, WCAG 1.4.6). Each violation is named by rule, help text and elements.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const BEYOND_AA = ["region", "landmark-unique", "color-contrast-enhanced"];

/** `beyond`: the rules beyond AA to run too (all by default; a part of a page the site does not lay out, such as a
 * widget in the content manager, leaves out `region`). */
export async function axeViolations(page: Page, include?: string, beyond = BEYOND_AA): Promise<string[]> {
  // A rule enabled by name runs beside the tags' rules (axe-core reads `rules` before `runOnly`'s tags).
  const rules = Object.fromEntries(beyond.map((rule) => [rule, { enabled: true }]));
  const builder = new AxeBuilder({ page }).options({ rules }).withTags(WCAG);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
