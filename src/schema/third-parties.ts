/**
 * The third parties an operator may turn on, read from the build's environment in this one place (configuration,
 * never content: no editor can change them): Cloudflare Turnstile on the quote form, and one cookieless analytics
 * provider. With none of the variables set there is none, and the site is built exactly as without this file.
 * What each needs from the Content-Security-Policy is decided here too, so the policy and the pages agree.
 * docs/operators.md ("Spam and analytics") documents the variables.
 */
import { siteUrlFrom } from "./site-url";

/** Turnstile's one origin: its script (api.js) and the frame of its widget. */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

const ANALYTICS_PROVIDERS = ["cloudflare", "plausible", "umami"] as const;
type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

export interface Analytics {
  provider: AnalyticsProvider;
  /** Cloudflare's beacon token, Umami's website id, or the site's domain as Plausible knows it. */
  siteId: string;
  /** The provider's script, loaded from the page's own code. */
  scriptUrl: string;
  /** The origin the script sends its counts to (connect-src). */
  collectOrigin: string;
}

export interface ThirdParties {
  /** Cloudflare Turnstile on the quote form: its public site key. */
  turnstile: { siteKey: string } | null;
  analytics: Analytics | null;
}

export const NO_THIRD_PARTIES: ThirdParties = { turnstile: null, analytics: null };

/** What a page's policy adds for the third parties: sources per directive (each empty when there are none). */
export interface ThirdPartySources {
  script: string[];
  connect: string[];
  frame: string[];
}

const CLOUDFLARE_BEACON = "https://static.cloudflareinsights.com/beacon.min.js";
const CLOUDFLARE_COLLECT = "https://cloudflareinsights.com";
const DEFAULT_SCRIPT: Record<Exclude<AnalyticsProvider, "cloudflare">, string> = {
  plausible: "https://plausible.io/js/script.js",
  umami: "https://cloud.umami.is/script.js",
};
// Umami Cloud's script sends to a gateway of its own, which Umami has moved without notice
// (umami-software/umami#4326): the page names it to the script (data-host-url), so the script sends exactly where
// the policy allows. ANALYTICS_HOST_URL overrides it, should Umami move it again.
const UMAMI_CLOUD = { script: "https://cloud.umami.is", collect: "https://gateway.umami.is" };

// Host names, then path segments of unreserved characters that do not start with a dot (no "." or ".."), no query,
// no fragment, no user: a value the policy and an HTML attribute hold as it is. Linear: dots and slashes separate.
const HOST = "[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+(?::[0-9]{1,5})?";
const ORIGIN = new RegExp(`^https://${HOST}$`);
const SCRIPT = new RegExp(`^https://${HOST}(?:/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$`);
// What the Cloudflare dashboard shows (0x4AAAAAAA…) or one of Cloudflare's test keys (1x00000000000000000000AA).
const SITE_KEY = /^[0-9]x[A-Za-z0-9_-]{20,30}$/;

/** Each provider's site id, and what a refusal says it expects. */
const SITE_IDS: Record<AnalyticsProvider, [RegExp, string]> = {
  cloudflare: [/^[0-9a-f]{32}$/, "the 32 hexadecimal digits of the Web Analytics site's token"],
  plausible: [/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/, "the site's domain as Plausible names it, e.g. www.example.com"],
  umami: [
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    "the Umami website's id, e.g. 94db1cb1-74f4-4a40-ad6c-962362670409",
  ],
};

const isProvider = (value: string): value is AnalyticsProvider =>
  (ANALYTICS_PROVIDERS as readonly string[]).includes(value);

const ANALYTICS_VARIABLES = ["ANALYTICS_SITE_ID", "ANALYTICS_SCRIPT_URL", "ANALYTICS_HOST_URL"] as const;

/** A variable's value, or null when it is unset or empty (GitHub gives an unset repository variable as ""). */
const read = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() || null;

function refuse(name: string, value: string, expected: string): never {
  throw new Error(`${name} is ${JSON.stringify(value.slice(0, 120))}; expected ${expected}`);
}

function scriptUrl(env: NodeJS.ProcessEnv, provider: Exclude<AnalyticsProvider, "cloudflare">): string {
  const given = read(env, "ANALYTICS_SCRIPT_URL");
  if (given === null) return DEFAULT_SCRIPT[provider];
  if (!SCRIPT.test(given) || !given.endsWith(".js")) {
    refuse(
      "ANALYTICS_SCRIPT_URL",
      given,
      `the https:// address of ${provider}'s script, ending in .js, without ? or #`,
    );
  }
  return given;
}

