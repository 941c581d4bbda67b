/**
 * @jest-environment node
 *
 * The CMS's sign-in on Cloudflare Pages: which sign-in the build configures, and the two functions'
 * answers, called as Cloudflare calls them (a Request and the variables), with GitHub's token endpoint
 * replaced by a stub of fetch. The browser suite runs the whole flow under wrangler (cms-signin.spec.ts).
 */
import { onRequestGet as auth } from "../../functions/api/auth";
import { onRequestGet as callback } from "../../functions/api/callback";
import { githubOrigin, newState, readCookie, sameState, STATE_COOKIE, type Env } from "../../functions/_lib/oauth";
import { onPreInit } from "../../plugins/cms/gatsby-node";
import { signIn } from "../../plugins/cms/sign-in";

const cmsOptions = { plugins: [], workflow: null };

const site = "https://www.brightcode.example";
const env: Env = { GITHUB_CLIENT_ID: "id-123", GITHUB_CLIENT_SECRET: "secret-456" };
const state = newState();
const token = "gho_token</script><script>alert(1)</script>";

const get = (path: string, cookie?: string) =>
  new Request(`${site}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
const back = (query: Record<string, string>, cookie = `${STATE_COOKIE}=${state}`) =>
  callback({ request: get(`/api/callback?${new URLSearchParams(query)}`, cookie), env });
const heading = async (response: Response) => /<h1 id="heading">([^<]*)<\/h1>/.exec(await response.text())?.[1];

let fetchMock: jest.SpyInstance;
beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ access_token: token }));
});
afterEach(() => fetchMock.mockRestore());

describe("the build's choice of sign-in", () => {
  it("is the site's functions on Cloudflare Pages, at the CMS page's own origin", () => {
    expect(signIn({ CF_PAGES: "1" })).toEqual({ auth_endpoint: "api/auth", authSameOrigin: true });
    expect(signIn({ CMS_AUTH: "functions" })).toEqual({ auth_endpoint: "api/auth", authSameOrigin: true });
  });

  it("is CMS_AUTH_URL's service when set, even on Cloudflare; otherwise Decap's default (Netlify)", () => {
    expect(signIn({ CF_PAGES: "1", CMS_AUTH_URL: "https://auth.example.com" })).toEqual({
      base_url: "https://auth.example.com",
    });
    expect(signIn({})).toEqual({});
  });

  it("stops the build on an unknown CMS_AUTH, naming it", () => {
    const reporter = { panic: jest.fn() };
    process.env.CMS_AUTH = "netlify";
    try {
      onPreInit!({ reporter } as unknown as Parameters<NonNullable<typeof onPreInit>>[0], cmsOptions, () => undefined);
    } finally {
      delete process.env.CMS_AUTH;
    }
    expect(reporter.panic).toHaveBeenCalledWith(
      expect.stringMatching(/^CMS_AUTH may only be "functions".*not "netlify"$/),
    );
  });
});

describe("the state and GitHub's address", () => {
  it("a state is 32 random bytes, base64url, and compares equal only to itself", () => {
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newState()).not.toBe(state);
    expect(sameState(state, state)).toBe(true);
    expect(sameState(state, `${state.slice(0, -1)}x`)).toBe(false);
    expect(sameState(state, state.slice(1))).toBe(false);
  });

  it("reads one cookie among others", () => {
    const request = get("/", `a=1; ${STATE_COOKIE}=${state}; b=2`);
    expect(readCookie(request, STATE_COOKIE)).toBe(state);
    expect(readCookie(get("/", `x${STATE_COOKIE}=1`), STATE_COOKIE)).toBeNull();
  });

  it("GITHUB_OAUTH_ORIGIN counts only as a loopback http address", () => {
    expect(githubOrigin({})).toBe("https://github.com");
    expect(githubOrigin({ GITHUB_OAUTH_ORIGIN: "http://127.0.0.1:9203" })).toBe("http://127.0.0.1:9203");
    expect(githubOrigin({ GITHUB_OAUTH_ORIGIN: "http://localhost:9203/x" })).toBe("http://localhost:9203");
    for (const other of ["https://evil.example", "http://127.0.0.1.evil.example", "https://127.0.0.1", "nonsense"]) {
      expect(githubOrigin({ GITHUB_OAUTH_ORIGIN: other })).toBe("https://github.com");
    }
  });
});

describe("GET /api/auth", () => {
  it("redirects to GitHub with the app, the callback, the scope and a state bound by a cookie", async () => {
    const response = await auth({ request: get("/api/auth?provider=github&scope=repo"), env });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!);
    expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize");
    const query = Object.fromEntries(location.searchParams);
    expect(query).toEqual({
      client_id: "id-123",
      redirect_uri: `${site}/api/callback`,
      scope: "repo",
      state: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(response.headers.get("Set-Cookie")).toBe(
      `${STATE_COOKIE}=${query.state}; Max-Age=600; Path=/api/callback; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("allows public_repo, and refuses any other scope with a page", async () => {
    const publicRepo = await auth({ request: get("/api/auth?scope=public_repo"), env });
    expect(new URL(publicRepo.headers.get("Location")!).searchParams.get("scope")).toBe("public_repo");
    const other = await auth({ request: get("/api/auth?scope=admin:org"), env });
    expect([other.status, await heading(other)]).toEqual([400, "This sign-in asked for an unexpected permission"]);
  });

  it("without its variables, says which are missing", async () => {
    const response = await auth({ request: get("/api/auth"), env: { GITHUB_CLIENT_ID: "id-123" } });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("needs GITHUB_CLIENT_SECRET, which is not set");
  });
});

