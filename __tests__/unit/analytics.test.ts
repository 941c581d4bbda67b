// The analytics provider's script (src/utils/analytics.ts): what each provider reads its settings from, added
// once, and a sent quote counted where the provider has events; the script waits for load and idle
// (src/hooks/use-analytics.ts). Cookies, storage, the script's time against the load event and the stubbed
// providers' requests under the policy are the browser suite's.
import type { Analytics } from "../../src/schema/third-parties";
import { analyticsCounter, analyticsScript, CONVERSION } from "../../src/utils/analytics";

const UMAMI_ID = "94db1cb1-74f4-4a40-ad6c-962362670409";
const plausible: Analytics = {
  provider: "plausible",
  siteId: "www.example.com",
  scriptUrl: "https://plausible.io/js/script.js",
  collectOrigin: "https://plausible.io",
};
const umami: Analytics = {
  provider: "umami",
  siteId: UMAMI_ID,
  scriptUrl: "https://cloud.umami.is/script.js",
  collectOrigin: "https://gateway.umami.is",
};
const cloudflare: Analytics = {
  provider: "cloudflare",
  siteId: "0123456789abcdef0123456789abcdef",
  scriptUrl: "https://static.cloudflareinsights.com/beacon.min.js",
  collectOrigin: "https://cloudflareinsights.com",
};
type Counted = Window & { plausible?: { q?: unknown[][] }; umami?: { track: jest.Mock } };
const w = window as Counted;
const script = (src: string) => document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`);

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.head.innerHTML = "";
  delete w.plausible;
  delete w.umami;
});

test("each provider's script is told where to send, so it sends where the policy allows", () => {
  expect(analyticsScript(cloudflare).attributes).toEqual({
    "data-cf-beacon": '{"token":"0123456789abcdef0123456789abcdef"}',
  });
  expect(analyticsScript(plausible).attributes).toEqual({
    "data-domain": "www.example.com",
    "data-api": "https://plausible.io/api/event",
  });
  expect(analyticsScript(umami)).toEqual({
    src: "https://cloud.umami.is/script.js",
    attributes: { "data-website-id": UMAMI_ID, "data-host-url": "https://gateway.umami.is" },
  });
});

test("the script is added once, however often started", () => {
  const counter = analyticsCounter(umami);
  counter.start();
  counter.start();
  expect(document.head.querySelectorAll("script")).toHaveLength(1);
  expect(script(umami.scriptUrl)).toMatchObject({ async: true, dataset: { websiteId: UMAMI_ID } });
});

test("a sent quote counts once with Plausible, queued before its script has run", async () => {
  const counter = analyticsCounter(plausible);
  counter.start();
  counter.countConversion();
  expect(w.plausible?.q).toEqual([[CONVERSION]]);
});

test("a sent quote counts with Umami once its script has run, and is dropped when it never arrives", async () => {
  // Each test its own address: the page asks for a script once (load-script.ts).
  const counter = analyticsCounter({ ...umami, scriptUrl: "https://stats.example.org/u.js" });
  counter.countConversion();
  await jest.runAllTimersAsync();
  w.umami = { track: jest.fn() };
  script("https://stats.example.org/u.js")!.dispatchEvent(new Event("load"));
  await jest.runAllTimersAsync();
  expect(w.umami.track.mock.calls).toEqual([[CONVERSION]]);

  document.head.innerHTML = "";
  const blocked = analyticsCounter({ ...umami, scriptUrl: "https://stats.example.com/u.js" });
  blocked.start();
  await jest.runAllTimersAsync();
  script("https://stats.example.com/u.js")!.dispatchEvent(new Event("error"));
  blocked.countConversion();
  await jest.runAllTimersAsync();
  expect(w.umami.track).toHaveBeenCalledTimes(1);
});

test("Cloudflare's Web Analytics counts visits only: a sent quote adds nothing", async () => {
  const counter = analyticsCounter(cloudflare);
  counter.countConversion();
  await jest.runAllTimersAsync();
  expect([w.plausible, w.umami]).toEqual([undefined, undefined]);
  expect(script(cloudflare.scriptUrl)).not.toBeNull();
});
