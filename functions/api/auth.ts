/**
 * GET /api/auth: what Decap's "Login with GitHub" opens in its sign-in window (base_url + auth_endpoint).
 * Sends the editor to GitHub's authorize page with a fresh `state` and PKCE challenge, which a cookie binds
 * to this browser; refuses a sign-in that another site's page started.
 */
import { guarded } from "../_lib/guard";
import {
  callbackUrl,
  codeChallenge,
  githubOrigin,
  newSecret,
  oauthApp,
  SCOPES,
  signInCookie,
  type PagesFunction,
} from "../_lib/oauth";
import { notConfigured, startedElsewhere, unknownScope } from "../_lib/outcomes";
import { page, redirect } from "../_lib/page";

/**
 * Browsers say who made a request (Fetch Metadata): Decap's window on this site is `same-origin`, an address
 * typed or bookmarked `none`; another site's page is `cross-site` or, on a sibling subdomain, `same-site`.
 * Without the header the sign-in goes ahead: every browser since 2023 sends it and no page can remove it, so
 * only a browser older than that (Safari before 16.4, Firefox before 90) meets no check, as before.
 */
const OWN = ["same-origin", "none"];
const startedOnThisSite = (request: Request) => OWN.includes(request.headers.get("Sec-Fetch-Site") ?? "none");

export const onRequestGet: PagesFunction = guarded(async ({ request, env }) => {
  const { origin, searchParams } = new URL(request.url);
  if (!startedOnThisSite(request)) return page(origin, startedElsewhere(origin));
  const app = oauthApp(env);
  if ("missing" in app) return page(origin, notConfigured(app.missing));
  const scope = searchParams.get("scope") || "repo";
  if (!SCOPES.includes(scope)) return page(origin, unknownScope());

  const signIn = { state: newSecret(), verifier: newSecret() };
  const authorize = new URL("/login/oauth/authorize", githubOrigin(env));
  authorize.search = new URLSearchParams({
    client_id: app.clientId,
    redirect_uri: callbackUrl(origin),
    scope,
    state: signIn.state,
    code_challenge: await codeChallenge(signIn.verifier),
    code_challenge_method: "S256",
  }).toString();
  return redirect(authorize.href, signInCookie(signIn));
});
