/**
 * @jest-environment node
 *
 * The CMS's sign-in on Cloudflare Pages: which sign-in the build configures, and the two functions'
 * answers, called as Cloudflare calls them (a Request and the variables), with GitHub's token endpoint
 * replaced by a stub of fetch: each outcome's status, page, headers and message to the content manager's
 * window. The browser suite signs in under wrangler, where the cookie and the windows' handshake are the
 * browser's (cms-sign-in.spec.ts).
 */
import { createHash } from "node:crypto";
import { onRequestGet as auth } from "../../functions/api/auth";
import { onRequestGet as callback } from "../../functions/api/callback";
import {
  githubOrigin,
  newSecret,
  readCookie,
  readSignIn,
  sameState,
  SIGN_IN_COOKIE,
  TOKEN_TIMEOUT_MS,
  type Env,
} from "../../functions/_lib/oauth";
import { onPreInit } from "../../cms/build/gatsby-node";
import { signIn } from "../../cms/build/sign-in";

const site = "https://www.brightcode.example";
const env: Env = { GITHUB_CLIENT_ID: "id-123", GITHUB_CLIENT_SECRET: "secret-456" };
const state = newSecret();
const verifier = newSecret();
const token = "gho_token</script><script>alert(1)</script>";

const get = (path: string, headers: Record<string, string> = {}) => new Request(`${site}${path}`, { headers });
const back = (query: Record<string, string>, cookie = `${SIGN_IN_COOKIE}=${state}.${verifier}`) =>
  callback({ request: get(`/api/callback?${new URLSearchParams(query)}`, { Cookie: cookie }), env });
const s256 = (text: string) => createHash("sha256").update(text).digest("base64url");

/** What an answer says: its status, its page (and heading), and the message its script posts to Decap's window. */
async function said(response: Response) {
  const html = await response.text();
  const data = /\}\)\((\{.*\})\);<\/script>/.exec(html);
  return {
    status: response.status,
    heading: /<h1 id="heading">([^<]*)<\/h1>/.exec(html)?.[1],
    told: data ? (JSON.parse(data[1]!) as { message?: string }).message : undefined,
    html,
  };
}
/** What `said` gives for a failure: the status, the heading, and Decap told the message. */
const failed = (status: number, heading: string, message: string) => ({
  status,
  heading,
  told: `authorization:github:error:${JSON.stringify({ message })}`,
});

/** The headers every answer of the functions carries, whatever the outcome. */
function expectEveryHeader(response: Response) {
  expect(response.headers.get("Content-Security-Policy")).toMatch(/^default-src 'none';.*frame-ancestors 'none'$/);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
  expect(response.headers.get("X-Frame-Options")).toBe("DENY");
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(response.headers.get("Strict-Transport-Security")).toBe("max-age=31536000");
}

/** Runs the page's inline script with the window, opener (none when `alone`), document and timer it uses, all recorded. */
function runScript(html: string, { alone = false } = {}) {
  const script = /<script nonce="[^"]+">([\s\S]*)<\/script>/.exec(html)![1]!;
  const posted: [unknown, string][] = [];
  const opener = alone ? null : { postMessage: (data: unknown, target: string) => posted.push([data, target]) };
  const listeners: ((event: object) => void)[] = [];
  const addEventListener = (_: string, listener: (event: object) => void) => listeners.push(listener);
  const window = { opener, addEventListener };
  const elements: Record<string, { textContent: string }> = { heading: { textContent: "" }, text: { textContent: "" } };
  const timers: (() => void)[] = [];
  const document = { getElementById: (id: string) => elements[id] };
  new Function("window", "document", "setTimeout", script)(window, document, (f: () => void) => timers.push(f));
  const send = (event: object) => listeners.forEach((listener) => listener(event));
  return { posted, opener, send, elements, wait: () => timers.forEach((timer) => timer()) };
}

/** The sign-in cookie, emptied: it serves one answer, whatever the answer was. */
const cleared = `${SIGN_IN_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`;

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
      const args = { reporter } as unknown as Parameters<NonNullable<typeof onPreInit>>[0];
      onPreInit!(args, { plugins: [], workflow: null }, () => undefined);
    } finally {
      delete process.env.CMS_AUTH;
    }
    expect(reporter.panic).toHaveBeenCalledWith(
      expect.stringMatching(/^CMS_AUTH may only be "functions".*not "netlify"$/),
    );
  });
});

