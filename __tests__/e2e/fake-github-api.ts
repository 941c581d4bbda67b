// GitHub's API, faked in the browser (Playwright routes) for Decap's GitHub backend: answered as for an editor
// with write access to the repository. Empty, for the sign-in tests (cms-sign-in.spec.ts); or holding a
// checkout's content/ as its main branch (cms-github.spec.ts, cms-preview-links.spec.ts), in a repository kept
// in memory that Decap can also write to as the editorial workflow does: blobs, trees, commits, branches, pull
// requests and their labels, and the commit statuses a deploy posts (fake-github-repository.ts).
import type { BrowserContext, Route } from "@playwright/test";
import { FakeRepository, type CommitStatus, type PullRequest } from "./fake-github-repository";
import { cmsBackend } from "./hosts.mjs";

export const REPO = "brightcode/website";
const OWNER = REPO.split("/")[0]!;

/** What reached the fake in the current test, and the repository it answers from. */
export interface GitHubApiCalls {
  /** The Authorization header of each call. */
  authorizations: string[];
  /** The paths it answered 404 to. */
  missing: string[];
  /** The commits whose combined status was asked for (Decap's deploy preview). */
  statusRequests: string[];
  repository: FakeRepository;
}

type Json = Record<string, unknown>;

/**
 * Fakes GitHub's API in `context`; with `content` (a content folder), the repository's main branch holds it as
 * content/. `localBackends` are the addresses of Decap's local backend that the build names, which must not
 * answer as one (build:e2e's always; add another build's).
 */