describe("GET /api/callback", () => {
  it("trades the code for a token server-side and hands it to this origin only, in a page nobody caches", async () => {
    const response = await back({ code: "the-code", state });
    expect(response.status).toBe(200);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("https://github.com/login/oauth/access_token");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Accept")).toBe("application/json");
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      client_id: "id-123",
      client_secret: "secret-456",
      code: "the-code",
      redirect_uri: `${site}/api/callback`,
    });
    const html = await response.text();
    // The token is in the page's script only, where it cannot end the script element.
    expect(html).not.toContain("</script><script>alert(1)");
    expect(html).toContain(JSON.stringify(site));
    const nonce = /<script nonce="([^"]+)">/.exec(html)![1];
    expect(response.headers.get("Content-Security-Policy")).toBe(
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src 'self'; ` +
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Set-Cookie")).toMatch(new RegExp(`^${STATE_COOKIE}=; Max-Age=0; Path=/api/callback`));
  });

  it("the script hands Decap the token it was given, in Decap's words", async () => {
    const html = await (await back({ code: "c", state })).text();
    const data = JSON.parse(/\}\)\((\{.*\})\);<\/script>/.exec(html)![1]!) as { message: string; origin: string };
    expect(data.origin).toBe(site);
    expect(data.message).toBe(`authorization:github:success:${JSON.stringify({ token, provider: "github" })}`);
  });

  it.each([
    ["no state cookie", 400, "This sign-in has expired", { code: "c", state }, ""],
    [
      "a state other than the cookie's",
      400,
      "This sign-in could not be verified",
      { code: "c", state: newState() },
      undefined,
    ],
    ["no state", 400, "This sign-in could not be verified", { code: "c" }, undefined],
    ["a denied authorization", 403, "GitHub access was not granted", { error: "access_denied", state }, undefined],
    ["GitHub's error", 502, "GitHub did not sign you in", { error: "redirect_uri_mismatch", state }, undefined],
    ["no code", 502, "GitHub did not sign you in", { state }, undefined],
  ] as const)("with %s: %i, “%s”, never asking GitHub for a token", async (_case, status, title, query, cookie) => {
    const response = await back(query, cookie);
    expect([response.status, await heading(response)]).toEqual([status, title]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(response.headers.get("Set-Cookie")).toContain("Max-Age=0");
  });

  it("without its variables: 503, before looking at anything else", async () => {
    const response = await callback({ request: get(`/api/callback?code=c&state=${state}`), env: {} });
    expect([response.status, await heading(response)]).toEqual([503, "Sign-in is not set up on this site yet"]);
  });

  it.each([
    ["GitHub's error answer", Response.json({ error: "bad_verification_code" }), "“bad_verification_code”"],
    ["a failure that is not JSON", new Response("oops", { status: 500 }), "“http_500”"],
  ])("with %s from the token endpoint: 502 naming it", async (_case, answer, named) => {
    fetchMock.mockResolvedValue(answer);
    const response = await back({ code: "c", state });
    const html = await response.text();
    expect(response.status).toBe(502);
    expect(html).toContain(named);
    expect(html).not.toContain("authorization:github:success");
  });

  it("when GitHub cannot be reached: 502, saying so", async () => {
    fetchMock.mockRejectedValue(new TypeError("network down"));
    const response = await back({ code: "c", state });
    expect([response.status, await heading(response)]).toEqual([502, "GitHub could not be reached"]);
  });
});
