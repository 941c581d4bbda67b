// Signing in to the CMS on Cloudflare Pages: /admin's "Login with GitHub" through the site's own functions
// (functions/api/auth.ts, callback.ts) under Cloudflare's runtime (wrangler pages dev), against a stand-in
// for GitHub's authorize page and token endpoint. Then each way it can fail, in a window of its own (what
// the page says, and its status) and from the CMS (which shows the error and stays signed out). And what
// another site can try: start a sign-in, or open the callback window itself and ask it for the token.
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page, Response } from "@playwright/test";
import { expect, expectConsole, test } from "./fixtures";
import { fakeGitHubApi, type GitHubApiCalls } from "./fake-github-api";
import {
  APP_TOKEN,
  CLIENT_ID,
  CLIENT_SECRET,
  REFRESH_TOKEN,
  startGitHubStandIn,
  TOKEN,
  type StandIn,
} from "./fake-github-oauth";
import { hosts, signInHosts } from "./hosts.mjs";

const site = signInHosts.site;

let standIn: StandIn;
let server: ChildProcess;
/** What reached the fake GitHub API in the current test. */
let github: GitHubApiCalls;

/** Every window the test opens fails it on a console error or warning, as the CMS page's does. */
function watchWindows(context: BrowserContext, problems: string[]) {
  context.on("page", (opened) => {
    opened.on("console", (message) => {
      if (["error", "warning"].includes(message.type())) problems.push(`popup ${message.type()}: ${message.text()}`);
    });
    opened.on("pageerror", (error) => problems.push(`popup pageerror: ${error.message}`));
  });
}

/**
 * Opens the CMS at the projects (an empty list from the fake API) and presses Login with GitHub: returns
 * the sign-in window.
 */
async function loginFromCms(page: Page, origin = site) {
  await page.goto(`${origin}/admin#/collections/projects`);
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Login with GitHub" }).click(),
  ]);
  return popup;
}

/** The sign-in in a window of its own, as a bookmarked or pasted address opens it. */
async function signInAlone(page: Page) {
  await page.goto(`${site}/api/auth?provider=github&scope=repo`, { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { name: "Authorize Brightcode content manager" })).toBeVisible();
}

/** Presses a link on the stand-in's authorize page and returns the callback's response. */
async function answer(page: Page, link: "Authorize" | "Cancel"): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().startsWith(`${site}/api/callback`)),
    page.getByRole("link", { name: link }).click(),
  ]);
  return response;
}

/** Decap closes the sign-in window once it has the outcome, which may be before the test looks. */
const closed = async (popup: Page) => popup.isClosed() || (await popup.waitForEvent("close", { timeout: 10_000 }));

/** What a failed sign-in shows in the CMS: its message on the login page, the window closed, no token. */
async function expectCmsRefused(page: Page, popup: Page, message: string | RegExp) {
  await closed(popup);
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("decap-cms-user"))).toBeNull();
}

const noStore = (response: Response) => expect(response.headers()["cache-control"]).toBe("no-store");

/** The sign-in cookie: the state, then the PKCE verifier, each 43 base64url characters. */
async function signInCookie(context: BrowserContext) {
  const cookie = (await context.cookies(site)).find((c) => c.name === "__Host-cms_sign_in");
  const [, state, verifier] = /^([\w-]{43})\.([\w-]{43})$/.exec(cookie?.value ?? "") ?? [];
  return { cookie, state, verifier };
}

