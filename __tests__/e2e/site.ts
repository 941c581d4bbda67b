// The build the browser suite runs against, and the content it was built from.
import fs from "node:fs";
import path from "node:path";
import { contentDirFrom } from "../../src/schema/content-dir";
import { readSiteContent } from "../support/site-content";
import { FIXTURE_CONTENT } from "./hosts.mjs";

/**
 * The test build of the suite's own content (`npm run build:e2e`), or with E2E_SITE=production the production
 * build of the editors' content/ (`npm run test:content`, which runs only the tests tagged @content). Every test
 * derives what it expects from this content, never from today's texts or counts.
 */
export const production = process.env.E2E_SITE === "production";
export const site = readSiteContent(production ? contentDirFrom(process.env) : FIXTURE_CONTENT);

/** The folder holding the build (its public/ and nginx/): this checkout. */
export const siteDir = path.resolve(__dirname, "../..");
export const publicDir = path.join(siteDir, "public");

/**
 * Stops the run when public/ was built from other content, which would fail every test for the wrong reason:
 * Playwright's global set-up (playwright.config.ts), before any test runs.
 */
export default function checkBuiltFrom() {
  const home = path.join(publicDir, "index.html");
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const expected = escape(site.company.name);
  if (fs.existsSync(home) && !fs.readFileSync(home, "utf8").includes(expected)) {
    throw new Error(
      `public/ was not built from ${site.dir}/ (its home page does not name "${expected}"): run ${production ? "npm run build" : "npm run build:e2e"} first`,
    );
  }
}
