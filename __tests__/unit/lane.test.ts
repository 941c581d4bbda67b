/**
 * @jest-environment node
 *
 * The CI workflow's lane (scripts/ci/lane.mjs): a change of content/ only takes the content lane, anything else
 * (code, the workflow itself, the tests' own content, a file moved into content/) the code lane, and so does any
 * doubt. The change is measured against the last commit the production branch tested, found through GitHub's API
 * (a stand-in here) and fetched into a shallow checkout when missing; a real git repository stands for GitHub. A
 * scheduled run takes a push's lane only when an article's time came since the branch's last build, else `none`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { changedFiles, chooseLane, CI_WORKFLOW_FILE, laneFor, testedBase } from "../../scripts/ci/lane.mjs";
import { tempDir } from "../support/temp-dir";

const root = path.resolve(__dirname, "../..");

describe("laneFor", () => {
  it.each([
    ["an entry and its picture", "content", ["content/projects/fleet-tracking.md", "content/projects/a.jpg"]],
    ["nothing: a tree already tested", "content", []],
    ["a workflow", "code", [".github/workflows/ci.yml"]],
    ["content and code together", "code", ["content/projects/x.md", "src/components/sections/projects.tsx"]],
    ["the tests' own content", "code", ["__tests__/content/projects/x.md"]],
    ["a file named like the folder", "code", ["content"]],
    ["a folder whose name starts like it", "code", ["contents/x.md"]],
    ["no tested base", "code", null],
  ])("%s takes the %s lane", (_, lane, files) => {
    expect(laneFor(files)).toBe(lane);
  });
});

/** A repository standing for GitHub's, with one commit per call of `commit`. */
function repository() {
  const dir = tempDir("lane-");
  const git = (...args: string[]) => {
    const result = spawnSync("git", args, { cwd: dir, encoding: "utf8" });
    if (result.status !== 0) throw new Error(result.stderr);
    return result.stdout.trim();
  };
  git("init", "--quiet", "--initial-branch=main");
  git("config", "user.email", "test@example.com");
  git("config", "user.name", "Test");
  // GitHub answers a fetch of any commit by its hash.
  git("config", "uploadpack.allowAnySHA1InWant", "true");
  const commit = (files: Record<string, string | null>, moves: [string, string][] = []) => {
    for (const [from, to] of moves) {
      fs.mkdirSync(path.dirname(path.join(dir, to)), { recursive: true });
      git("mv", from, to);
    }
    for (const [file, text] of Object.entries(files)) {
      if (text === null) fs.rmSync(path.join(dir, file));
      else {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), text);
      }
    }
    git("add", "--all");
    git("commit", "--quiet", "--allow-empty", "-m", "change");
    return git("rev-parse", "HEAD");
  };
  return { dir, git, commit };
}

