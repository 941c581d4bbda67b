// Signing in to the CMS on Cloudflare Pages, as only a browser shows it: /admin's "Login with GitHub" through the
// site's own functions (functions/api/auth.ts, callback.ts) under Cloudflare's runtime (wrangler pages dev),
// against a stand-in for GitHub (fake-github-oauth.ts). The cookie as Chromium keeps it, the windows' handshake
// and what another origin's page can get out of it. What each function answers (every status, page, header and
// message, the refresh token kept back) is cms-sign-in.test.ts's.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { expect } from "./cms-page";
import { expectConsole, test } from "./fixtures";
import { fakeGitHubApi, type GitHubApiCalls } from "./fake-github-api";
import { CLIENT_ID, CLIENT_SECRET, startGitHubStandIn, TOKEN, type StandIn } from "./fake-github-oauth";
import { signInHosts } from "./hosts.mjs";

const site = signInHosts.site;
const start = `${site}/api/auth?provider=github&scope=repo`;

let standIn: StandIn;
let server: ChildProcess;
/** What reached the fake GitHub API in the current test. */
let github: GitHubApiCalls;

/** Opens the CMS and presses Login with GitHub: returns the sign-in window, at the stand-in's authorize page. */
async function loginFromCms(page: Page) {
  await page.goto(`${site}/admin#/collections/projects`);
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Login with GitHub" }).click(),
  ]);
  await expect(popup.getByRole("link", { name: "Authorize" })).toBeVisible();
  return popup;
}

/** Decap closes the sign-in window once it has the outcome, which may be before the test looks. */
const closed = async (popup: Page) => popup.isClosed() || (await popup.waitForEvent("close"));
const storedUser = (page: Page) => page.evaluate(() => localStorage.getItem("decap-cms-user"));
const signInCookie = async (context: BrowserContext) =>
  (await context.cookies(site)).find((c) => c.name === "__Host-cms_sign_in");

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
    // Every window the test opens fails it on a console error or warning, as the CMS page's does.
    context.on("page", (opened) => {
      opened.on("console", (message) => {
        if (["error", "warning"].includes(message.type()))
          consoleProblems.push(`popup ${message.type()}: ${message.text()}`);
      });
      opened.on("pageerror", (error) => consoleProblems.push(`popup pageerror: ${error.message}`));
    });
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

  test("Login with GitHub signs the CMS in, the sign-in held by a __Host- cookie and the token in no address", async ({
    page,
    context,
  }) => {
    const urls: string[] = [];
    context.on("request", (request) => urls.push(request.url()));
    const popup = await loginFromCms(page);
    // Chromium keeps the __Host- cookie on http://127.0.0.1 (Secure), out of scripts' reach.
    const cookie = await signInCookie(context);
    expect(cookie).toMatchObject({ domain: "127.0.0.1", path: "/", httpOnly: true, secure: true, sameSite: "Lax" });
    const verifier = cookie!.value.split(".")[1]!;
    // The stand-in gives a token only for the verifier whose hash the authorize page got (PKCE).
    await popup.getByRole("link", { name: "Authorize" }).click();
    await closed(popup);
    await expect(page.getByRole("link", { name: "Projects" })).toBeVisible();
    expect(new Set(github.authorizations)).toEqual(new Set([`token ${TOKEN}`]));
    expect(JSON.parse((await storedUser(page))!).token).toBe(TOKEN);
    expect(urls.filter((url) => [TOKEN, CLIENT_SECRET, verifier].some((secret) => url.includes(secret)))).toEqual([]);
    // The sign-in served once: the cookie is gone.
    expect(await signInCookie(context)).toBeUndefined();
  });

  test("when the editor cancels on GitHub, the CMS says access was not granted and stays signed out", async ({
    page,
    consoleProblems,
  }) => {
    const popup = await loginFromCms(page);
    await popup.getByRole("link", { name: "Cancel" }).click();
    await closed(popup);
    await expect(page.getByText(/GitHub access was not granted/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible();
    expect(await storedUser(page)).toBeNull();
    expectConsole(consoleProblems, /status of 403/);
  });

  test("a callback window that another origin opened tells it nothing", async ({ page, context, consoleProblems }) => {
    // The editor's own sign-in, left at GitHub's page: the browser holds the sign-in cookie, and the Authorize
    // link carries a good code and the state.
    await page.goto(start, { waitUntil: "domcontentloaded" });
    const authorize = await page.getByRole("link", { name: "Authorize" }).getAttribute("href");
    // A page of another origin (the same site: 127.0.0.1, another port) opens that link, says Decap's handshake
    // to the window again and again, and listens for what comes back.
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
    // Signed in (the window had a token to give), and it waited for the content manager in vain (five
    // seconds: functions/_lib/page.ts).
    await expect(
      callbackWindow.getByRole("heading", { name: "Signed in, but no content manager is waiting" }),
    ).toBeVisible({ timeout: 10_000 });
    expect(await elsewhere.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual([]);
    // The browser says why the window's handshake reached nobody.
    expectConsole(
      consoleProblems,
      new RegExp(`target origin provided \\('${site.replaceAll(".", "\\.")}'\\) does not match`),
    );
  });

  // Chromium says who opened the window (Sec-Fetch-Site: same-site from 127.0.0.1's other port), which the
  // function refuses; the other values it refuses or lets through are the unit test's.
  test("a sign-in that another origin of the same site starts is refused: 403, nothing sent to GitHub", async ({
    context,
    consoleProblems,
  }) => {
    const elsewhere = await context.newPage();
    await elsewhere.goto(`${standIn.origin}/elsewhere`);
    const [response, popup] = await Promise.all([
      context.waitForEvent("response", (r) => r.url() === start),
      context.waitForEvent("page"),
      elsewhere.evaluate((href) => void window.open(href), start),
    ]);
    expect(response.status()).toBe(403);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(start);
    expect(await context.cookies(site)).toEqual([]);
    expectConsole(consoleProblems, /status of 403/);
  });
});