export async function fakeGitHubApi(
  context: BrowserContext,
  { content, localBackends = [] }: { content?: string; localBackends?: string[] } = {},
): Promise<GitHubApiCalls> {
  const repository = new FakeRepository(content);
  const calls: GitHubApiCalls = { authorizations: [], missing: [], statusRequests: [], repository };
  const json = (body: unknown, status = 200) => ({
    status,
    contentType: "application/json; charset=utf-8",
    headers: { "Access-Control-Allow-Origin": "*" },
    body: JSON.stringify(body),
  });

  /** The answer to one call to the repository's endpoints, or undefined for GitHub's 404. */
  function answer(method: string, endpoint: string, query: URLSearchParams, body: Json): unknown {
    if (!content) {
      // An empty repository: what the sign-in tests need to show the collections.
      return method === "GET" && endpoint.startsWith("/git/trees/") ? { tree: [], truncated: false } : undefined;
    }
    const route = `${method} ${endpoint}`;
    let match: RegExpExecArray | null;
    // A folder's files on a branch or at a commit (GitHub's tree of <ref>:<folder>).
    if ((match = /^GET \/git\/trees\/([^:]+):(.+)$/.exec(route))) {
      const tree = repository.folder(match[1]!, match[2]!);
      return tree && { sha: repository.treeOf(match[1]!), tree, truncated: false };
    }
    if ((match = /^GET \/git\/blobs\/([0-9a-f]{40})$/.exec(route))) {
      const blob = repository.blob(match[1]!);
      return blob && { sha: match[1], encoding: "base64", content: blob.toString("base64"), size: blob.length };
    }
    if (route === "POST /git/blobs") return { sha: repository.addBlob(String(body.content), String(body.encoding)) };
    if (route === "POST /git/trees") {
      const entries = body.tree as { path: string; sha: string | null }[];
      return { sha: repository.addTree(String(body.base_tree ?? ""), entries), tree: entries };
    }
    if (route === "POST /git/commits") {
      const parents = body.parents as string[];
      const sha = repository.addCommit(String(body.message), String(body.tree), parents);
      return { sha, message: body.message, tree: { sha: body.tree }, parents: parents.map((p) => ({ sha: p })) };
    }
    if (route === "POST /git/refs") {
      const name = String(body.ref).replace(/^refs\/heads\//, "");
      if (repository.head(name)) return undefined;
      repository.setBranch(name, String(body.sha));
      return { ref: body.ref, object: { sha: body.sha, type: "commit" } };
    }
    if ((match = /^(PATCH|DELETE) \/git\/refs\/heads\/(.+)$/.exec(route))) {
      const name = match[2]!;
      if (!repository.head(name)) return undefined;
      if (match[1] === "DELETE") return (repository.deleteBranch(name), {});
      repository.setBranch(name, String(body.sha));
      return { ref: `refs/heads/${name}`, object: { sha: body.sha, type: "commit" } };
    }
    if ((match = /^GET \/branches\/(.+)$/.exec(route))) {
      const sha = repository.head(match[1]!);
      return sha && { name: match[1], commit: repository.commitJson(sha) };
    }
    if ((match = /^GET \/compare\/(.+)\.\.\.(.+)$/.exec(route))) return repository.compare(match[1]!, match[2]!);
    if (route === "GET /pulls") {
      const head = query.get("head")?.replace(`${OWNER}:`, "");
      return repository.pulls(query.get("state") ?? "open", query.get("base"), head).map((pull) => pullJson(pull));
    }
    if (route === "POST /pulls") {
      const pull = repository.openPull(String(body.head).replace(`${OWNER}:`, ""), String(body.base), body.title);
      return pullJson(pull);
    }
    if ((match = /^PUT \/issues\/(\d+)\/labels$/.exec(route))) {
      const pull = repository.pull(Number(match[1]));
      if (!pull) return undefined;
      pull.labels = body.labels as string[];
      return pull.labels.map((name) => ({ name }));
    }
    if ((match = /^GET \/commits\/([0-9a-f]{40})\/status$/.exec(route))) {
      calls.statusRequests.push(match[1]!);
      return combinedStatus(match[1]!, repository.statuses.get(match[1]!) ?? []);
    }
    if (route === "GET /commits") {
      return [{ commit: { author: { name: "Ed Itor", date: "2026-01-05T10:00:00Z" } } }];
    }
    return undefined;
  }

  function pullJson(pull: PullRequest) {
    const head = repository.head(pull.branch);
    return {
      number: pull.number,
      state: "open",
      title: pull.title,
      html_url: `https://github.com/${REPO}/pull/${pull.number}`,
      user: { login: "editor" },
      created_at: "2026-01-05T10:00:00Z",
      updated_at: "2026-01-05T10:00:00Z",
      labels: pull.labels.map((name) => ({ name })),
      head: { ref: pull.branch, sha: head, label: `${OWNER}:${pull.branch}`, repo: { full_name: REPO, fork: false } },
      base: { ref: pull.base, sha: repository.head(pull.base), repo: { full_name: REPO, fork: false } },
    };
  }

  async function handle(route: Route) {
    const request = route.request();
    calls.authorizations.push(request.headers().authorization ?? "");
    const url = new URL(request.url());
    const { pathname } = url;
    const endpoint = decodeURIComponent(pathname).slice(`/repos/${REPO}`.length);
    if (pathname === "/user") return route.fulfill(json({ login: "editor", name: "Ed Itor" }));
    if (pathname === "/users/editor") return route.fulfill(json({ login: "editor", name: "Ed Itor" }));
    if (pathname === `/repos/${REPO}`)
      return route.fulfill(json({ full_name: REPO, owner: { login: OWNER }, permissions: { push: true } }));
    const body = (request.postData() ? JSON.parse(request.postData()!) : {}) as Json;
    const result = pathname.startsWith(`/repos/${REPO}/`)
      ? answer(request.method(), endpoint, url.searchParams, body)
      : undefined;
    if (result !== undefined) return route.fulfill(json(result, request.method() === "POST" ? 201 : 200));
    calls.missing.push(pathname);
    return route.fulfill(json({ message: "Not Found" }, 404));
  }

  await context.route("https://api.github.com/**", handle);
  await context.route("https://www.githubstatus.com/**", (route) =>
    route.fulfill(json({ components: [{ name: "API Requests", status: "operational" }] })),
  );
  // On 127.0.0.1 Decap first looks for its local backend (build:e2e names one for cms.spec.ts): here
  // something else answers, as on the live site, where Decap never looks, so it uses GitHub's.
  for (const backend of [cmsBackend, ...localBackends]) {
    await context.route(`${backend}/**`, (route) => route.fulfill(json({})));
  }
  return calls;
}

/** GitHub's combined status of a commit: the latest status of each context, and their overall state. */
function combinedStatus(sha: string, statuses: CommitStatus[]) {
  const states = statuses.map((s) => s.state);
  const state =
    states.includes("failure") || states.includes("error")
      ? "failure"
      : states.every((s) => s === "success") && states.length
        ? "success"
        : "pending";
  return {
    sha,
    state,
    total_count: statuses.length,
    statuses: statuses.map((s, i) => ({ id: i + 1, description: "", target_url: null, ...s })),
  };
}
