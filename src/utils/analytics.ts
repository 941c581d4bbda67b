/**
 * The analytics provider's script and the conversion a sent quote counts as. Loaded only when the build names a
 * provider, once the page has loaded and the browser is idle (src/hooks/use-analytics.ts imports it then). The page
 * never waits for the provider: a script that is blocked or does not arrive changes nothing else.
 */
import type { Analytics } from "../schema/third-parties";
import { loadScript } from "./load-script";

/** The event a sent quote counts as, where the provider has events (Plausible once a goal of this name exists). */
export const CONVERSION = "Quote sent";

type Queue = ((...args: unknown[]) => void) & { q?: unknown[][] };
type AnalyticsWindow = Window & { plausible?: Queue; umami?: { track: (event: string) => void } };

/** The provider's script and the attributes it reads its settings from. */
export function analyticsScript(analytics: Analytics): { src: string; attributes: Record<string, string> } {
  const { provider, siteId, scriptUrl: src, collectOrigin } = analytics;
  switch (provider) {
    case "cloudflare":
      return { src, attributes: { "data-cf-beacon": JSON.stringify({ token: siteId }) } };
    case "plausible":
      return { src, attributes: { "data-domain": siteId, "data-api": `${collectOrigin}/api/event` } };
    case "umami":
      // Named, so the script sends exactly where the policy's connect-src allows (third-parties.ts).
      return { src, attributes: { "data-website-id": siteId, "data-host-url": collectOrigin } };
  }
}

export interface Counter {
  /** Adds the provider's script; once, however often it is called. */
  start: () => void;
  /** Counts a sent quote: Plausible and Umami; Cloudflare's Web Analytics has no events. */
  countConversion: () => void;
}

export function analyticsCounter(analytics: Analytics): Counter {
  const w = window as AnalyticsWindow;
  let loaded: Promise<void> | null = null;
  return {
    start() {
      if (loaded) return;
      // Plausible's own queue: an event before its script has run is sent once it has.
      if (analytics.provider === "plausible") {
        w.plausible ??= Object.assign((...args: unknown[]) => (w.plausible!.q ??= []).push(args), { q: [] });
      }
      const { src, attributes } = analyticsScript(analytics);
      loaded = loadScript(src, attributes);
      loaded.catch(() => {});
    },
    countConversion() {
      this.start();
      if (analytics.provider === "plausible") w.plausible?.(CONVERSION);
      // Umami has no queue: the event waits for its script, and is dropped with it.
      if (analytics.provider === "umami") loaded?.then(() => w.umami?.track(CONVERSION)).catch(() => {});
    },
  };
}

let counter: Counter | null = null;
/** The page's one counter, made on first use. */
export const counterFor = (analytics: Analytics) => (counter ??= analyticsCounter(analytics));