describe("changedFiles", () => {
  const repo = repository();
  const tested = repo.commit({
    "content/projects/fleet-tracking.md": "title: Fleet tracking\n",
    "src/pages/index.tsx": "export default 1;\n",
    ".github/workflows/ci.yml": "name: CI\n",
  });
  const changed = () => changedFiles(tested, { cwd: repo.dir });

  it("lists the files whose tree differs from the tested commit: a change undone is none, a move both names", () => {
    repo.git("checkout", "--quiet", "-B", "cms/projects/fleet-tracking", tested);
    repo.commit({ "content/projects/fleet-tracking.md": "title: Fleet tracking, live\n" });
    expect(changed()).toEqual(["content/projects/fleet-tracking.md"]);
    repo.commit({ "src/pages/index.tsx": "export default 2;\n" });
    repo.commit({ "src/pages/index.tsx": "export default 1;\n" });
    expect(changed()).toEqual(["content/projects/fleet-tracking.md"]);
    // Moved into content/: listed under both its names, so the move takes the code lane.
    repo.commit({}, [["src/pages/index.tsx", "content/index.tsx"]]);
    expect(changed()).toEqual(["content/index.tsx", "content/projects/fleet-tracking.md", "src/pages/index.tsx"]);
  });

  it("lists names git would quote (spaces, unicode) as they are", () => {
    repo.git("checkout", "--quiet", "-B", "names", tested);
    repo.commit({ "content/projects/café au lait.md": "title: Café\n" });
    expect(changed()).toEqual(["content/projects/café au lait.md"]);
  });

  it("fetches the tested commit into a shallow checkout that lacks it, with the token in git's environment only", () => {
    repo.git("checkout", "--quiet", "-B", "shallow", tested);
    repo.commit({ "content/projects/fleet-tracking.md": "title: Shallow\n" });
    const clone = tempDir("lane-clone-");
    const cloned = spawnSync("git", ["clone", "--quiet", "--depth=1", "--branch=shallow", `file://${repo.dir}`, clone]);
    expect(cloned.status).toBe(0);
    expect(spawnSync("git", ["cat-file", "-e", `${tested}^{commit}`], { cwd: clone }).status).not.toBe(0);
    // A git that records how it is called, then runs the real one.
    const bin = tempDir("lane-bin-");
    const log = path.join(bin, "calls.log");
    const realGit = spawnSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).stdout.trim();
    fs.writeFileSync(
      path.join(bin, "git"),
      `#!/bin/sh\nprintf '%s | %s\\n' "$*" "$GIT_CONFIG_KEY_0=$GIT_CONFIG_VALUE_0" >> "${log}"\nexec ${realGit} "$@"\n`,
      { mode: 0o755 },
    );
    const pathBefore = process.env.PATH;
    process.env.PATH = `${bin}:${pathBefore}`;
    try {
      expect(changedFiles(tested, { cwd: clone, token: "ghs_runToken123", server: "https://github.com" })).toEqual([
        "content/projects/fleet-tracking.md",
      ]);
    } finally {
      process.env.PATH = pathBefore;
    }
    const calls = fs.readFileSync(log, "utf8").trim().split("\n");
    expect(calls.map((call) => call.split(" ")[0])).toEqual(["cat-file", "fetch", "diff"]);
    expect(calls[1]).toContain(`fetch --quiet --no-tags --depth=1 origin ${tested}`);
    const header = `AUTHORIZATION: basic ${Buffer.from("x-access-token:ghs_runToken123").toString("base64")}`;
    expect(calls[1]).toContain(`http.https://github.com/.extraheader=${header}`);
    for (const call of calls) expect(call.split(" | ")[0]).not.toContain("ghs_runToken123");
  });
});

/** A successful CI run: its commit, a push's unless `event` says otherwise, created at `created`. */
type Run = string | { sha: string; event?: string; created: string };

/**
 * A stand-in for GitHub's API over `repo`: the successful runs `runs` (newest first) of the event asked for, and the
 * branch's tip and the comparison of two commits as the repository's git has them. Records what it was asked.
 */
function githubApi(repo: ReturnType<typeof repository>, answer: { status?: number; runs?: Run[] }) {
  const asked: { url: string; headers: Record<string, string> }[] = [];
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: answer.status ?? 200 });
  const fetch = async (url: string, init: { headers: Record<string, string> }) => {
    asked.push({ url, headers: init.headers });
    const { pathname } = new URL(url);
    const ref = /\/git\/ref\/(heads\/.+)$/.exec(pathname);
    const compare = /\/compare\/(\w+)\.\.\.(\w+)$/.exec(pathname);
    if (ref) return json({ object: { sha: repo.git("rev-parse", `refs/${ref[1]}`) } });
    if (compare) {
      const ancestor = spawnSync("git", ["merge-base", "--is-ancestor", compare[1]!, compare[2]!], { cwd: repo.dir });
      return json({ status: compare[1] === compare[2] ? "identical" : ancestor.status === 0 ? "ahead" : "diverged" });
    }
    const runs = (answer.runs ?? [])
      .map((run) => (typeof run === "string" ? { sha: run, created: "2027-01-01T00:00:00Z" } : run))
      .filter((run) => (run.event ?? "push") === new URL(url).searchParams.get("event"))
      .map((run) => ({ head_sha: run.sha, created_at: run.created }));
    return json({ total_count: runs.length, workflow_runs: runs });
  };
  return { asked, fetch: fetch as unknown as typeof globalThis.fetch };
}

