// Turnstile on the quote form (src/utils/turnstile.ts, src/hooks/use-turnstile.ts): the script added once and on the
// visitor's first keystroke, the token renewed before it is too old to send, and nothing without a key. What
// only a browser shows (the widget under the policy, the token in the request, the fresh load) is the browser suite's.
import { act, fireEvent, render } from "@testing-library/react";
import { useRef } from "react";
import { policyAdmitsTurnstile, TOKEN_WAIT_MS, useTurnstile } from "../../src/hooks/use-turnstile";
import { loadScript } from "../../src/utils/load-script";
import { tokenKeeper, type TurnstileApi } from "../../src/utils/turnstile";

jest.mock("../../src/utils/turnstile", () => ({
  ...jest.requireActual("../../src/utils/turnstile"),
  startTurnstile: jest.fn(),
}));
const { startTurnstile } = jest.requireMock("../../src/utils/turnstile") as { startTurnstile: jest.Mock };

const scripts = (src: string) => document.head.querySelectorAll(`script[src="${src}"]`);

test("loadScript adds a script once, async, and again after it failed to arrive", async () => {
  const src = "https://stats.example.com/s.js";
  const first = loadScript(src, { "data-x": "1" });
  expect(loadScript(src)).toBe(first);
  const [script] = scripts(src) as NodeListOf<HTMLScriptElement>;
  expect([scripts(src).length, script!.async, script!.dataset.x]).toEqual([1, true, "1"]);
  script!.dispatchEvent(new Event("error"));
  await expect(first).rejects.toThrow(`${src} did not load`);
  expect(scripts(src)).toHaveLength(0);
  const again = loadScript(src);
  scripts(src)[0]!.dispatchEvent(new Event("load"));
  await expect(again).resolves.toBeUndefined();
});

describe("tokenKeeper", () => {
  let clock = 0;
  let options: Parameters<TurnstileApi["render"]>[1];
  const api: TurnstileApi = {
    render: (_container, given) => ((options = given), "widget-1"),
    reset: jest.fn(),
  };
  const keeper = () =>
    tokenKeeper(api, document.createElement("div"), "1x00000000000000000000AA", {
      maxAgeMs: 285_000,
      now: () => clock,
    });
  beforeEach(() => {
    clock = 0;
    jest.useFakeTimers();
    jest.mocked(api.reset).mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it("renders an invisible widget that leaves the token to the page", () => {
    keeper();
    expect(options).toMatchObject({
      sitekey: "1x00000000000000000000AA",
      appearance: "interaction-only",
      "response-field": false,
    });
  });

  it("gives the token while it is young enough, and renews an older one before sending", async () => {
    const tokens = keeper();
    const first = tokens.fresh();
    options.callback("t1");
    await expect(first).resolves.toBe("t1");
    clock = 284_999;
    await expect(tokens.fresh()).resolves.toBe("t1");
    clock = 285_000;
    const renewed = tokens.fresh();
    expect(api.reset).toHaveBeenCalledWith("widget-1");
    options.callback("t2");
    await expect(renewed).resolves.toBe("t2");
  });

  it("waits for the next token once one expired or was sent", async () => {
    const tokens = keeper();
    options.callback("t1");
    options["expired-callback"]();
    const afterExpiry = tokens.fresh();
    options.callback("t2");
    await expect(afterExpiry).resolves.toBe("t2");
    tokens.spent();
    expect(api.reset).toHaveBeenCalledTimes(1);
    const afterSending = tokens.fresh();
    options.callback("t3");
    await expect(afterSending).resolves.toBe("t3");
  });

  it("lets the request go without a token at once on Turnstile's error", async () => {
    const tokens = keeper();
    const onError = tokens.fresh();
    // Handled: Turnstile then logs nothing.
    expect(options["error-callback"]("110200")).toBe(true);
    await expect(onError).resolves.toBeNull();
  });
});

test("policyAdmitsTurnstile: the form's pages' documents, or the page the document is for; always in development", () => {
  expect(policyAdmitsTurnstile("/", "/contact")).toBe(true);
  expect(policyAdmitsTurnstile("/contact", "/")).toBe(true);
  expect(policyAdmitsTurnstile("/about", "/contact")).toBe(false);
  expect(policyAdmitsTurnstile("/404.html", "/")).toBe(false);
  // Loaded afresh: the document is the page's own, so it never loads again.
  expect(policyAdmitsTurnstile("/about", "/about")).toBe(true);
  expect(policyAdmitsTurnstile(undefined, "/contact")).toBe(true);
});

describe("useTurnstile", () => {
  const global = globalThis as { __TURNSTILE_SITE_KEY__?: string };
  let turnstile: ReturnType<typeof useTurnstile>;
  function Form() {
    const form = useRef<HTMLFormElement>(null);
    const container = useRef<HTMLDivElement>(null);
    turnstile = useTurnstile(form, container, 15_000);
    return (
      <form ref={form}>
        <input aria-label="Name" />
        <div ref={container} />
      </form>
    );
  }
  const fresh = jest.fn().mockResolvedValue("token");
  beforeEach(() => startTurnstile.mockReset().mockResolvedValue({ fresh, spent: jest.fn() }));
  afterEach(() => (global.__TURNSTILE_SITE_KEY__ = ""));

  it("loads Turnstile on the visitor's first keystroke in the form, once, renewing tokens 15 s before they expire", async () => {
    global.__TURNSTILE_SITE_KEY__ = "1x00000000000000000000AA";
    const { getByLabelText, container } = render(<Form />);
    // Tabbing through the form is not filling it in.
    await act(async () => fireEvent.focusIn(getByLabelText("Name")));
    expect(startTurnstile).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.input(getByLabelText("Name"));
      fireEvent.input(getByLabelText("Name"));
    });
    expect(startTurnstile).toHaveBeenCalledTimes(1);
    expect(startTurnstile).toHaveBeenCalledWith(container.querySelector("div"), "1x00000000000000000000AA", {
      maxAgeMs: 285_000,
    });
    await expect(turnstile.token()).resolves.toBe("token");
  });

  it("gives no token after TOKEN_WAIT_MS when Turnstile's script never arrives, so the request goes without", async () => {
    jest.useFakeTimers();
    global.__TURNSTILE_SITE_KEY__ = "1x00000000000000000000AA";
    startTurnstile.mockReturnValue(new Promise(() => {}));
    render(<Form />);
    const token = turnstile.token();
    await act(async () => jest.advanceTimersByTime(TOKEN_WAIT_MS - 1));
    let given: string | null | undefined;
    void token.then((value) => (given = value));
    await act(async () => {});
    expect(given).toBeUndefined();
    await act(async () => jest.advanceTimersByTime(1));
    await expect(token).resolves.toBeNull();
    jest.useRealTimers();
  });

  it("loads nothing and gives no token without a site key", async () => {
    const { getByLabelText } = render(<Form />);
    await act(async () => fireEvent.input(getByLabelText("Name")));
    await expect(turnstile.token()).resolves.toBeNull();
    expect(startTurnstile).not.toHaveBeenCalled();
  });
});