function collectOrigin(env: NodeJS.ProcessEnv, provider: AnalyticsProvider, script: string): string {
  const given = read(env, "ANALYTICS_HOST_URL");
  if (given === null) {
    const origin = new URL(script).origin;
    return provider === "umami" && origin === UMAMI_CLOUD.script ? UMAMI_CLOUD.collect : origin;
  }
  if (!ORIGIN.test(given))
    refuse("ANALYTICS_HOST_URL", given, "an https:// origin alone, e.g. https://stats.example.com");
  return given;
}

function analyticsFrom(env: NodeJS.ProcessEnv): Analytics | null {
  const provider = read(env, "ANALYTICS_PROVIDER");
  if (provider === null) {
    const stray = ANALYTICS_VARIABLES.find((name) => read(env, name) !== null);
    if (stray) throw new Error(`${stray} is set, but ANALYTICS_PROVIDER is not: set both, or neither`);
    return null;
  }
  if (!isProvider(provider)) refuse("ANALYTICS_PROVIDER", provider, `one of ${ANALYTICS_PROVIDERS.join(", ")}`);
  // Plausible knows a site by its domain: the site's own (SITE_URL's) unless named.
  const ownDomain = provider === "plausible" ? (URL.parse(siteUrlFrom(env))?.hostname ?? "") : "";
  const siteId = read(env, "ANALYTICS_SITE_ID") ?? ownDomain;
  const [pattern, expected] = SITE_IDS[provider];
  if (!pattern.test(siteId)) refuse("ANALYTICS_SITE_ID", siteId, expected);
  if (provider === "cloudflare") {
    const fixed = (["ANALYTICS_SCRIPT_URL", "ANALYTICS_HOST_URL"] as const).find((name) => read(env, name) !== null);
    if (fixed) throw new Error(`${fixed} is not for cloudflare: its beacon has one address`);
    return { provider, siteId, scriptUrl: CLOUDFLARE_BEACON, collectOrigin: CLOUDFLARE_COLLECT };
  }
  const script = scriptUrl(env, provider);
  return { provider, siteId, scriptUrl: script, collectOrigin: collectOrigin(env, provider, script) };
}

/**
 * The third parties this build turns on: TURNSTILE_SITE_KEY; ANALYTICS_PROVIDER (cloudflare, plausible or umami)
 * with ANALYTICS_SITE_ID, ANALYTICS_SCRIPT_URL and ANALYTICS_HOST_URL as the provider needs. A malformed value
 * throws an error naming the variable, so the build stops rather than publish a policy or a page that does not work.
 */
export function thirdPartiesFrom(env: NodeJS.ProcessEnv): ThirdParties {
  const siteKey = read(env, "TURNSTILE_SITE_KEY");
  if (siteKey !== null && !SITE_KEY.test(siteKey)) {
    refuse(
      "TURNSTILE_SITE_KEY",
      siteKey,
      "a Turnstile site key as the Cloudflare dashboard shows it, e.g. 0x4AAAAAAA…",
    );
  }
  return { turnstile: siteKey === null ? null : { siteKey }, analytics: analyticsFrom(env) };
}

/**
 * What a page's policy admits for the third parties: the analytics provider's script and collection origins on
 * every page; Turnstile's origin, for its script and its widget's frame, on the pages with the quote form only.
 */
export function thirdPartySources(parties: ThirdParties, formPage: boolean): ThirdPartySources {
  const turnstile = parties.turnstile && formPage ? [TURNSTILE_ORIGIN] : [];
  const analytics = parties.analytics;
  return {
    script: [...(analytics ? [new URL(analytics.scriptUrl).origin] : []), ...turnstile],
    connect: analytics ? [analytics.collectOrigin] : [],
    frame: turnstile,
  };
}

/** The constants plugins/browser-bundle defines, as code, in every bundle (src/third-parties.d.ts). */
export const browserConstants = (parties: ThirdParties) => ({
  __TURNSTILE_SITE_KEY__: JSON.stringify(parties.turnstile?.siteKey ?? ""),
  __ANALYTICS__: JSON.stringify(parties.analytics),
});
