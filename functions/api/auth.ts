/**
 * GET /api/auth: what Decap's "Login with GitHub" opens in its sign-in window (base_url + auth_endpoint).
 * Sends the editor to GitHub's authorize page with a fresh `state`, which a cookie binds to this browser.
 */
import {
  CALLBACK_PATH,
  githubOrigin,
  newState,
  oauthApp,
  SCOPES,
  stateCookie,
  type PagesFunction,
} from "../_lib/oauth";
import { notConfigured, unknownScope } from "../_lib/outcomes";
import { page, redirect } from "../_lib/page";

export const onRequestGet: PagesFunction = ({ request, env }) => {
  const { origin, searchParams } = new URL(request.url);
  const app = oauthApp(env);
  if ("missing" in app) return page(origin, notConfigured(app.missing));
  const scope = searchParams.get("scope") || "repo";
  if (!SCOPES.includes(scope)) return page(origin, unknownScope());

  const state = newState();
  const authorize = new URL("/login/oauth/authorize", githubOrigin(env));
  authorize.search = new URLSearchParams({
    client_id: app.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    scope,
    state,
  }).toString();
  return redirect(authorize.href, stateCookie(state));
};
