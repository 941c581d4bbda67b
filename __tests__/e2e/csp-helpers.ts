// Helpers for the Content-Security-Policy tests: the pages, and what the browser blocked.
import type { Page } from "@playwright/test";
import { routes } from "./fixtures";

/** Every built page's address: the routes, and the 404 page's own. */
export const pagePaths = [...routes.map((route) => route.path), "/404"];

/** Records every `securitypolicyviolation` event from the start of each document the page loads. */
export async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const record: string[] = [];
    Object.assign(window, { __cspViolations: record });
    document.addEventListener("securitypolicyviolation", (event) =>
      record.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
}

export const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/** What Chromium logs when the policy blocks something (the exact wording differs between versions). */
export const REFUSED = /violates the (?:following|document's) Content Security Policy/;
