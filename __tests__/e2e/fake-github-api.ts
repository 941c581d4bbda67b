// GitHub's API, faked in the browser (Playwright routes) for Decap's GitHub backend: answered as for an editor
// with write access to the repository. Empty, for the sign-in tests (cms-sign-in.spec.ts); or holding a content
// folder as content/ on its main branch (cms-github.spec.ts), kept in memory, to which Decap's editorial workflow
// saves a draft as it does on GitHub (blobs, trees, commits, a branch, a pull request and its label), with the
// commit statuses a deploy posts, which the tests set. Trees are kept whole, as a map from each file's path to its
// blob; only what Decap asks for is answered, anything else is GitHub's 404.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Route } from "@playwright/test";
import { cmsBackend } from "./hosts.mjs";

export const REPO = "brightcode/website";
const OWNER = REPO.split("/")[0]!;

/** A commit status, as the deploy script posts it and GitHub lists it. */
export interface CommitStatus {
  context: string;
  state: "pending" | "success" | "failure" | "error";
  target_url?: string;
}

type Json = Record<string, unknown>;
const sha1 = (data: string | Buffer) => createHash("sha1").update(data).digest("hex");
const author = { name: "Ed Itor", date: "2026-01-05T10:00:00Z" };

/** Fakes GitHub's API in `context`; with `content` (a content folder), the repository's main branch holds it as content/. */
export async function fakeGitHubApi(context: BrowserContext, { content }: { content?: string } = {}) {
  const blobs = new Map<string, Buffer>();
  const trees = new Map<string, Map<string, string>>();
  const commits = new Map<string, { message: string; tree: string; parents: string[] }>();
  const branches = new Map<string, string>();
  const pulls: { number: number; branch: string; base: string; title: string; labels: string[] }[] = [];

  const addBlob = (data: Buffer) => {
    // Named by the hash of the contents, as Git names a blob.
    const sha = sha1(Buffer.concat([Buffer.from(`blob ${data.length}\0`), data]));
    blobs.set(sha, data);
    return sha;
  };
  const addTree = (files: Map<string, string>) => {
    const sha = sha1(JSON.stringify([...files].sort()));
    trees.set(sha, files);
    return sha;
  };
  const addCommit = (message: string, tree: string, parents: string[]) => {
    const sha = sha1(`commit ${commits.size} ${tree} ${parents.join(" ")} ${message}`);
    commits.set(sha, { message, tree, parents });
    return sha;
  };
  /** The commit a branch name or commit sha (or "owner:branch") stands for. */
  const resolve = (ref: string) => {
    const name = ref.replace(/^[^:]+:/, "");
    return branches.get(name) ?? (commits.has(name) ? name : undefined);
  };
  /** The files of a ref (a branch, a commit) or of a tree's own sha. */
  const filesOf = (ref: string) => trees.get(commits.get(resolve(ref) ?? "")?.tree ?? ref);
  const commitJson = (sha: string) => {
    const { message, tree, parents } = commits.get(sha)!;
    return { sha, commit: { message, author, tree: { sha: tree } }, parents: parents.map((p) => ({ sha: p })) };
  };

  const files = new Map<string, string>();
  for (const folder of content ? fs.readdirSync(content) : []) {
    for (const name of fs.readdirSync(path.join(content!, folder))) {
      files.set(`content/${folder}/${name}`, addBlob(fs.readFileSync(path.join(content!, folder, name))));
    }
  }
  branches.set("main", addCommit("The site as it is", addTree(files), []));

  const calls = {
    /** The Authorization header of each call. */
    authorizations: [] as string[],
    /** The paths it answered 404 to. */
    missing: [] as string[],
    /** The commits whose combined status was asked for (Decap's deploy preview). */
    statusRequests: [] as string[],
    /** The statuses GitHub reports for each commit, the latest of each context; the tests set them. */
    statuses: new Map<string, CommitStatus[]>(),
    head: (branch: string) => branches.get(branch),
    /** A file's text at a ref. */
    read: (ref: string, file: string) => {
      const blob = filesOf(ref)?.get(file);
      return blob && blobs.get(blob)!.toString("utf8");
    },
  };

  const pullJson = (pull: (typeof pulls)[number]) => ({
    number: pull.number,
    state: "open",
    title: pull.title,
    html_url: `https://github.com/${REPO}/pull/${pull.number}`,
    user: { login: "editor" },
    created_at: author.date,
    updated_at: author.date,
    labels: pull.labels.map((name) => ({ name })),
    head: {
      ref: pull.branch,
      sha: branches.get(pull.branch),
      label: `${OWNER}:${pull.branch}`,
      repo: { full_name: REPO, fork: false },
    },
    base: { ref: pull.base, sha: branches.get(pull.base), repo: { full_name: REPO, fork: false } },
  });

  /** The answer to one call to the repository's endpoints, or undefined for GitHub's 404. */
  function answer(route: string, query: URLSearchParams, body: Json): unknown {
    let match: RegExpExecArray | null;
    // A folder's files on a branch or at a commit (GitHub's tree of <ref>:<folder>), GitHub's 404 when it has none.
    if ((match = /^GET \/git\/trees\/([^:]+):(.+)$/.exec(route))) {
      const prefix = `${match[2]!.replace(/\/$/, "")}/`;
      const tree = [...(filesOf(match[1]!) ?? [])]
        .filter(([file]) => file.startsWith(prefix) && !file.slice(prefix.length).includes("/"))
        .map(([file, sha]) => ({
          path: file.slice(prefix.length),
          mode: "100644",
          type: "blob",
          sha,
          size: blobs.get(sha)!.length,
        }));
      // The empty repository (the sign-in tests') answers every folder empty, so Decap shows the collections.
      if (tree.length === 0 && content) return undefined;
      return { sha: commits.get(resolve(match[1]!) ?? "")?.tree, tree, truncated: false };
    }
    if ((match = /^GET \/git\/blobs\/([0-9a-f]{40})$/.exec(route))) {
      const blob = blobs.get(match[1]!);
      return blob && { sha: match[1], encoding: "base64", content: blob.toString("base64"), size: blob.length };
    }
    if (route === "POST /git/blobs") {
      return { sha: addBlob(Buffer.from(String(body.content), body.encoding === "base64" ? "base64" : "utf8")) };
    }
    if (route === "POST /git/trees") {
      const entries = body.tree as { path: string; sha: string | null }[];
      const changed = new Map(filesOf(String(body.base_tree ?? "")) ?? []);
      for (const entry of entries) {
        if (entry.sha === null) changed.delete(entry.path);
        else changed.set(entry.path, entry.sha);
      }
      return { sha: addTree(changed), tree: entries };
    }
    if (route === "POST /git/commits") {
      return commitJson(addCommit(String(body.message), String(body.tree), body.parents as string[]));
    }
    if (route === "POST /git/refs") {
      branches.set(String(body.ref).replace(/^refs\/heads\//, ""), String(body.sha));
      return { ref: body.ref, object: { sha: body.sha, type: "commit" } };
    }
    if ((match = /^GET \/branches\/(.+)$/.exec(route))) {
      const sha = branches.get(match[1]!);
      return sha && { name: match[1], commit: commitJson(sha) };
    }
    // The commits on `head` since `base`, and the files they change.
    if ((match = /^GET \/compare\/(.+)\.\.\.(.+)$/.exec(route))) {
      const [base, head] = [resolve(match[1]!), resolve(match[2]!)];
      if (!base || !head) return undefined;
      const ahead: string[] = [];
      for (let sha: string | undefined = head; sha && sha !== base; sha = commits.get(sha)?.parents[0])
        ahead.unshift(sha);
      const [before, after] = [filesOf(base)!, filesOf(head)!];
      const changed = [...after]
        .filter(([file, sha]) => before.get(file) !== sha)
        .map(([file, sha]) => ({
          filename: file,
          sha,
          status: before.has(file) ? "modified" : "added",
          // GitHub gives a patch for text only; Decap takes a file without one for a picture.
          ...(file.endsWith(".md") ? { patch: "@@ -1 +1 @@" } : {}),
        }));
      const baseCommit = commitJson(base);
      return {
        base_commit: baseCommit,
        merge_base_commit: baseCommit,
        status: "ahead",
        ahead_by: ahead.length,
        commits: ahead.map(commitJson),
        files: changed,
      };
    }
    // Open pull requests (the only kind this repository has), into `base` and from `head` when given.
    if (route === "GET /pulls") {
      const head = query.get("head")?.replace(`${OWNER}:`, "");
      const base = query.get("base");
      if (query.get("state") === "closed") return [];
      return pulls
        .filter((pull) => branches.has(pull.branch) && (!base || pull.base === base) && (!head || pull.branch === head))
        .map(pullJson);
    }
    if (route === "POST /pulls") {
      const pull = {
        number: pulls.length + 1,
        branch: String(body.head).replace(`${OWNER}:`, ""),
        base: String(body.base),
        title: String(body.title),
        labels: [],
      };
      pulls.push(pull);
      return pullJson(pull);
    }
    if ((match = /^PUT \/issues\/(\d+)\/labels$/.exec(route))) {
      const pull = pulls.find((p) => p.number === Number(match![1]));
      if (pull) pull.labels = body.labels as string[];
      return pull?.labels.map((name) => ({ name }));
    }
    // GitHub's combined status of a commit: the latest status of each context, and their overall state.
    if ((match = /^GET \/commits\/([0-9a-f]{40})\/status$/.exec(route))) {
      calls.statusRequests.push(match[1]!);
      const statuses = calls.statuses.get(match[1]!) ?? [];
      const states = statuses.map((s) => s.state);
      const state = states.some((s) => s === "failure" || s === "error")
        ? "failure"
        : states.length && states.every((s) => s === "success")
          ? "success"
          : "pending";
      return {
        sha: match[1],
        state,
        total_count: statuses.length,
        statuses: statuses.map((s, i) => ({ id: i + 1, description: "", target_url: null, ...s })),
      };
    }
    if (route === "GET /commits") return [{ commit: { author } }];
    return undefined;
  }

  const json = (body: unknown, status = 200) => ({
    status,
    contentType: "application/json; charset=utf-8",
    headers: { "Access-Control-Allow-Origin": "*" },
    body: JSON.stringify(body),
  });
  async function handle(route: Route) {
    const request = route.request();
    calls.authorizations.push(request.headers().authorization ?? "");
    const url = new URL(request.url());
    const { pathname } = url;
    if (pathname === "/user" || pathname === "/users/editor")
      return route.fulfill(json({ login: "editor", name: author.name }));
    if (pathname === `/repos/${REPO}`) {
      return route.fulfill(json({ full_name: REPO, owner: { login: OWNER }, permissions: { push: true } }));
    }
    const endpoint = decodeURIComponent(pathname).slice(`/repos/${REPO}`.length);
    const body = (request.postData() ? JSON.parse(request.postData()!) : {}) as Json;
    const result = pathname.startsWith(`/repos/${REPO}/`)
      ? answer(`${request.method()} ${endpoint}`, url.searchParams, body)
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
  await context.route(`${cmsBackend}/**`, (route) => route.fulfill(json({})));
  return calls;
}

export type GitHubApiCalls = Awaited<ReturnType<typeof fakeGitHubApi>>;