describe("testedBase", () => {
  const repo = repository();
  const older = repo.commit({ "content/a.md": "a\n" });
  const tip = repo.commit({ "content/a.md": "b\n" });
  // A tag called main at a commit off the branch: the runs API lists its run under branch=main too.
  repo.git("checkout", "--quiet", "-b", "elsewhere");
  const tagged = repo.commit({ "src/a.ts": "hostile\n" });
  repo.git("checkout", "--quiet", "main");
  const options = { api: "https://api.github.com", repository: "brightcode/website", branch: "main", token: "ghs_x" };

  it("is the head commit of the latest successful CI run pushed to the production branch", async () => {
    const api = githubApi(repo, { runs: [tip] });
    expect(await testedBase({ ...options, fetch: api.fetch })).toBe(tip);
    const url = new URL(api.asked[0]!.url);
    expect(url.pathname).toBe(`/repos/brightcode/website/actions/workflows/${CI_WORKFLOW_FILE}/runs`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ branch: "main", event: "push", status: "success" });
    expect(api.asked.every((asked) => asked.headers.Authorization === "Bearer ghs_x")).toBe(true);
    // It is the workflow this repository runs its tests in.
    expect(fs.existsSync(path.join(root, ".github/workflows", CI_WORKFLOW_FILE))).toBe(true);
  });

  it("is never the commit of a tag named like the branch, nor any commit off the branch", async () => {
    expect(await testedBase({ ...options, fetch: githubApi(repo, { runs: [tagged, older] }).fetch })).toBe(older);
    expect(await testedBase({ ...options, fetch: githubApi(repo, { runs: [tagged] }).fetch })).toBeNull();
  });

  it("is null when the branch has no successful run yet, and an error when GitHub refuses", async () => {
    expect(await testedBase({ ...options, fetch: githubApi(repo, { runs: [] }).fetch })).toBeNull();
    await expect(testedBase({ ...options, fetch: githubApi(repo, { status: 403 }).fetch })).rejects.toThrow(/403/);
  });
});