describe("the state, the PKCE verifier and GitHub's address", () => {
  it("a secret is 32 random bytes, base64url, and a state compares equal only to itself", () => {
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSecret()).not.toBe(state);
    expect(sameState(state, state)).toBe(true);
    expect(sameState(state, `${state.slice(0, -1)}x`)).toBe(false);
    expect(sameState(state, state.slice(1))).toBe(false);
  });

  it("reads one cookie among others, and a sign-in only from the __Host- cookie in the form the site writes", () => {
    const request = get("/", { Cookie: `a=1; ${SIGN_IN_COOKIE}=${state}.${verifier}; b=2` });
    expect(readCookie(request, SIGN_IN_COOKIE)).toBe(`${state}.${verifier}`);
    expect(readSignIn(request)).toEqual({ state, verifier });
    expect(readCookie(get("/", { Cookie: `x${SIGN_IN_COOKIE}=1` }), SIGN_IN_COOKIE)).toBeNull();
    // What a sibling subdomain can plant has no prefix; a value without a verifier is not one of the site's.
    for (const cookie of [`cms_sign_in=${state}.${verifier}`, `${SIGN_IN_COOKIE}=${state}`]) {
      expect(readSignIn(get("/", { Cookie: cookie }))).toBeNull();
    }
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
  it("redirects to GitHub with the app, the callback, the scope, a state and a PKCE challenge, bound by a __Host- cookie", async () => {
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
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: "S256",
    });
    const cookie = response.headers.get("Set-Cookie")!;
    const [, cookieState, cookieVerifier] = /^__Host-cms_sign_in=([\w-]{43})\.([\w-]{43});/.exec(cookie)!;
    expect(cookie).toBe(
      `${SIGN_IN_COOKIE}=${cookieState}.${cookieVerifier}; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(cookieState).toBe(query.state);
    // The verifier stays in the cookie; GitHub gets only its hash now, and the verifier itself server to server.
    expect(query.code_challenge).toBe(s256(cookieVerifier!));
    expect(location.href).not.toContain(cookieVerifier);
    expectEveryHeader(response);
  });

  it("allows public_repo, and refuses any other scope with a page", async () => {
    const publicRepo = await auth({ request: get("/api/auth?scope=public_repo"), env });
    expect(new URL(publicRepo.headers.get("Location")!).searchParams.get("scope")).toBe("public_repo");
    const other = await said(await auth({ request: get("/api/auth?scope=admin:org"), env }));
    expect(other).toMatchObject({ status: 400, heading: "This sign-in asked for an unexpected permission" });
  });

  it("without its variables: 503, saying which are missing, in the window and to the content manager", async () => {
    const response = await said(await auth({ request: get("/api/auth"), env: { GITHUB_CLIENT_ID: "id-123" } }));
    const message = "Sign-in is not set up on this site: GITHUB_CLIENT_SECRET missing. Ask the site's administrator.";
    expect(response).toMatchObject(failed(503, "Sign-in is not set up on this site yet", message));
    expect(response.html).toContain("needs GITHUB_CLIENT_SECRET, which is not set");
  });

  it.each(["cross-site", "same-site"])(
    "refuses a sign-in another site started (Sec-Fetch-Site: %s): 403, what to do, no redirect, no cookie",
    async (from) => {
      const request = get("/api/auth?provider=github&scope=repo", { "Sec-Fetch-Site": from });
      const response = await auth({ request, env });
      expect(response.headers.get("Location")).toBeNull();
      expect(response.headers.get("Set-Cookie")).toBeNull();
      expectEveryHeader(response);
      const { status, heading, html } = await said(response);
      expect([status, heading]).toEqual([403, "This sign-in was not started on this site"]);
      expect(html).toContain(`open ${site}/admin and press Login with GitHub`);
      // Whoever opened the window is another site's page: it is told nothing, not even the handshake.
      expect(runScript(html).posted).toEqual([]);
    },
  );

  // Decap's window on this site; an address typed or bookmarked; a browser too old to say.
  it.each(["same-origin", "none", undefined])("goes ahead with Sec-Fetch-Site: %s", async (from) => {
    const headers: Record<string, string> = from ? { "Sec-Fetch-Site": from } : {};
    const response = await auth({ request: get("/api/auth?provider=github&scope=repo", headers), env });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("Location")!).pathname).toBe("/login/oauth/authorize");
  });
});

describe("GET /api/callback", () => {
  it("trades the code for a token server-side, with the PKCE verifier, and hands it to this origin only, in a page nobody caches", async () => {
    const response = await back({ code: "the-code", state });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("https://github.com/login/oauth/access_token");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Accept")).toBe("application/json");
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      client_id: "id-123",
      client_secret: "secret-456",
      code: "the-code",
      code_verifier: verifier,
      redirect_uri: `${site}/api/callback`,
    });
    expectEveryHeader(response);
    expect(response.headers.get("Set-Cookie")).toBe(cleared);
    const csp = response.headers.get("Content-Security-Policy");
    const { status, html, told } = await said(response);
    expect(status).toBe(200);
    // The token is in the page's script only, in Decap's words, where it cannot end the script element.
    expect(told).toBe(`authorization:github:success:${JSON.stringify({ token, provider: "github" })}`);
    expect(html).not.toContain("</script><script>alert(1)");
    expect(html).toContain(JSON.stringify(site));
    const nonce = /<script nonce="([^"]+)">/.exec(html)![1];
    expect(csp).toBe(
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src 'self'; ` +
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
  });

  it("takes a GitHub App's user token and keeps its refresh token to itself", async () => {
    const refresh = "ghr_RefreshToken0123456789";
    fetchMock.mockResolvedValue(
      Response.json({ access_token: "ghu_UserToken", expires_in: 28800, refresh_token: refresh, token_type: "bearer" }),
    );
    const response = await back({ code: "c", state });
    expect([...response.headers].flat().join("\n")).not.toContain(refresh);
    const { told, html } = await said(response);
    expect(told).toBe(`authorization:github:success:${JSON.stringify({ token: "ghu_UserToken", provider: "github" })}`);
    expect(html).not.toContain(refresh);
  });

  describe("the page's script, run against a stand-in window", () => {
    it("says the handshake to this site's origin only, and answers only the opener, from this site's origin", async () => {
      const page = runScript((await said(await back({ code: "c", state }))).html);
      expect(page.posted).toEqual([["authorizing:github", site]]);
      page.send({ source: {}, origin: site, data: "authorizing:github" });
      page.send({ source: page.opener, origin: "http://127.0.0.1:9203", data: "authorizing:github" });
      page.send({ source: page.opener, origin: site, data: "authorizing:gitlab" });
      expect(page.posted).toHaveLength(1);
      page.send({ source: page.opener, origin: site, data: "authorizing:github" });
      expect(page.posted[1]).toEqual([expect.stringMatching(/^authorization:github:success:\{"token":/), site]);
      page.wait();
      expect(page.elements.heading!.textContent).toBe("");
    });

    it.each([
      ["unanswered by its opener", false],
      ["opened on its own (no opener)", true],
    ])("%s, tells the window no content manager is waiting, and what to do", async (_case, alone) => {
      const page = runScript((await said(await back({ code: "c", state }))).html, { alone });
      page.send({ source: page.opener, origin: "http://127.0.0.1:9203", data: "authorizing:github" });
      page.wait();
      // Nothing but the handshake went out: the token stays in this window.
      expect(page.posted.filter(([data]) => data !== "authorizing:github")).toEqual([]);
      expect(page.elements.heading!.textContent).toBe("Signed in, but no content manager is waiting");
      expect(page.elements.text!.textContent).toContain(`open ${site}/admin and press Login with GitHub`);
    });
  });

  const again = "Press Login with GitHub again.";
  const expired = failed(400, "This sign-in has expired", `The sign-in expired before GitHub answered. ${again}`);
  const forged = failed(
    400,
    "This sign-in could not be verified",
    `The sign-in could not be verified and was refused. ${again}`,
  );
  const githubSaid = (error: string) =>
    failed(502, "GitHub did not sign you in", `GitHub did not sign you in (${error}). ${again}`);
  const denied = failed(
    403,
    "GitHub access was not granted",
    "GitHub access was not granted. Press Login with GitHub again and authorize the app.",
  );
  // Only the answer to this browser's own sign-in ends it: a link from another site leaves the cookie alone.
  it.each([
    ["no sign-in cookie", { code: "c", state }, "", expired, null],
    ["a cookie without the prefix", { code: "c", state }, `cms_sign_in=${state}.${verifier}`, expired, null],
    ["a state other than the cookie's", { code: "c", state: newSecret() }, undefined, forged, null],
    ["no state", { code: "c" }, undefined, forged, null],
    ["a denied authorization", { error: "access_denied", state }, undefined, denied, cleared],
    [
      "GitHub's error",
      { error: "redirect_uri_mismatch", state },
      undefined,
      githubSaid("redirect_uri_mismatch"),
      cleared,
    ],
    ["no code", { state }, undefined, githubSaid("missing_code"), cleared],
  ])(
    "with %s: the window and the content manager say why, and GitHub is never asked for a token",
    async (_case, query, cookie, expected, setCookie) => {
      const response = await back(query, cookie);
      expect(response.headers.get("Set-Cookie")).toBe(setCookie);
      expectEveryHeader(response);
      expect(await said(response)).toMatchObject(expected);
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  // Anyone can write the error into GitHub's redirect; these are the names a plain object would answer itself.
  it.each([
    ...["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"].map((name) => [name, name]),
    ["50,000 characters long", "x".repeat(50_000)],
  ])("with GitHub's error %s: a page that names it, every header, the cookie cleared", async (_name, error) => {
    const response = await back({ error, error_description: "d".repeat(50_000), state });
    expect(response.headers.get("Set-Cookie")).toBe(cleared);
    expectEveryHeader(response);
    const { status, heading, html } = await said(response);
    expect([status, heading]).toEqual([502, "GitHub did not sign you in"]);
    expect(html).toContain(`GitHub answered “${error.slice(0, 100)}`);
    expect(html).toContain("Close this window and press Login with GitHub again");
    // GitHub's words, but not pages of them.
    expect(html.length).toBeLessThan(5_000);
  });

  it("writes GitHub's error and its description as text, never as markup, in the page and its script", async () => {
    const error = `"><img src=x onerror=alert(1)></script><script>alert(2)</script>`;
    const description = `<svg onload=alert(3)>&amp;'"`;
    const { html } = await said(await back({ error, error_description: description, state }));
    expect(html).not.toMatch(/<img|<svg|<script>alert/);
    expect(html).toContain(
      "GitHub answered “&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt;”: " +
        "&lt;svg onload=alert(3)&gt;&amp;amp;&#39;&quot;.",
    );
    // The message for Decap holds the error too, as JSON that cannot end the script element.
    expect(html).toContain("\\u003c/script>\\u003cscript>alert(2)\\u003c/script>");
  });

  it("without its variables: 503, before looking at anything else, and the content manager told which", async () => {
    const response = await callback({ request: get(`/api/callback?code=c&state=${state}`), env: {} });
    const missing = "GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET missing";
    const message = `Sign-in is not set up on this site: ${missing}. Ask the site's administrator.`;
    expect(await said(response)).toMatchObject(failed(503, "Sign-in is not set up on this site yet", message));
  });

  it.each([
    [
      "GitHub's error answer",
      Response.json({ error: "bad_verification_code" }),
      "bad_verification_code",
      "one-time code had expired",
    ],
    [
      "a failure that is not JSON",
      new Response("oops", { status: 500 }),
      "http_500",
      "administrator: GitHub answered “http_500”.",
    ],
  ])(
    "with %s from the token endpoint: 502 naming it and what to do, and the content manager told",
    async (_case, answer, named, hint) => {
      fetchMock.mockResolvedValue(answer);
      const { html, ...response } = await said(await back({ code: "c", state }));
      expect(response).toMatchObject(githubSaid(named));
      expect(html).toContain(`GitHub answered “${named}”`);
      expect(html).toContain(hint);
    },
  );

  it("when GitHub cannot be reached: 502, saying so", async () => {
    fetchMock.mockRejectedValue(new TypeError("network down"));
    const response = await said(await back({ code: "c", state }));
    expect(response).toMatchObject({ status: 502, heading: "GitHub could not be reached" });
  });

  describe("when GitHub's token endpoint does not answer", () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ["nextTick", "queueMicrotask", "setImmediate"] }));
    afterEach(() => jest.useRealTimers());

    it(`gives up after TOKEN_TIMEOUT_MS (${TOKEN_TIMEOUT_MS} ms): 502, GitHub could not be reached`, async () => {
      // A fetch that answers only by failing when it is aborted, as fetch does.
      fetchMock.mockImplementation(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
          ),
      );
      let settled = false;
      const answer = Promise.resolve(back({ code: "c", state })).finally(() => (settled = true));
      await jest.advanceTimersByTimeAsync(TOKEN_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const response = await answer;
      expect(response.headers.get("Set-Cookie")).toBe(cleared);
      expect(await said(response)).toMatchObject({ status: 502, heading: "GitHub could not be reached" });
    });

    it("and the timer goes once GitHub has answered", async () => {
      await back({ code: "c", state });
      expect(jest.getTimerCount()).toBe(0);
    });
  });

  it("whatever throws, the editor gets a page with every header and the cookie cleared, and the log no details", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const secret = "gho_secret-in-a-message";
    const throwing = {
      get GITHUB_CLIENT_ID(): string {
        throw new Error(secret);
      },
    };
    for (const handler of [callback, auth]) {
      const request = get(`/api/callback?code=c&state=${state}`, { Cookie: `${SIGN_IN_COOKIE}=${state}.${verifier}` });
      const response = await handler({ request, env: throwing });
      expect(response.headers.get("Set-Cookie")).toBe(cleared);
      expectEveryHeader(response);
      expect(await said(response)).toMatchObject({ status: 500, heading: "The sign-in failed" });
    }
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls.flat().join("\n")).not.toContain(secret);
    log.mockRestore();
  });
});
