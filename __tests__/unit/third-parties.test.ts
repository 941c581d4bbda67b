/**
 * @jest-environment node
 *
 * The third parties' settings (src/schema/third-parties.ts): none unless set, each provider with what it needs,
 * every malformed value refused naming its variable, and exactly the origins each adds to a page's policy.
 */
import {
  NO_THIRD_PARTIES,
  thirdPartiesFrom,
  thirdPartySources,
  TURNSTILE_ORIGIN,
} from "../../src/schema/third-parties";

const KEY = "0x4AAAAAAABkMYinukE8nzYS";
const UMAMI_ID = "94db1cb1-74f4-4a40-ad6c-962362670409";
const CF_TOKEN = "0123456789abcdef0123456789abcdef";

describe("thirdPartiesFrom", () => {
  it("turns on nothing when nothing is set, or set empty as GitHub gives an unset variable", () => {
    expect(thirdPartiesFrom({})).toEqual(NO_THIRD_PARTIES);
    const empty = { TURNSTILE_SITE_KEY: "", ANALYTICS_PROVIDER: "", ANALYTICS_SITE_ID: "", ANALYTICS_SCRIPT_URL: "" };
    expect(thirdPartiesFrom(empty)).toEqual(NO_THIRD_PARTIES);
  });

  it("takes a Turnstile site key, Cloudflare's test keys included", () => {
    for (const siteKey of [KEY, "1x00000000000000000000AA", "3x00000000000000000000FF"]) {
      expect(thirdPartiesFrom({ TURNSTILE_SITE_KEY: siteKey }).turnstile).toEqual({ siteKey });
    }
  });

  it("gives each provider its script and the origin it sends to, with the defaults of the hosted services", () => {
    const analytics = (env: NodeJS.ProcessEnv) => thirdPartiesFrom(env).analytics;
    expect(analytics({ ANALYTICS_PROVIDER: "cloudflare", ANALYTICS_SITE_ID: CF_TOKEN })).toEqual({
      provider: "cloudflare",
      siteId: CF_TOKEN,
      scriptUrl: "https://static.cloudflareinsights.com/beacon.min.js",
      collectOrigin: "https://cloudflareinsights.com",
    });
    // Plausible knows the site by its domain: SITE_URL's unless named.
    expect(analytics({ ANALYTICS_PROVIDER: "plausible", SITE_URL: "https://www.example.com" })).toEqual({
      provider: "plausible",
      siteId: "www.example.com",
      scriptUrl: "https://plausible.io/js/script.js",
      collectOrigin: "https://plausible.io",
    });
    // Umami Cloud sends to its gateway, not to the script's host; a self-hosted Umami to its own host.
    expect(analytics({ ANALYTICS_PROVIDER: "umami", ANALYTICS_SITE_ID: UMAMI_ID })).toMatchObject({
      scriptUrl: "https://cloud.umami.is/script.js",
      collectOrigin: "https://gateway.umami.is",
    });
    const own = { ANALYTICS_SCRIPT_URL: "https://stats.example.com/u.js", ANALYTICS_SITE_ID: UMAMI_ID };
    expect(analytics({ ANALYTICS_PROVIDER: "umami", ...own })).toMatchObject({
      collectOrigin: "https://stats.example.com",
    });
    expect(
      analytics({
        ANALYTICS_PROVIDER: "plausible",
        ...own,
        ANALYTICS_SITE_ID: "example.com",
        ANALYTICS_HOST_URL: "https://e.example.com",
      }),
    ).toEqual({
      provider: "plausible",
      siteId: "example.com",
      scriptUrl: "https://stats.example.com/u.js",
      collectOrigin: "https://e.example.com",
    });
  });

  const refusals: [NodeJS.ProcessEnv, RegExp][] = [
    [{ TURNSTILE_SITE_KEY: "0x4AAA" }, /^TURNSTILE_SITE_KEY is "0x4AAA"; expected a Turnstile site key/],
    [{ TURNSTILE_SITE_KEY: `${KEY}; script-src *` }, /^TURNSTILE_SITE_KEY is/],
    [{ ANALYTICS_PROVIDER: "matomo" }, /^ANALYTICS_PROVIDER is "matomo"; expected one of cloudflare, plausible, umami/],
    [{ ANALYTICS_SITE_ID: CF_TOKEN }, /^ANALYTICS_SITE_ID is set, but ANALYTICS_PROVIDER is not/],
    [{ ANALYTICS_PROVIDER: "cloudflare" }, /^ANALYTICS_SITE_ID is ""; expected the 32 hexadecimal digits/],
    [
      { ANALYTICS_PROVIDER: "umami", ANALYTICS_SITE_ID: "my-site" },
      /^ANALYTICS_SITE_ID is "my-site"; expected the Umami/,
    ],
    [{ ANALYTICS_PROVIDER: "plausible", ANALYTICS_SITE_ID: "Example Com" }, /^ANALYTICS_SITE_ID is "Example Com"/],
    [
      { ANALYTICS_PROVIDER: "cloudflare", ANALYTICS_SITE_ID: CF_TOKEN, ANALYTICS_SCRIPT_URL: "https://a.example/b.js" },
      /^ANALYTICS_SCRIPT_URL is not for cloudflare/,
    ],
    ...[
      "http://plausible.io/js/script.js",
      "https://plausible.io/js/script.js?x=1",
      "https://plausible.io/js/",
      "https://a.example/../b.js",
      "https://u@a.example/b.js",
      "https://a.example/b.js 'unsafe-eval'",
    ].map((url): [NodeJS.ProcessEnv, RegExp] => [
      { ANALYTICS_PROVIDER: "plausible", ANALYTICS_SCRIPT_URL: url },
      /^ANALYTICS_SCRIPT_URL is .*; expected the https:\/\/ address/,
    ]),
    [{ ANALYTICS_PROVIDER: "plausible", ANALYTICS_HOST_URL: "https://e.example.com/api" }, /^ANALYTICS_HOST_URL is/],
  ];
  it.each(refusals)("refuses %j, naming the variable", (env, message) => {
    expect(() => thirdPartiesFrom(env)).toThrow(message);
  });
});

describe("thirdPartySources", () => {
  const both = thirdPartiesFrom({ TURNSTILE_SITE_KEY: KEY, ANALYTICS_PROVIDER: "umami", ANALYTICS_SITE_ID: UMAMI_ID });

  it("admits analytics' script and collection origins on every page, Turnstile's on the form's pages only", () => {
    expect(thirdPartySources(both, false)).toEqual({
      script: ["https://cloud.umami.is"],
      connect: ["https://gateway.umami.is"],
      frame: [],
    });
    expect(thirdPartySources(both, true)).toEqual({
      script: ["https://cloud.umami.is", TURNSTILE_ORIGIN],
      connect: ["https://gateway.umami.is"],
      frame: [TURNSTILE_ORIGIN],
    });
  });

  it("admits nothing when nothing is on", () => {
    for (const formPage of [false, true]) {
      expect(thirdPartySources(NO_THIRD_PARTIES, formPage)).toEqual({ script: [], connect: [], frame: [] });
    }
  });
});
