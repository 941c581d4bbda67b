/**
 * @jest-environment node
 *
 * The CI workflow's lane (scripts/ci/lane.mjs): a change of content/ only takes the content lane, anything else
 * (code, the workflow itself, the tests' own content, a file moved into content/) the code lane, and so does any
 * doubt. The change is measured against the last commit the production branch tested, found through GitHub's API
 * (a stand-in here) and fetched into a shallow checkout when missing; a real git repository stands for GitHub.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { changedFiles, chooseLane, CI_WORKFLOW_FILE, laneFor, testedBase } from "../../scripts/ci/lane.mjs";
import { tempDir } from "../support/temp-dir";

const root = path.resolve(__dirname, "../..");

describe("laneFor", () => {
  it.each([
    ["an editor's Save: one entry", "content", ["content/projects/fleet-tracking.md"]],
    [
      "an entry and its picture",
      "content",
      ["content/projects/fleet-tracking.md", "content/projects/fleet-tracking.jpg"],
    ],
    ["the media library", "content", ["content/media/logo.png"]],
    ["nothing: a tree already tested", "content", []],
    ["the CI workflow itself", "code", [".github/workflows/ci.yml"]],
    ["the deploy workflow", "code", [".github/workflows/deploy.yml"]],
    ["content and code together", "code", ["content/projects/x.md", "src/components/sections/projects.tsx"]],
    ["the tests' own content", "code", ["__tests__/content/projects/x.md"]],
    ["the package files", "code", ["package.json", "package-lock.json"]],
    ["the machine's set-up", "code", [".ci/setup"]],
    ["this module", "code", ["scripts/ci/lane.mjs"]],
    ["a file named like the folder", "code", ["content"]],
    ["a folder whose name starts like it", "code", ["contents/x.md", "content-old/x.md"]],
  ])("%s takes the %s lane", (_, lane, files) => {
    expect(laneFor(files)).toBe(lane);
  });

  it("takes the code lane when no tested base is known", () => {
    expect(laneFor(null)).toBe("code");
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

  it("lists the files whose content differs from the tested commit", () => {
    repo.git("checkout", "--quiet", "-B", "cms/projects/fleet-tracking", tested);
    repo.commit({ "content/projects/fleet-tracking.md": "title: Fleet tracking, live\n" });
    expect(changed()).toEqual(["content/projects/fleet-tracking.md"]);
    expect(laneFor(changed())).toBe("content");
    repo.commit({ ".github/workflows/ci.yml": "name: CI\non: push\n" });
    expect(changed()).toEqual([".github/workflows/ci.yml", "content/projects/fleet-tracking.md"]);
    expect(laneFor(changed())).toBe("code");
  });

  it("compares trees, not history: a change undone is no change", () => {
    repo.git("checkout", "--quiet", "-B", "undone", tested);
    repo.commit({ "src/pages/index.tsx": "export default 2;\n" });
    repo.commit({ "src/pages/index.tsx": "export default 1;\n" });
    expect(changed()).toEqual([]);
    expect(laneFor(changed())).toBe("content");
  });

  it("lists a file moved into content/ under both its names, so the move takes the code lane", () => {
    repo.git("checkout", "--quiet", "-B", "moved", tested);
    repo.commit({}, [["src/pages/index.tsx", "content/index.tsx"]]);
    expect(changed()).toEqual(["content/index.tsx", "src/pages/index.tsx"]);
    expect(laneFor(changed())).toBe("code");
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

/** A stand-in for GitHub's list of workflow runs, recording what it was asked. */
function runsApi(answer: { status?: number; runs?: { head_sha: string }[] }) {
  const asked: { url: string; headers: Record<string, string> }[] = [];
  const fetch = async (url: string, init: { headers: Record<string, string> }) => {
    asked.push({ url, headers: init.headers });
    return new Response(JSON.stringify({ total_count: answer.runs?.length ?? 0, workflow_runs: answer.runs ?? [] }), {
      status: answer.status ?? 200,
    });
  };
  return { asked, fetch: fetch as unknown as typeof globalThis.fetch };
}

describe("testedBase", () => {
  it("is the head commit of the latest successful CI run pushed to the production branch", async () => {
    const api = runsApi({ runs: [{ head_sha: "a".repeat(40) }] });
    const base = await testedBase({
      api: "https://api.github.com",
      repository: "brightcode/website",
      branch: "main",
      token: "ghs_x",
      fetch: api.fetch,
    });
    expect(base).toBe("a".repeat(40));
    const url = new URL(api.asked[0]!.url);
    expect(url.pathname).toBe(`/repos/brightcode/website/actions/workflows/${CI_WORKFLOW_FILE}/runs`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      branch: "main",
      event: "push",
      status: "success",
      exclude_pull_requests: "true",
      per_page: "1",
    });
    expect(api.asked[0]!.headers.Authorization).toBe("Bearer ghs_x");
    // It is the workflow this repository runs its tests in.
    expect(fs.existsSync(path.join(root, ".github/workflows", CI_WORKFLOW_FILE))).toBe(true);
  });

  it("is null when the branch has no successful run yet, and an error when GitHub refuses", async () => {
    const options = { api: "https://api.github.com", repository: "brightcode/website", branch: "main", token: "" };
    expect(await testedBase({ ...options, fetch: runsApi({ runs: [] }).fetch })).toBeNull();
    await expect(testedBase({ ...options, fetch: runsApi({ status: 403 }).fetch })).rejects.toThrow(/403/);
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
      fetch: runsApi({ runs: [{ head_sha: tested }] }).fetch,
    });
    expect(lane).toBe("content");
    expect(reason).toBe(`1 file(s) differ from ${tested} (tested on main), all under content/`);
  });

  it("takes the code lane, with the reason, when it cannot know", async () => {
    const cases: [Parameters<typeof runsApi>[0], Record<string, string>, RegExp][] = [
      [{ runs: [] }, env, /^no successful CI run on main yet$/],
      [{ status: 500 }, env, /^no tested base to compare with \(GitHub answered 500/],
      [{ runs: [{ head_sha: "f".repeat(40) }] }, env, /^no tested base to compare with \(git fetch failed/],
      [
        { runs: [{ head_sha: tested }] },
        { ...env, PRODUCTION_BRANCH: "" },
        /PRODUCTION_BRANCH or GITHUB_REPOSITORY is unset/,
      ],
    ];
    for (const [answer, environment, reason] of cases) {
      const chosen = await chooseLane({ env: environment, cwd: repo.dir, fetch: runsApi(answer).fetch });
      expect(chosen.lane).toBe("code");
      expect(chosen.reason).toMatch(reason);
    }
  });
});
