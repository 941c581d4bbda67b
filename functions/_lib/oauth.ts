/**
 * The GitHub OAuth parts that the two sign-in functions share: their variables, GitHub's addresses, the
 * `state` that binds GitHub's answer to the browser that asked, and the code-for-token exchange.
 * (Under functions/ but not a route: Cloudflare Pages routes only files that export an onRequest handler.)
 */

/** The variables of the host (Cloudflare Pages → Settings → Variables and Secrets). */
export interface Env {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** Tests only: a local stand-in for github.com, honoured when it is a loopback http address. */
  GITHUB_OAUTH_ORIGIN?: string;
}

/** The part of Cloudflare's `PagesFunction` context these functions use (its types package is not installed). */
export interface Context {
  request: Request;
  env: Env;
}
export type PagesFunction = (context: Context) => Response | Promise<Response>;

export const CALLBACK_PATH = "/api/callback";
/** What Decap's GitHub backend asks for: `repo` by default, `public_repo` with open authoring. */
export const SCOPES = ["repo", "public_repo"];

export interface App {
  clientId: string;
  clientSecret: string;
}

/** The OAuth app's credentials, or the names of the variables that are missing. */
export function oauthApp(env: Env): App | { missing: string[] } {
  const clientId = env.GITHUB_CLIENT_ID?.trim() ?? "";
  const clientSecret = env.GITHUB_CLIENT_SECRET?.trim() ?? "";
  const missing = Object.entries({ GITHUB_CLIENT_ID: clientId, GITHUB_CLIENT_SECRET: clientSecret })
    .filter(([, value]) => !value)
    .map(([name]) => name);
  return missing.length > 0 ? { missing } : { clientId, clientSecret };
}

/**
 * github.com, unless GITHUB_OAUTH_ORIGIN names a stand-in on this machine (the browser suite's). Any other
 * value is ignored, so a stray variable in production can never send an editor's code anywhere else.
 */
export function githubOrigin(env: Env): string {
  const override = env.GITHUB_OAUTH_ORIGIN;
  if (override) {
    try {
      const url = new URL(override);
      if (url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) return url.origin;
    } catch {
      // not an address: ignored like any other non-local value
    }
  }
  return "https://github.com";
}

/** 32 random bytes, base64url: what GitHub must send back for the answer to count. */
export function newState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export const STATE_COOKIE = "cms_oauth_state";
/** Sent back to the callback only, for ten minutes, never readable by scripts. */
export const stateCookie = (state: string, maxAge = 600) =>
  `${STATE_COOKIE}=${state}; Max-Age=${maxAge}; Path=${CALLBACK_PATH}; HttpOnly; Secure; SameSite=Lax`;
export const clearedStateCookie = () => stateCookie("", 0);

export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || null;
  }
  return null;
}

/** Compares two states in time that does not depend on where they differ. */
export function sameState(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

export type Exchange = { token: string } | { error: string; description?: string };

/** Trades GitHub's one-time code for a token, server to server, with the app's secret. */
export async function exchangeCode(env: Env, app: App, code: string, redirectUri: string): Promise<Exchange> {
  let response: Response;
  try {
    response = await fetch(`${githubOrigin(env)}/login/oauth/access_token`, {
      method: "POST",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/x-www-form-urlencoded",
        "User-Agent": "decap-cms-sign-in",
      },
      body: new URLSearchParams({
        client_id: app.clientId,
        client_secret: app.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return { error: "unreachable" };
  }
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && typeof answer?.access_token === "string" && answer.access_token) {
    return { token: answer.access_token };
  }
  const error = typeof answer?.error === "string" ? answer.error : `http_${response.status}`;
  const description = typeof answer?.error_description === "string" ? answer.error_description : undefined;
  return { error, description };
}
