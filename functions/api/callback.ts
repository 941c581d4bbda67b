/**
 * GET /api/callback: where GitHub sends the editor back. Accepts the answer only with the `state` this
 * browser's cookie holds, trades the code for a token server-side, and hands the token to the content
 * manager's window on this site's own origin. Every other outcome is a page saying what to do.
 */
import {
  CALLBACK_PATH,
  clearedStateCookie,
  exchangeCode,
  oauthApp,
  readCookie,
  sameState,
  STATE_COOKIE,
  type Env,
  type PagesFunction,
} from "../_lib/oauth";
import { denied, expired, githubError, notConfigured, signedIn, wrongState } from "../_lib/outcomes";
import { page, type Outcome } from "../_lib/page";

async function outcome(request: Request, env: Env): Promise<Outcome> {
  const { origin, searchParams } = new URL(request.url);
  const app = oauthApp(env);
  if ("missing" in app) return notConfigured(app.missing);
  const expected = readCookie(request, STATE_COOKIE);
  if (!expected) return expired();
  if (!sameState(searchParams.get("state") ?? "", expected)) return wrongState();

  const error = searchParams.get("error");
  if (error === "access_denied") return denied();
  if (error) return githubError(error, searchParams.get("error_description") ?? undefined);
  const code = searchParams.get("code");
  if (!code) return githubError("missing_code", "the answer had no code");

  const exchange = await exchangeCode(env, app, code, `${origin}${CALLBACK_PATH}`);
  return "token" in exchange ? signedIn(exchange.token, origin) : githubError(exchange.error, exchange.description);
}

// The state is good for one answer: the cookie goes whatever the outcome.
export const onRequestGet: PagesFunction = async ({ request, env }) =>
  page(new URL(request.url).origin, await outcome(request, env), clearedStateCookie());
