/**
 * GET /api/callback: where GitHub sends the editor back. Accepts the answer only with the `state` this
 * browser's cookie holds, trades the code for a token server-side (with the cookie's PKCE verifier), and
 * hands the token to the content manager's window on this site's own origin. Every other outcome, and any
 * failure, is a page saying what to do.
 */
import { guarded } from "../_lib/guard";
import {
  callbackUrl,
  clearedSignInCookie,
  exchangeCode,
  oauthApp,
  readSignIn,
  sameState,
  type Env,
  type PagesFunction,
} from "../_lib/oauth";
import { denied, expired, githubError, notConfigured, signedIn, unreachable, wrongState } from "../_lib/outcomes";
import { page, type Outcome } from "../_lib/page";

/** Whether this request answers this browser's own sign-in: its state is the one the cookie holds. */
function answersThisSignIn(request: Request): boolean {
  const signIn = readSignIn(request);
  return signIn !== null && sameState(new URL(request.url).searchParams.get("state") ?? "", signIn.state);
}

async function outcome(request: Request, env: Env): Promise<Outcome> {
  const { origin, searchParams } = new URL(request.url);
  const app = oauthApp(env);
  if ("missing" in app) return notConfigured(app.missing);
  const signIn = readSignIn(request);
  if (!signIn) return expired();
  if (!answersThisSignIn(request)) return wrongState();

  const error = searchParams.get("error");
  if (error === "access_denied") return denied();
  if (error) return githubError(error, searchParams.get("error_description") ?? undefined);
  const code = searchParams.get("code");
  if (!code) return githubError("missing_code", "the answer had no code");

  const redirectUri = callbackUrl(origin);
  const exchange = await exchangeCode(env, app, { code, verifier: signIn.verifier, redirectUri });
  if ("token" in exchange) return signedIn(exchange.token, origin);
  return "unreachable" in exchange ? unreachable() : githubError(exchange.error, exchange.description);
}

// The sign-in is good for one answer: the cookie goes whatever the outcome, but only with the answer to this
// browser's own sign-in. A link from another site (another state, or none) leaves a sign-in under way alone.
export const onRequestGet: PagesFunction = guarded(
  async ({ request, env }) =>
    page(
      new URL(request.url).origin,
      await outcome(request, env),
      answersThisSignIn(request) ? clearedSignInCookie() : undefined,
    ),
  answersThisSignIn,
);