describe("chooseLane", () => {
  const repo = repository();
  const tested = repo.commit({ "content/a.md": "a\n", "src/a.ts": "1\n" });
  repo.commit({ "content/a.md": "b\n" });
  const env = { PRODUCTION_BRANCH: "main", GITHUB_REPOSITORY: "brightcode/website", GH_TOKEN: "" };

  it("takes the content lane for a content change against the tested commit, saying so", async () => {
    const { lane, reason } = await chooseLane({
      env,
      cwd: repo.dir,
      fetch: githubApi(repo, { runs: [tested] }).fetch,
    });
    expect(lane).toBe("content");
    expect(reason).toBe(`1 file(s) differ from ${tested} (tested on main), all under content/`);
  });

  it("takes the code lane, with the reason, when it cannot know", async () => {
    const cases: [Parameters<typeof githubApi>[1], Record<string, string>, RegExp][] = [
      [{ runs: [] }, env, /^no successful CI run of a commit of main yet$/],
      [{ status: 500 }, env, /^no tested base to compare with \(GitHub answered 500/],
      [{ runs: [tested] }, { ...env, PRODUCTION_BRANCH: "" }, /PRODUCTION_BRANCH or GITHUB_REPOSITORY is unset/],
    ];
    for (const [answer, environment, reason] of cases) {
      const chosen = await chooseLane({ env: environment, cwd: repo.dir, fetch: githubApi(repo, answer).fetch });
      expect(chosen.lane).toBe("code");
      expect(chosen.reason).toMatch(reason);
    }
  });
});

describe("chooseLane, for a scheduled run or a run by hand", () => {
  const repo = repository();
  // 09:00 in Berlin in winter is 08:00Z.
  const tip = repo.commit({
    "content/company/company.md": "---\nname: Brightcode\ntimeZone: Europe/Berlin\n---\n",
    "content/articles/launch.md": "---\ntitle: Launch\ndate: 2027-01-04 09:00\n---\n\nText.\n",
  });
  const env = { PRODUCTION_BRANCH: "main", GITHUB_REPOSITORY: "brightcode/website", GH_TOKEN: "" };
  const scheduled = { ...env, GITHUB_EVENT_NAME: "schedule", GITHUB_REF: "refs/heads/main" };
  const choose = (environment: Record<string, string>, runs: Run[], now: string, cwd = repo.dir) =>
    chooseLane({ env: environment, cwd, fetch: githubApi(repo, { runs }).fetch, now: new Date(now) });
  const built = (created: string, event = "push"): Run => ({ sha: tip, event, created });

  it.each([
    ["is still to come", "none", [built("2027-01-04T07:30:00Z")], "2027-01-04T07:59:59Z"],
    ["came since the last build", "content", [built("2027-01-04T07:30:00Z")], "2027-01-04T08:00:00Z"],
    ["came at the last build, which published it", "none", [built("2027-01-04T08:00:00Z")], "2027-01-04T09:17:00Z"],
    [
      "came before a later scheduled run",
      "none",
      [built("2027-01-04T07:30:00Z"), built("2027-01-04T08:17:00Z", "schedule")],
      "2027-01-04T09:17:00Z",
    ],
  ])("when an article's time (09:00 in Berlin: 08:00Z) %s, takes the lane %s", async (_, lane, runs, now) => {
    expect((await choose(scheduled, runs as Run[], now as string)).lane).toBe(lane);
  });

  it("says which article is due, and since when", async () => {
    const { reason } = await choose(scheduled, [built("2027-01-04T07:30:00Z")], "2027-01-04T08:17:00Z");
    expect(reason).toBe(
      "1 article(s) due between 2027-01-04T07:30:00.000Z (the last build of main) and 2027-01-04T08:17:00.000Z: " +
        `content/articles/launch.md (2027-01-04T08:00:00.000Z); 0 file(s) differ from ${tip} (tested on main), all under content/`,
    );
  });

  it("rebuilds by hand whatever is due, on the production branch only; a schedule elsewhere publishes nothing", async () => {
    const byHand = { ...scheduled, GITHUB_EVENT_NAME: "workflow_dispatch" };
    const late = [built("2027-01-05T00:00:00Z")];
    expect((await choose(byHand, late, "2027-01-05T01:00:00Z")).lane).toBe("content");
    expect(await choose({ ...byHand, GITHUB_REF: "refs/tags/main" }, late, "2027-01-05T01:00:00Z")).toEqual({
      lane: null,
      reason: "a run by hand publishes the production branch only: refs/tags/main is not the production branch (main)",
    });
    expect((await choose({ ...scheduled, GITHUB_REF: "refs/heads/develop" }, [], "2027-01-05T01:00:00Z")).lane).toBe(
      "none",
    );
  });

  it("has no lane, and the run fails, when it cannot tell whether an article is due", async () => {
    const unreadable = tempDir("lane-unreadable-");
    for (const [file, text] of Object.entries({
      "content/company/company.md": "---\ntimeZone: Europe/Berlin\n---\n",
      "content/articles/launch.md": "---\ndate: >-\n  2027-01-04 09:00\n---\n",
    })) {
      fs.mkdirSync(path.dirname(path.join(unreadable, file)), { recursive: true });
      fs.writeFileSync(path.join(unreadable, file), text);
    }
    const runs = [built("2027-01-04T07:30:00Z")];
    expect(await choose(scheduled, runs, "2027-01-04T09:17:00Z", unreadable)).toEqual({
      lane: null,
      reason:
        "cannot tell whether an article is due (content/articles/launch.md: its date is in a form this check does not read)",
    });
    const refused = await chooseLane({
      env: scheduled,
      cwd: repo.dir,
      fetch: githubApi(repo, { status: 500 }).fetch,
    });
    expect(refused).toEqual({ lane: null, reason: expect.stringMatching(/^cannot tell .*GitHub answered 500/) });
  });
});
