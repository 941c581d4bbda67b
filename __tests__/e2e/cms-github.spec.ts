// The content manager as on the live site, with Decap's GitHub backend: signed in (the session "Login with
// GitHub" stores, cms-signin.spec.ts), and GitHub's API faked in the browser, serving this checkout's
// content/ as the repository's main branch, read only. Every existing picture shows in its field, as with
// the local backend (cms.spec.ts).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { imageFields, naturalSize, pictureSize, thumbnail } from "./cms-pictures";
import { recordViolations, violations } from "./csp-helpers";
import { expect, expectConsole, test } from "./fixtures";
import { cmsBackend } from "./hosts";

const root = path.resolve(__dirname, "../..");
const repo = "brightcode/website";
/** The paths of the API that the fake answered 404 to, in the current test. */
let missing: string[];

/** GitHub's API, answered as for an editor with write access to a repository holding content/. */
async function fakeGitHubApi(context: BrowserContext) {
  missing = [];
  const blobs = new Map<string, string>();
  const json = (body: unknown, status = 200) => ({
    status,
    contentType: "application/json; charset=utf-8",
    headers: { "Access-Control-Allow-Origin": "*" },
    body: JSON.stringify(body),
  });
  await context.route("https://api.github.com/**", (route) => {
    const { pathname } = new URL(route.request().url());
    const endpoint = decodeURIComponent(pathname).slice(`/repos/${repo}`.length);
    if (pathname === "/user") return route.fulfill(json({ login: "editor", name: "Ed Itor" }));
    if (pathname === `/repos/${repo}`)
      return route.fulfill(json({ full_name: repo, owner: { login: "brightcode" }, permissions: { push: true } }));
    // A folder's files (GitHub's tree of main:<folder>), each named by the hash its contents are read by.
    const folder = /^\/git\/trees\/main:(content\/[a-z-]+)$/.exec(endpoint)?.[1];
    if (folder && fs.existsSync(path.join(root, folder))) {
      const tree = fs.readdirSync(path.join(root, folder)).map((name) => {
        const file = path.join(root, folder, name);
        const sha = createHash("sha1").update(fs.readFileSync(file)).digest("hex");
        blobs.set(sha, file);
        return { path: name, type: "blob", sha, size: fs.statSync(file).size };
      });
      return route.fulfill(json({ sha: "0".repeat(40), tree, truncated: false }));
    }
    const blob = blobs.get(/^\/git\/blobs\/([0-9a-f]{40})$/.exec(endpoint)?.[1] ?? "");
    if (blob) return route.fulfill(json({ encoding: "base64", content: fs.readFileSync(blob).toString("base64") }));
    if (endpoint === "/commits") {
      return route.fulfill(json([{ commit: { author: { name: "Ed Itor", date: "2026-01-05T10:00:00Z" } } }]));
    }
    missing.push(pathname);
    return route.fulfill(json({ message: "Not Found" }, 404));
  });
  await context.route("https://www.githubstatus.com/**", (route) =>
    route.fulfill(json({ components: [{ name: "API Requests", status: "operational" }] })),
  );
  // On 127.0.0.1 Decap first looks for its local backend (build:e2e names one for cms.spec.ts): here
  // something else answers, as on the live site, where Decap never looks, so it uses GitHub's.
  await context.route(`${cmsBackend}/**`, (route) => route.fulfill(json({})));
}

test.describe("the CMS at /admin with the GitHub backend", { tag: "@once" }, () => {
  test.beforeEach(async ({ context }) => {
    await fakeGitHubApi(context);
    await context.addInitScript(() =>
      localStorage.setItem("decap-cms-user", JSON.stringify({ backendName: "github", token: "gho_StandIn" })),
    );
  });

  for (const { collection, slug, name, label } of imageFields) {
    test(`shows the picture of ${collection}/${slug} in its ${label} field`, async ({ page, consoleProblems }) => {
      await recordViolations(page);
      await page.goto(`/admin#/collections/${collection}/entries/${slug}`);
      const size = await pictureSize(root, collection, slug, name);
      await expect.poll(() => naturalSize(thumbnail(page, label))).toEqual(size);
      expect(await violations(page)).toEqual([]);
      // Decap lists the Media page's folder, which the repository does not have: GitHub answers 404, which
      // Decap expects, and the browser reports the failed request.
      expect(new Set(missing)).toEqual(new Set([`/repos/${repo}/git/trees/main:content/media`]));
      expectConsole(consoleProblems, /^error: Failed to load resource: the server responded with a status of 404/);
    });
  }
});
