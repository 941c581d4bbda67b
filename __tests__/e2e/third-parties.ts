// Stand-ins for the third parties the test build turns on (hosts.mjs: Cloudflare Turnstile and Plausible), whose
// hosts are not reachable here. Every test's browser context answers their addresses with these, so the page's
// policy applies to them as to the real ones; a test reads what they received, or makes them fail.
import type { BrowserContext, Route } from "@playwright/test";
import { TURNSTILE_ORIGIN } from "../../src/schema/third-parties";
import {
  PLAUSIBLE_ORIGIN,
  plausibleScript,
  turnstileFrame,
  turnstileScript,
} from "../../tools/third-party-scripts.mjs";

/** How a stand-in answers: as the service would, never (a host that hangs), or not at all (blocked, offline). */
type Answer = "ok" | "hang" | "abort";

export interface ThirdParties {
  /** Every request to a third party's host, by address, in order. */
  requests: string[];
  /** The events Plausible's stand-in received: page views and the site's own. */
  events: { n: string; u: string; d: string }[];
  answer: { turnstile: Answer; analytics: Answer };
}

/** Answers the third parties' hosts in `context` with the stand-ins; what they receive is in the returned record. */
export async function standIns(context: BrowserContext): Promise<ThirdParties> {
  const record: ThirdParties = { requests: [], events: [], answer: { turnstile: "ok", analytics: "ok" } };
  const handle = (party: keyof ThirdParties["answer"], ok: (route: Route) => Promise<void>) => (route: Route) => {
    record.requests.push(route.request().url());
    const answer = record.answer[party];
    if (answer === "hang") return;
    return answer === "abort" ? route.abort("internetdisconnected") : ok(route);
  };
  const fulfil = (route: Route, contentType: string, body: string) =>
    route.fulfill({ contentType, body, headers: { "access-control-allow-origin": "*" } });
  await context.route(
    `${TURNSTILE_ORIGIN}/**`,
    handle("turnstile", (route) =>
      route.request().resourceType() === "document"
        ? fulfil(route, "text/html", turnstileFrame)
        : fulfil(route, "text/javascript", turnstileScript),
    ),
  );
  await context.route(
    `${PLAUSIBLE_ORIGIN}/**`,
    handle("analytics", (route) => {
      if (route.request().method() !== "POST") return fulfil(route, "text/javascript", plausibleScript);
      record.events.push(JSON.parse(route.request().postData() ?? "{}"));
      return route.fulfill({ status: 202, body: "ok", headers: { "access-control-allow-origin": "*" } });
    }),
  );
  return record;
}
