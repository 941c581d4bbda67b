import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function violations(page: Page, include: string) {
  const results = await new AxeBuilder({ page }).include(include).withTags(WCAG).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

test("the hero carousel has no axe violation", async ({ page }) => {
  await page.goto("/");
  expect(await violations(page, "[aria-label=Highlights]")).toEqual([]);
});

test("the project carousel and its open lightbox have no axe violation", async ({ page }) => {
  await page.goto("/projects");
  expect(await violations(page, "[data-section=projects]")).toEqual([]);
  await page
    .locator(".slick-active")
    .getByRole("button", { name: /^View / })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await violations(page, "dialog")).toEqual([]);
});

test("the works slider has no axe violation", async ({ page }) => {
  await page.goto("/software");
  expect(await violations(page, "[data-section=works]")).toEqual([]);
});
