// Browser suite: the built site (public/) under nginx and Cloudflare's runtime, in the Chromium or Chrome that
// .ci/setup finds (tools/chromium.mjs). Every test runs once, at 1280 px (or at the viewport it sets itself);
// the tests tagged @widths, whose outcome depends on the width (layout, focus, the screenshots), also run at 375
// and 768 px; those tagged @menu-widths, whose outcome depends on the header (collapsed below 992 px, as at 375 px,
// or open), at 375 px. By default it runs against the test build of its own content (`npm run build:e2e`); with
// E2E_SITE=production (`npm run test:content`) it runs the content checks, the tests tagged @content, against
// the production build of the editors' content.
import { defineConfig } from "@playwright/test";
import { FORM_SERVICE, hosts } from "./__tests__/e2e/hosts.mjs";
import { production, siteDir } from "./__tests__/e2e/site";
import { chromiumFlags, requireChromium } from "./tools/chromium.mjs";

// The tests that edit a copy of the site: the content manager's (editing through the local backend, then a build
// of the copy; and the editorial workflow, on the same backend's port in Git mode).
const copySpecs = /(?:cms|cms-workflow)\.spec/;

// Each server is asked to stop (SIGTERM), so it can clean up, before it is killed.
const stopGently = { signal: "SIGTERM", timeout: 5_000 } as const;

export default defineConfig({
  testDir: "__tests__/e2e",
  // Stops the run at once when public/ was built from other content than the tests expect.
  globalSetup: "./__tests__/e2e/site.ts",
  fullyParallel: true,
  // Four on two cores: a test spends much of its time waiting (for a load, hydration, a frame, a settle time), and
  // at two workers the cores sat idle for half the run; at four the suite took 11 minutes instead of 24, every
  // test passing.
  workers: 4,
  retries: 0,
  // In CI also an HTML report (playwright-report/), which the workflow keeps when the suite fails, with a
  // screenshot of each failed test's page.
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : [["list"]],
  use: {
    baseURL: hosts.nginx,
    screenshot: "only-on-failure",
    launchOptions: { executablePath: requireChromium(), args: chromiumFlags },
  },
  // The tests that edit a copy of the site run one at a time (two CMS files share a port), beside the others.
  // The content checks (E2E_SITE=production) run at one width: what content can break there (markup, names, links,
  // what reads without scripts) does not depend on the width; the layout at every width is checked on the suite's
  // own content, whose texts are at their limits.
  ...(production ? { grep: /@content/ } : {}),
  projects: production
    ? [{ name: "1280", use: { viewport: { width: 1280, height: 900 } }, testIgnore: copySpecs }]
    : [
        {
          name: "375",
          use: { viewport: { width: 375, height: 812 } },
          grep: /@widths|@menu-widths/,
          testIgnore: copySpecs,
        },
        { name: "768", use: { viewport: { width: 768, height: 1024 } }, grep: /@widths/, testIgnore: copySpecs },
        { name: "1280", use: { viewport: { width: 1280, height: 900 } }, testIgnore: copySpecs },
        {
          name: "copies",
          use: { viewport: { width: 1280, height: 900 } },
          testMatch: copySpecs,
          workers: 1,
        },
      ],
  // The content checks need the site under nginx only; the test build also needs Cloudflare's runtime and the
  // form service's stand-in.
  webServer: [
    {
      // nginx with the security and caching headers the build wrote (as in production), not `gatsby serve`,
      // which sends none: the suite checks the headers and that the Content-Security-Policy blocks nothing.
      command: `node scripts/serve-nginx.mjs --port ${new URL(hosts.nginx).port} --site ${JSON.stringify(siteDir)}`,
      url: `${hosts.nginx}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      // Lets the script stop nginx and remove its temporary folder.
      gracefulShutdown: stopGently,
    },
    ...(production
      ? []
      : [
          {
            // Cloudflare Pages' own runtime (workerd), with its URL rules and public/_headers: what `npm run serve` runs.
            command: `node scripts/serve.mjs --port ${new URL(hosts.cloudflare).port}`,
            url: `${hosts.cloudflare}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
            gracefulShutdown: stopGently,
          },
          {
            // The stand-in for the form service; `npm run build:e2e` points the quote form at it.
            command: "node __tests__/e2e/form-service.mjs",
            url: `${FORM_SERVICE}/`,
            reuseExistingServer: !process.env.CI,
            // Stopped like the others, so an interrupted run leaves no stand-in holding the port.
            gracefulShutdown: stopGently,
          },
        ]),
  ],
});
