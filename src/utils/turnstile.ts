/**
 * Cloudflare Turnstile on the quote form: its widget, rendered by the page's code once the visitor starts on the
 * form, and the token it issues, kept fresh for sending. Loaded only when the build has a site key
 * (src/hooks/use-turnstile.ts imports it on the visitor's first keystroke in the form).
 */
import { loadScript } from "./load-script";

/** `render=explicit`: the widget is drawn where and when the page says, not into every `.cf-turnstile`. */
const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

/** How long a token is good for after Turnstile issues it. */
export const TOKEN_LIFETIME_MS = 300_000;

/** Turnstile's render options the form uses (Cloudflare's "Client-side rendering" reference). */
interface RenderOptions {
  sitekey: string;
  action: string;
  appearance: "interaction-only";
  "response-field": boolean;
  "refresh-expired": "auto";
  callback: (token: string) => void;
  "expired-callback": () => void;
  "timeout-callback": () => void;
  "error-callback": (code: string) => boolean;
}

/** The part of Turnstile's API (window.turnstile) the form uses. */
export interface TurnstileApi {
  render: (container: HTMLElement, options: RenderOptions) => string | undefined;
  reset: (widgetId: string) => void;
}

export interface TokenKeeper {
  /** A token young enough to send: the one held, or the next Turnstile issues; null if it fails. */
  fresh: () => Promise<string | null>;
  /** Forgets the token just sent, which the service has used up (a token verifies once), and asks for the next. */
  spent: () => void;
}

interface KeeperOptions {
  /** A token older than this is renewed before sending: its lifetime less the time a request may take. */
  maxAgeMs: number;
  now?: () => number;
}

/**
 * Renders the widget into `container` (invisible unless Cloudflare asks the visitor to interact) and keeps the token
 * it issues. Turnstile renews an expired token by itself; one that is merely old is renewed when sending asks for it.
 */
export function tokenKeeper(
  api: TurnstileApi,
  container: HTMLElement,
  siteKey: string,
  { maxAgeMs, now = Date.now }: KeeperOptions,
): TokenKeeper {
  let held: { token: string; at: number } | null = null;
  let waiting: ((token: string | null) => void)[] = [];
  const settle = (token: string | null) => {
    const waiters = waiting;
    waiting = [];
    waiters.forEach((resolve) => resolve(token));
  };
  const widget = api.render(container, {
    sitekey: siteKey,
    action: "quote",
    appearance: "interaction-only",
    // The page adds the token to the request itself (use-turnstile.ts's TURNSTILE_FIELD), and only a fresh one.
    "response-field": false,
    "refresh-expired": "auto",
    callback: (token) => {
      held = { token, at: now() };
      settle(token);
    },
    "expired-callback": () => (held = null),
    "timeout-callback": () => (held = null),
    // Handled (true: Turnstile logs nothing): a request waiting for a token goes without one at once.
    "error-callback": () => {
      held = null;
      settle(null);
      return true;
    },
  });
  const renew = () => {
    held = null;
    if (widget !== undefined) api.reset(widget);
  };
  return {
    fresh: () => {
      if (held && now() - held.at < maxAgeMs) return Promise.resolve(held.token);
      if (held) renew();
      // Until Turnstile issues the next token, or fails (null); how long sending waits is the caller's.
      return new Promise((resolve) => waiting.push(resolve));
    },
    spent: renew,
  };
}

/** Loads Turnstile's script and draws the widget into `container`. */
export async function startTurnstile(container: HTMLElement, siteKey: string, options: KeeperOptions) {
  await loadScript(TURNSTILE_SCRIPT);
  const api = (window as { turnstile?: TurnstileApi }).turnstile;
  if (!api) throw new Error("Turnstile's script ran without defining window.turnstile");
  return tokenKeeper(api, container, siteKey, options);
}