test.describe("signing in to the CMS through the site's functions", () => {
  // One stand-in and one server for the group, so its tests run one after another in one worker.
  test.describe.configure({ mode: "default" });

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    standIn = await startGitHubStandIn(signInHosts.standInPort);
    server = spawn(
      process.execPath,
      [path.resolve(__dirname, "../../scripts/serve.mjs"), "--port", new URL(site).port],
      {
        env: {
          ...process.env,
          GITHUB_CLIENT_ID: CLIENT_ID,
          GITHUB_CLIENT_SECRET: CLIENT_SECRET,
          GITHUB_OAUTH_ORIGIN: standIn.origin,
        },
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    await expect.poll(async () => (await fetch(`${site}/`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
  });

  test.afterAll(async () => {
    if (server?.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    await standIn?.close();
  });

  test.beforeEach(async ({ context, consoleProblems }) => {
    standIn.reset();
    watchWindows(context, consoleProblems);
    github = await fakeGitHubApi(context);
  });

  // ps shows every process's command line to every user of the machine: the secret reaches the functions
  // through a file of this user's only (scripts/serve.mjs), which is gone once the server stops.
  test("the sign-in's secret is on no command line of the running server", () => {
    const commandLines = fs
      .readdirSync("/proc")
      .filter((entry) => /^\d+$/.test(entry))
      .map((pid) => {
        try {
          return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
        } catch {
          return ""; // ended while being read
        }
      });
    const servers = commandLines.filter(
      (line) => line.includes("pages dev") && line.includes(`--port ${new URL(site).port}`),
    );
    expect(servers.length).toBeGreaterThan(0);
    expect(commandLines.filter((line) => line.includes(CLIENT_SECRET))).toEqual([]);
  });

  test("Login with GitHub signs the CMS in with the token from GitHub's token endpoint", async ({ page, context }) => {
    const urls: string[] = [];
    const responses: Response[] = [];
    context.on("request", (request) => urls.push(request.url()));
    context.on("response", (response) => responses.push(response));

    const popup = await loginFromCms(page);
    await expect(popup.getByRole("heading", { name: "Authorize Brightcode content manager" })).toBeVisible();
    // The state and the PKCE verifier are a __Host- cookie that scripts cannot read, kept by Chromium on
    // http://127.0.0.1 with Secure; GitHub gets the state and the verifier's hash only.
    const { cookie, state, verifier } = await signInCookie(context);
    expect(cookie).toMatchObject({ path: "/", httpOnly: true, secure: true, sameSite: "Lax" });
    expect(cookie!.domain).toBe("127.0.0.1");
    const start = responses.find((r) => r.url().startsWith(`${site}/api/auth`))!;
    expect(start.status()).toBe(302);
    noStore(start);
    expect(standIn.authorizeRequests).toEqual([
      {
        client_id: CLIENT_ID,
        redirect_uri: `${site}/api/callback`,
        scope: "repo",
        state,
        code_challenge: createHash("sha256").update(verifier!).digest("base64url"),
        code_challenge_method: "S256",
      },
    ]);

    const callback = await answer(popup, "Authorize");
    await closed(popup);
    // Signed in: Decap lists the collections and calls GitHub's API with the stand-in's token.
    await expect(page.getByRole("link", { name: "Projects" })).toBeVisible();
    expect(github.authorizations.length).toBeGreaterThan(0);
    expect(new Set(github.authorizations)).toEqual(new Set([`token ${TOKEN}`]));
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("decap-cms-user") ?? "{}").token)).toBe(TOKEN);

    // The code went back to GitHub server-side, with the secret and the verifier, which no browser request carried.
    expect(standIn.tokenRequests).toEqual([
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        code: "code-1",
        code_verifier: verifier,
        redirect_uri: `${site}/api/callback`,
        accept: "application/json",
        method: "POST",
      },
    ]);
    expect(urls.filter((url) => [TOKEN, CLIENT_SECRET, verifier!].some((secret) => url.includes(secret)))).toEqual([]);
    expect(callback.status()).toBe(200);
    noStore(callback);
    expect(callback.headers()).toMatchObject({
      "referrer-policy": "no-referrer",
      "x-frame-options": "DENY",
      "x-content-type-options": "nosniff",
      "strict-transport-security": "max-age=31536000",
    });
    expect(callback.headers()["content-security-policy"]).toMatch(
      /^default-src 'none'; script-src 'nonce-[\w+/=]+'; style-src 'nonce-[\w+/=]+'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
    );
    // The sign-in served once: the cookie is gone.
    expect(await context.cookies(site)).toEqual([]);
  });

  test("a sign-in window opened on its own says no content manager is waiting", async ({ page }) => {
    await signInAlone(page);
    const callback = await answer(page, "Authorize");
    expect(callback.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Signed in, but no content manager is waiting" })).toBeVisible();
    await expect(page.getByText(`open ${site}/admin and press Login with GitHub`)).toBeVisible();
  });

  test("with a GitHub App: the CMS signs in with its user token, and the refresh token reaches nothing the browser sees", async ({
    page,
    context,
  }) => {
    standIn.behaviour.app = true;
    // Every message the CMS's window receives, every request the browser sends and every response it gets.
    await context.addInitScript(() => {
      const heard: string[] = [];
      Object.defineProperty(window, "heard", { value: heard });
      addEventListener("message", (event) => heard.push(JSON.stringify(event.data)), true);
    });
    const traffic: Promise<string>[] = [];
    context.on("request", (request) =>
      traffic.push(Promise.resolve([request.url(), JSON.stringify(request.headers()), request.postData()].join("\n"))),
    );
    context.on("response", (response) =>
      traffic.push(
        (async () => {
          // Decap closes the sign-in window as soon as it has the token, which may take the callback's body
          // (and the headers the browser filters) with it: that body is read again below, from a window that
          // stays open.
          const headers = await response.allHeaders().catch(() => response.headers());
          const body = await response.text().catch(() => "");
          return [response.url(), JSON.stringify(headers), body].join("\n");
        })(),
      ),
    );

    const popup = await loginFromCms(page);
    await answer(popup, "Authorize");
    await closed(popup);
    await expect(page.getByRole("link", { name: "Projects" })).toBeVisible();
    expect(new Set(github.authorizations)).toEqual(new Set([`token ${APP_TOKEN}`]));
    const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
    expect(heard.filter((message) => message.includes(APP_TOKEN))).toHaveLength(1);
    const storage = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );

    // The same sign-in in a window of its own, whose page stays open to be read.
    const alone = await context.newPage();
    await signInAlone(alone);
    const callback = await (await answer(alone, "Authorize")).text();
    expect(callback).toContain(APP_TOKEN);
    expect(standIn.tokenRequests).toHaveLength(2);

    const seen = [
      ...(await Promise.all(traffic)),
      callback,
      ...heard,
      JSON.stringify(await context.cookies()),
      storage,
    ];
    expect(seen.filter((text) => text.includes(REFRESH_TOKEN))).toEqual([]);
  });

  test("a callback window that another origin opened tells it nothing, and says no content manager is waiting", async ({
    page,
    context,
    consoleProblems,
  }) => {
    // The editor's own sign-in, left at GitHub's page: the browser holds the sign-in cookie, and the
    // Authorize link carries a good code and the state.
    await signInAlone(page);
    const authorize = await page.getByRole("link", { name: "Authorize" }).getAttribute("href");
    // A page of another origin (the same site: 127.0.0.1, another port) opens that link, says Decap's
    // handshake to the window again and again, and listens for what comes back.
    const elsewhere = await context.newPage();
    await elsewhere.goto(`${standIn.origin}/elsewhere`);
    const [callbackWindow] = await Promise.all([
      context.waitForEvent("page"),
      elsewhere.evaluate((href) => {
        const heard: string[] = [];
        Object.defineProperty(window, "heard", { value: heard });
        addEventListener("message", (event) => heard.push(JSON.stringify(event.data)));
        const opened = window.open(href)!;
        setInterval(() => opened.postMessage("authorizing:github", "*"), 50);
      }, authorize!),
    ]);
    await expect(
      callbackWindow.getByRole("heading", { name: "Signed in, but no content manager is waiting" }),
    ).toBeVisible({ timeout: 10_000 });
    // The code was good, so the window had a token to give.
    expect(standIn.tokenRequests).toHaveLength(1);
    expect(await elsewhere.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual([]);
    // The browser says why the window's handshake reached nobody.
    expectConsole(
      consoleProblems,
      new RegExp(
        `target origin provided \\('${signInHosts.site.replaceAll(".", "\\.")}'\\) does not match the recipient`,
      ),
    );
  });

  for (const [where, host] of [
    ["the same site (another port)", "127.0.0.1"],
    ["another site", "localhost"],
  ] as const) {
    test(`a sign-in that ${where} starts is refused: 403, what to do, nothing sent to GitHub`, async ({
      context,
      consoleProblems,
    }) => {
      const elsewhere = await context.newPage();
      await elsewhere.goto(`http://${host}:${signInHosts.standInPort}/elsewhere`);
      const [response, popup] = await Promise.all([
        context.waitForEvent("response", (r) => r.url().startsWith(`${site}/api/auth`)),
        context.waitForEvent("page"),
        elsewhere.evaluate((href) => void window.open(href), `${site}/api/auth?provider=github&scope=repo`),
      ]);
      expect(response.status()).toBe(403);
      noStore(response);
      expect(response.headers()).toMatchObject({ "x-frame-options": "DENY", "referrer-policy": "no-referrer" });
      expect(response.headers()["content-security-policy"]).toMatch(/^default-src 'none'; script-src 'nonce-/);
      await expect(popup.getByRole("heading", { name: "This sign-in was not started on this site" })).toBeVisible();
      await expect(popup.getByText(`open ${site}/admin and press Login with GitHub`)).toBeVisible();
      expect(popup.url()).toBe(`${site}/api/auth?provider=github&scope=repo`);
      expect(standIn.authorizeRequests).toEqual([]);
      expect(await context.cookies(site)).toEqual([]);
      expectConsole(consoleProblems, /status of 403/);
    });
  }

  test("without GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET: 503, which variables to set, and the CMS says so", async ({
    page,
    consoleProblems,
  }) => {
    // The suite's other Cloudflare server (npm run serve) runs without the variables, as a new deploy would.
    const response = await page.goto(`${hosts.cloudflare}/api/auth?provider=github&scope=repo`, {
      waitUntil: "domcontentloaded",
    });
    expect(response!.status()).toBe(503);
    noStore(response!);
    await expect(page.getByRole("heading", { name: "Sign-in is not set up on this site yet" })).toBeVisible();
    await expect(page.getByText("needs GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET, which are not set")).toBeVisible();
    await expect(page.getByText(/Cloudflare Pages → Settings → Variables and Secrets/)).toBeVisible();

    const popup = await loginFromCms(page, hosts.cloudflare);
    await expectCmsRefused(page, popup, /Sign-in is not set up on this site: .* missing/);
    expectConsole(consoleProblems, /status of 503/);
  });

  test("without the state cookie (expired, another browser): 400, and the CMS says to start again", async ({
    page,
    context,
    consoleProblems,
  }) => {
    await signInAlone(page);
    await context.clearCookies();
    const response = await answer(page, "Authorize");
    expect(response.status()).toBe(400);
    noStore(response);
    await expect(page.getByRole("heading", { name: "This sign-in has expired" })).toBeVisible();
    await expect(page.getByText("Close this window and press Login with GitHub again")).toBeVisible();

    const popup = await loginFromCms(page);
    await expect(popup.getByRole("link", { name: "Authorize" })).toBeVisible();
    await context.clearCookies();
    await answer(popup, "Authorize");
    await expectCmsRefused(page, popup, "The sign-in expired before GitHub answered. Press Login with GitHub again.");
    // Refused before the exchange: the code never went to GitHub.
    expect(standIn.tokenRequests).toEqual([]);
    expectConsole(consoleProblems, /status of 400/);
  });

  test("with a state other than the cookie's (a forged answer): 400, refused, and the CMS says so", async ({
    page,
    consoleProblems,
  }) => {
    standIn.behaviour.state = "forged-state-forged-state-forged-state-forg";
    await signInAlone(page);
    const response = await answer(page, "Authorize");
    expect(response.status()).toBe(400);
    noStore(response);
    await expect(page.getByRole("heading", { name: "This sign-in could not be verified" })).toBeVisible();
    await expect(page.getByText("Close this window and press Login with GitHub again")).toBeVisible();

    const popup = await loginFromCms(page);
    await answer(popup, "Authorize");
    await expectCmsRefused(
      page,
      popup,
      "The sign-in could not be verified and was refused. Press Login with GitHub again.",
    );
    expect(standIn.tokenRequests).toEqual([]);
    expectConsole(consoleProblems, /status of 400/);
  });

  test("when the editor cancels on GitHub (access_denied): 403, and the CMS says access was not granted", async ({
    page,
    consoleProblems,
  }) => {
    await signInAlone(page);
    const response = await answer(page, "Cancel");
    expect(response.status()).toBe(403);
    noStore(response);
    await expect(page.getByRole("heading", { name: "GitHub access was not granted" })).toBeVisible();
    await expect(page.getByText("press Authorize on GitHub's page")).toBeVisible();

    const popup = await loginFromCms(page);
    await answer(popup, "Cancel");
    await expectCmsRefused(page, popup, /GitHub access was not granted/);
    expect(standIn.tokenRequests).toEqual([]);
    expectConsole(consoleProblems, /status of 403/);
  });

  test("when GitHub's token endpoint answers an error: 502 with GitHub's error, and the CMS says so", async ({
    page,
    consoleProblems,
  }) => {
    standIn.behaviour.tokenError = "bad_verification_code";
    await signInAlone(page);
    const response = await answer(page, "Authorize");
    expect(response.status()).toBe(502);
    noStore(response);
    await expect(page.getByRole("heading", { name: "GitHub did not sign you in" })).toBeVisible();
    await expect(page.getByText("GitHub answered “bad_verification_code”")).toBeVisible();
    await expect(page.getByText("GitHub's one-time code had expired or was used already.")).toBeVisible();

    const popup = await loginFromCms(page);
    await answer(popup, "Authorize");
    await expectCmsRefused(
      page,
      popup,
      "GitHub did not sign you in (bad_verification_code). Press Login with GitHub again.",
    );
    expect(standIn.tokenRequests).toHaveLength(2);
    expectConsole(consoleProblems, /status of 502/);
  });
});
