// Helpers for the Content-Security-Policy tests: reading a policy, and seeing what the browser blocked.
import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { routes } from "./fixtures";

/** The browser suite's form service stand-in (form-service.mjs), and the form the site is built with. */
export { FORM_ENDPOINT, FORM_SERVICE } from "./hosts.mjs";

/** Every built page's address: the routes, and the 404 page's own. */
export const pagePaths = [...routes.map((route) => route.path), "/404"];

/** A policy as directive → sources. */
export function directives(policy: string | undefined): Record<string, string[]> {
  const entries = (policy ?? "")
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0])
    .map(([name, ...sources]) => [name!, sources] as const);
  return Object.fromEntries(entries);
}

/**
 * The hashes of the inline scripts a browser would run in `html`, found by the browser's own parser
 * (not by the build's), so the test checks the build's parsing rather than repeating it.
 */
export async function executableScriptHashes(page: Page, html: string): Promise<string[]> {
  const texts = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    return [...doc.scripts]
      .filter((script) => !script.hasAttribute("src") && ["", "module", "text/javascript"].includes(script.type))
      .map((script) => script.text);
  }, html);
  const hashes = texts.map((text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  return [...new Set(hashes)].sort();
}

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
