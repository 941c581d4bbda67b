// The repository behind the fake GitHub API (fake-github-api.ts), in memory: a content folder as content/ on the
// main branch, and what Decap's editorial workflow writes through the API (blobs, trees, commits, branches, pull
// requests with their labels), enough for a draft to be saved and read back; and the commit statuses a deploy
// posts, which the tests set. Trees are kept whole, as a map from each file's path to its blob.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** A commit status, as the deploy script posts it and GitHub lists it. */
export interface CommitStatus {
  context: string;
  state: "pending" | "success" | "failure" | "error";
  target_url?: string;
  description?: string;
}

interface Commit {
  message: string;
  tree: string;
  parents: string[];
}

export interface PullRequest {
  number: number;
  branch: string;
  base: string;
  title: string;
  labels: string[];
}

const sha1 = (data: string | Buffer) => createHash("sha1").update(data).digest("hex");

export class FakeRepository {
  private readonly blobs = new Map<string, Buffer>();
  private readonly trees = new Map<string, Map<string, string>>();
  private readonly commits = new Map<string, Commit>();
  private readonly branches = new Map<string, string>();
  private readonly pullRequests: PullRequest[] = [];
  /** The statuses GitHub reports for each commit, the latest of each context; the tests set them. */
  readonly statuses = new Map<string, CommitStatus[]>();

  /**
   * With `content` (a content folder: the tests' own), main holds its folders as content/ in one commit;
   * without, the repository is empty.
   */
  constructor(content?: string) {
    const files = new Map<string, string>();
    if (content) {
      for (const folder of fs.readdirSync(content)) {
        for (const name of fs.readdirSync(path.join(content, folder))) {
          files.set(`content/${folder}/${name}`, this.storeBlob(fs.readFileSync(path.join(content, folder, name))));
        }
      }
    }
    const tree = this.storeTree(files);
    this.branches.set("main", this.addCommit("The site as it is", tree, []));
  }

  private storeBlob(data: Buffer) {
    // Named by the hash of the contents, as Git names a blob.
    const sha = sha1(Buffer.concat([Buffer.from(`blob ${data.length}\0`), data]));
    this.blobs.set(sha, data);
    return sha;
  }

  private storeTree(files: Map<string, string>) {
    const sha = sha1(JSON.stringify([...files].sort()));
    this.trees.set(sha, files);
    return sha;
  }

  addBlob(content: string, encoding: string) {
    return this.storeBlob(Buffer.from(content, encoding === "base64" ? "base64" : "utf8"));
  }

  blob(sha: string) {
    return this.blobs.get(sha);
  }

  /** A tree from `base` with `entries` changed: a blob's sha sets a file, null removes it. */
  addTree(base: string, entries: { path: string; sha: string | null }[]) {
    const files = new Map(this.trees.get(this.treeOf(base) ?? base) ?? []);
    for (const entry of entries) {
      if (entry.sha === null) files.delete(entry.path);
      else files.set(entry.path, entry.sha);
    }
    return this.storeTree(files);
  }

  addCommit(message: string, tree: string, parents: string[]) {
    const sha = sha1(`commit ${this.commits.size} ${tree} ${parents.join(" ")} ${message}`);
    this.commits.set(sha, { message, tree, parents });
    return sha;
  }

  head(branch: string) {
    return this.branches.get(branch);
  }

  setBranch(branch: string, sha: string) {
    this.branches.set(branch, sha);
  }

  deleteBranch(branch: string) {
    this.branches.delete(branch);
  }

  /** The commit a branch name or commit sha (or "owner:branch") stands for. */
  private resolve(ref: string) {
    const name = ref.replace(/^[^:]+:/, "");
    return this.branches.get(name) ?? (this.commits.has(name) ? name : undefined);
  }

  /** The tree of a ref (a branch, a commit) or a tree's own sha. */
  treeOf(ref: string) {
    const commit = this.resolve(ref);
    return commit ? this.commits.get(commit)!.tree : this.trees.has(ref) ? ref : undefined;
  }

  /** A file's text at a ref. */
  read(ref: string, file: string) {
    const blob = this.trees.get(this.treeOf(ref) ?? "")?.get(file);
    return blob ? this.blobs.get(blob)!.toString("utf8") : undefined;
  }

  /** GitHub's listing of a folder at a ref: its files, by name; undefined when it has none. */
  folder(ref: string, folder: string) {
    const files = this.trees.get(this.treeOf(ref) ?? "");
    const prefix = `${folder.replace(/\/$/, "")}/`;
    const entries = [...(files ?? [])]
      .filter(([file]) => file.startsWith(prefix) && !file.slice(prefix.length).includes("/"))
      .map(([file, sha]) => ({
        path: file.slice(prefix.length),
        mode: "100644",
        type: "blob",
        sha,
        size: this.blobs.get(sha)!.length,
      }));
    return entries.length > 0 ? entries : undefined;
  }

  commitJson(sha: string) {
    const commit = this.commits.get(sha)!;
    return {
      sha,
      commit: {
        message: commit.message,
        author: { name: "Ed Itor", date: "2026-01-05T10:00:00Z" },
        tree: { sha: commit.tree },
      },
      parents: commit.parents.map((parent) => ({ sha: parent })),
    };
  }

  /** GitHub's comparison of two refs: the commits on `head` since `base`, and the files they change. */
  compare(base: string, head: string) {
    const baseSha = this.resolve(base);
    const headSha = this.resolve(head);
    if (!baseSha || !headSha) return undefined;
    const commits: string[] = [];
    for (let sha: string | undefined = headSha; sha && sha !== baseSha; sha = this.commits.get(sha)?.parents[0]) {
      commits.unshift(sha);
    }
    const before = this.trees.get(this.treeOf(baseSha)!)!;
    const after = this.trees.get(this.treeOf(headSha)!)!;
    const files = [...after]
      .filter(([file, sha]) => before.get(file) !== sha)
      .map(([file, sha]) => ({
        filename: file,
        sha,
        status: before.has(file) ? "modified" : "added",
        // GitHub gives a patch for text only; Decap takes a file without one for a picture.
        ...(file.endsWith(".md") ? { patch: "@@ -1 +1 @@" } : {}),
      }));
    return {
      base_commit: this.commitJson(baseSha),
      merge_base_commit: this.commitJson(baseSha),
      status: "ahead",
      ahead_by: commits.length,
      commits: commits.map((sha) => this.commitJson(sha)),
      files,
    };
  }

  openPull(branch: string, base: string, title: unknown) {
    const pull = { number: this.pullRequests.length + 1, branch, base, title: String(title), labels: [] as string[] };
    this.pullRequests.push(pull);
    return pull;
  }

  pull(number: number) {
    return this.pullRequests.find((pull) => pull.number === number);
  }

  /** Open pull requests (the only kind this repository has), into `base` and from `branch` when given. */
  pulls(state: string, base: string | null, branch: string | undefined) {
    if (state === "closed") return [];
    return this.pullRequests.filter(
      (pull) => this.branches.has(pull.branch) && (!base || pull.base === base) && (!branch || pull.branch === branch),
    );
  }
}
