// The build the browser suite runs against, and the content it was built from.
import fs from "node:fs";
import path from "node:path";
import { contentDirFrom } from "../../src/schema/content-dir";
import { readSiteContent } from "../support/site-content";
import { FIXTURE_CONTENT, FORM_ENDPOINT, testBuildEnv } from "./hosts.mjs";

/**
 * The test build of the suite's own content (`npm run build:e2e`), or with E2E_SITE=production the production
 * build of the editors' content/ (`npm run test:content`, which runs only the tests tagged @content). Every test
 * derives what it expects from this content, never from today's texts or counts.
 */
export const production = process.env.E2E_SITE === "production";
export const site = production
  ? readSiteContent(contentDirFrom(process.env))
  : readSiteContent(FIXTURE_CONTENT, { ...process.env, ...testBuildEnv });

/** The folder holding the build (its public/ and nginx/): this checkout. */
export const siteDir = path.resolve(__dirname, "../..");
export const publicDir = path.join(siteDir, "public");

/**
 * Stops the run when public/ was built from other content, or (the test build) for other ports (E2E_*_PORT) than
 * this run's, either of which would fail tests for the wrong reason: Playwright's global set-up
 * (playwright.config.ts), before any test runs.
 */
export default function checkBuiltFrom() {
  const home = path.join(publicDir, "index.html");
  if (!fs.existsSync(home)) return;
  const html = fs.readFileSync(home, "utf8");
  const build = production ? "npm run build" : "npm run build:e2e";
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const expected = escape(site.company.name);
  if (!html.includes(expected)) {
    throw new Error(
      `public/ was not built from ${site.dir}/ (its home page does not name "${expected}"): run ${build} first`,
    );
  }
  if (!production && !html.includes(`action="${FORM_ENDPOINT}"`)) {
    throw new Error(
      `public/ was built for other ports than this run's (its quote form does not post to ${FORM_ENDPOINT}): run ${build} with the same E2E_*_PORT variables first`,
    );
  }
}
