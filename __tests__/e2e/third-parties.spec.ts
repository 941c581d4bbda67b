// The third parties an operator turns on (src/schema/third-parties.ts), which the test build does: what each page's
// policy admits, under both hosts, and the analytics provider's script, which comes after the page has loaded.
// Turnstile and the conversion a quote counts as are form.spec.ts's; that a build without them writes the headers as
// before is security-headers.test.ts's, and that it holds none of their code the content check's below (test:content
// builds the editors' content with the operator's settings, none unless they set some).
import fs from "node:fs";
import path from "node:path";
import { TURNSTILE_ORIGIN, thirdPartiesFrom } from "../../src/schema/third-parties";
import { FORM_ROUTES } from "../../src/schema/routes";
import { expect, routes, test } from "./fixtures";
import { hosts, testBuildEnv } from "./hosts.mjs";
import { production, publicDir } from "./site";

test(
  "the build holds exactly the third parties its settings name: their code, their origins, no script tag",
  { tag: "@content" },
  () => {
    const { turnstile, analytics } = thirdPartiesFrom(production ? process.env : { ...process.env, ...testBuildEnv });
    const files = fs.readdirSync(publicDir);
    const read = (name: string) => fs.readFileSync(path.join(publicDir, name), "utf8");
    const scripts = files
      .filter((name) => name.endsWith(".js"))
      .map(read)
      .join("\n");
    const headers = read("_headers");
    const origins = [
      TURNSTILE_ORIGIN,
      "https://plausible.io",
      "https://cloud.umami.is",
      "https://static.cloudflareinsights.com",
    ];
    const expected = [turnstile && TURNSTILE_ORIGIN, analytics && new URL(analytics.scriptUrl).origin].filter(Boolean);
    expect(
      origins.filter((origin) => scripts.includes(origin)),
      "in the bundles",
    ).toEqual(expected);
    expect(
      origins.filter((origin) => headers.includes(origin)),
      "in the policy",
    ).toEqual(expected);
    // Every third party's script is added by the page's code when it is needed, never by the page's markup.
    const tags = files
      .filter((name) => name.endsWith(".html"))
      .flatMap((name) =>
        [...read(name).matchAll(/<script[^>]*\ssrc="(?:https?:)?\/\/[^"]*"/g)].map((m) => `${name}: ${m[0]}`),
      );
    expect(tags).toEqual([]);
  },
);

const PLAUSIBLE = "https://plausible.io";

/** A policy's sources for one directive. */
const sources = (policy: string, directive: string) =>
  policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? [];

for (const [name, origin] of Object.entries(hosts)) {
  test(`under ${name}, Turnstile is admitted on the form's pages only, and the analytics provider on every page`, async ({
    request,
  }) => {
    for (const { path } of routes) {
      const policy = (await request.get(`${origin}${path}`)).headers()["content-security-policy"] ?? "";
      const form = FORM_ROUTES.includes(path);
      expect(
        sources(policy, "script-src").filter((source) => source.startsWith("https:")),
        path,
      ).toEqual(form ? [PLAUSIBLE, TURNSTILE_ORIGIN] : [PLAUSIBLE]);
      expect(sources(policy, "connect-src"), path).toEqual(["'self'", expect.any(String), PLAUSIBLE]);
      expect(sources(policy, "frame-src"), path).toEqual(form ? [TURNSTILE_ORIGIN] : []);
    }
  });
}

test("the analytics script comes after the page has loaded, and counts the page view", async ({
  page,
  thirdParties,
}) => {
  await page.goto("/");
  await expect.poll(() => thirdParties.events.map((event) => event.n)).toEqual(["pageview"]);
  const [loaded, requested] = await page.evaluate((script) => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const entry = performance.getEntriesByName(script)[0]!;
    return [navigation.loadEventEnd, entry.startTime];
  }, `${PLAUSIBLE}/js/script.js`);
  expect(requested).toBeGreaterThanOrEqual(loaded);
  expect(thirdParties.events[0]).toMatchObject({ u: expect.stringMatching(/\/$/), d: expect.any(String) });
});
