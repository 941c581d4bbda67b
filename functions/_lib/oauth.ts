/**
 * The GitHub OAuth parts that the two sign-in functions share: their variables, GitHub's addresses, the
 * `state` and PKCE verifier that bind GitHub's answer to the browser that asked, and the code-for-token
 * exchange. They work alike for a GitHub App (recommended: its tokens reach only the repositories it is
 * installed on, and expire) and an OAuth app (whose `repo` tokens reach all of the editor's repositories).
 * (Under functions/ but not a route: Cloudflare Pages routes only files that export an onRequest handler.)
 */
import { LOOPBACK_NAMES } from "../../lib/loopback.mjs";

/** The variables of the host (Cloudflare Pages → Settings → Variables and Secrets). */
export interface Env {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** Tests only: a local stand-in for github.com, honoured when it is a loopback http address. */
  GITHUB_OAUTH_ORIGIN?: string;
}

/** The part of Cloudflare's `PagesFunction` context these functions use (its types package is not installed). */
interface Context {
  request: Request;
  env: Env;
}
export type PagesFunction = (context: Context) => Response | Promise<Response>;

const CALLBACK_PATH = "/api/callback";
/** Where GitHub sends the editor back: the authorize request and the token exchange must name it alike. */
export const callbackUrl = (origin: string) => `${origin}${CALLBACK_PATH}`;
/** What Decap's GitHub backend asks for: `repo` by default, `public_repo` with open authoring (a GitHub App
 * ignores it: its permissions are set in its settings). */
export const SCOPES = ["repo", "public_repo"];

export interface App {
  clientId: string;
  clientSecret: string;
}

/** The app's credentials, or the names of the variables that are missing. */
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
      if (url.protocol === "http:" && LOOPBACK_NAMES.includes(url.hostname)) return url.origin;
    } catch {
      // not an address: ignored like any other non-local value
    }
  }
  return "https://github.com";
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** 32 random bytes, base64url: a `state` (what GitHub must send back for the answer to count) or a PKCE verifier. */
export const newSecret = (): string => base64url(crypto.getRandomValues(new Uint8Array(32)));

/** PKCE's S256 challenge: GitHub hands out a token for the code only to whoever also holds the verifier. */
export async function codeChallenge(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
}

/** A sign-in in progress: the state GitHub must send back, and the verifier that only the site's functions see. */
interface SignIn {
  state: string;
  verifier: string;
}

/**
 * Sent back with every request to the site for ten minutes, never readable by scripts. `__Host-` (which requires
 * Secure, Path=/ and no Domain) keeps a sibling subdomain from planting a sign-in of its own choosing.
 */
export const SIGN_IN_COOKIE = "__Host-cms_sign_in";
const cookie = (value: string, maxAge: number) =>
  `${SIGN_IN_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; Secure; SameSite=Lax`;
export const signInCookie = ({ state, verifier }: SignIn) => cookie(`${state}.${verifier}`, 600);
export const clearedSignInCookie = () => cookie("", 0);

export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || null;
  }
  return null;
}

/** The sign-in this browser started, or null when its cookie is gone or not one this site wrote. */
export function readSignIn(request: Request): SignIn | null {
  const match = /^([\w-]{43})\.([\w-]{43})$/.exec(readCookie(request, SIGN_IN_COOKIE) ?? "");
  return match ? { state: match[1]!, verifier: match[2]! } : null;
}

/** Compares two states in time that does not depend on where they differ. */
export function sameState(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** How long GitHub's token endpoint has to answer before the sign-in says GitHub could not be reached. */
export const TOKEN_TIMEOUT_MS = 10_000;

type Exchange = { token: string } | { unreachable: true } | { error: string; description?: string };

/**
 * Trades GitHub's one-time code for a token, server to server, with the app's secret and the PKCE verifier.
 * Only the token is kept: a GitHub App's answer also holds a refresh token, which goes no further than here.
 */
export async function exchangeCode(
  env: Env,
  app: App,
  { code, verifier, redirectUri }: { code: string; verifier: string; redirectUri: string },
): Promise<Exchange> {
  // A timer of its own rather than AbortSignal.timeout, so that tests can drive it with fake timers.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TOKEN_TIMEOUT_MS);
  let response: Response;
  let answer: Record<string, unknown> | null;
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
        code_verifier: verifier,
        redirect_uri: redirectUri,
      }),
      signal: controller.signal,
    });
    answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  } catch {
    return { unreachable: true };
  } finally {
    clearTimeout(timer);
  }
  // The time ran out while the answer was arriving.
  if (controller.signal.aborted) return { unreachable: true };
  if (response.ok && typeof answer?.access_token === "string" && answer.access_token) {
    return { token: answer.access_token };
  }
  const error = typeof answer?.error === "string" ? answer.error : `http_${response.status}`;
  const description = typeof answer?.error_description === "string" ? answer.error_description : undefined;
  return { error, description };
}
