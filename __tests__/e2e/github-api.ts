// GitHub's API, faked in the browser (Playwright routes) for Decap's GitHub backend: answered as for an editor
// with write access to the repository. Empty, for the sign-in tests (cms-signin.spec.ts); or serving a
// checkout's content/ as its main branch, read only (cms-github.spec.ts).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { cmsBackend } from "./hosts";

export const REPO = "brightcode/website";

/** What reached the fake in the current test. */
export interface GitHubApiCalls {
  /** The Authorization header of each call. */
  authorizations: string[];
  /** The paths it answered 404 to. */
  missing: string[];
}

/** Fakes GitHub's API in `context`; with `content`, the repository holds that checkout's content/ folders. */
export async function fakeGitHubApi(context: BrowserContext, { content }: { content?: string } = {}) {
  const calls: GitHubApiCalls = { authorizations: [], missing: [] };
  const blobs = new Map<string, string>();
  const json = (body: unknown, status = 200) => ({
    status,
    contentType: "application/json; charset=utf-8",
    headers: { "Access-Control-Allow-Origin": "*" },
    body: JSON.stringify(body),
  });
  await context.route("https://api.github.com/**", (route) => {
    const request = route.request();
    calls.authorizations.push(request.headers().authorization ?? "");
    const { pathname } = new URL(request.url());
    const endpoint = decodeURIComponent(pathname).slice(`/repos/${REPO}`.length);
    if (pathname === "/user") return route.fulfill(json({ login: "editor", name: "Ed Itor" }));
    if (pathname === `/repos/${REPO}`)
      return route.fulfill(json({ full_name: REPO, owner: { login: "brightcode" }, permissions: { push: true } }));
    if (!content) {
      if (pathname.startsWith(`/repos/${REPO}/git/trees/`)) return route.fulfill(json({ tree: [], truncated: false }));
    } else {
      // A folder's files (GitHub's tree of main:<folder>), each named by the hash its contents are read by.
      const folder = /^\/git\/trees\/main:(content\/[a-z-]+)$/.exec(endpoint)?.[1];
      if (folder && fs.existsSync(path.join(content, folder))) {
        const tree = fs.readdirSync(path.join(content, folder)).map((name) => {
          const file = path.join(content, folder, name);
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
    }
    calls.missing.push(pathname);
    return route.fulfill(json({ message: "Not Found" }, 404));
  });
  await context.route("https://www.githubstatus.com/**", (route) =>
    route.fulfill(json({ components: [{ name: "API Requests", status: "operational" }] })),
  );
  // On 127.0.0.1 Decap first looks for its local backend (build:e2e names one for cms.spec.ts): here
  // something else answers, as on the live site, where Decap never looks, so it uses GitHub's.
  await context.route(`${cmsBackend}/**`, (route) => route.fulfill(json({})));
  return calls;
}
