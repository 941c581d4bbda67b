// Which lane of the CI workflow (.github/workflows/ci.yml) a change takes; scripts/ci/choose-lane.mjs runs it in the
// workflow's `lane` job. The change is every file that differs between the commit under test and a base known to
// be tested: the head commit of the latest successful CI run of a commit of the production branch. A change of
// content/ only (every Save of the content manager) takes the content lane: the production build and the checks
// content can break, on one Node version. Anything else, the workflows, .ci/, package files and the tests included, takes the
// code lane: the whole suite on every Node version. Any doubt (no base, an error) is the code lane. No
// import.meta here: Jest loads this file as CommonJS (__tests__/unit/lane.test.ts).
import { spawnSync } from "node:child_process";

/** The folder the editors own; the only one whose changes the content lane tests alone. */
const CONTENT = "content/";

/** The workflow whose successful runs mark tested commits. */
export const CI_WORKFLOW_FILE = "ci.yml";

/**
 * "content" when every changed file is under content/ (no file differs at all: the tree is one already tested),
 * otherwise "code". `changed` is null when no tested base was found: then nothing is known, and it is "code".
 */
export function laneFor(changed) {
  if (changed === null) return "code";
  return changed.every((file) => file.startsWith(CONTENT)) ? "content" : "code";
}

function git(args, { cwd, env }) {
  const result = spawnSync("git", args, { cwd, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`git ${args[0]} failed: ${(result.stderr || "").trim()}`);
  return result.stdout;
}

/**
 * The files that differ between the trees of `base` and HEAD, fetching `base` (one commit, no history) when the
 * checkout lacks it. A rename is listed as its two paths (--no-renames), so that moving a file from anywhere into
 * content/ is no content change. `token`, when given, reaches git through its environment only.
 */
export function changedFiles(base, { cwd = process.cwd(), token = "", server = "https://github.com" } = {}) {
  const env = { ...process.env };
  if (token) {
    // As actions/checkout authenticates git, but for this one command and never on a command line.
    env.GIT_CONFIG_COUNT = "1";
    env.GIT_CONFIG_KEY_0 = `http.${server}/.extraheader`;
    env.GIT_CONFIG_VALUE_0 = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString("base64")}`;
  }
  const present = spawnSync("git", ["cat-file", "-e", `${base}^{commit}`], { cwd, env }).status === 0;
  if (!present) git(["fetch", "--quiet", "--no-tags", "--depth=1", "origin", base], { cwd, env });
  const listed = git(["diff", "--name-only", "--no-renames", "-z", base, "HEAD"], { cwd, env });
  return listed.split("\0").filter(Boolean);
}

/** How many of the production branch's latest successful runs are looked at for a commit of the branch. */
const RUNS_LOOKED_AT = 10;

/**
 * The head commit of the latest successful CI run pushed to `branch` of `repository` that is a commit of that
 * branch (reachable from refs/heads/<branch>), or null when there is none. The runs API's `branch=` names a tag
 * as well as a branch: a tag called like the branch, at a commit of its own, has runs that match it, so each
 * run's commit must be the branch's tip or behind it. (A commit of the branch never runs CI for a tag: ci.yml
 * runs on branches only, in every version the branch has had.) `fetch` is the platform's (the tests pass a
 * stand-in).
 */
export async function testedBase({ api, repository, branch, token, fetch = globalThis.fetch }) {
  const get = async (path) => {
    const response = await fetch(`${api}/repos/${repository}/${path}`, {
      headers: {
        Accept: "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
    if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${path.split("?")[0]}`);
    return response.json();
  };
  const query = new URLSearchParams({
    branch,
    event: "push",
    status: "success",
    exclude_pull_requests: "true",
    per_page: String(RUNS_LOOKED_AT),
  });
  const { workflow_runs: runs = [] } = await get(`actions/workflows/${CI_WORKFLOW_FILE}/runs?${query}`);
  if (runs.length === 0) return null;
  const tip = (await get(`git/ref/heads/${branch.split("/").map(encodeURIComponent).join("/")}`)).object.sha;
  for (const { head_sha: sha } of runs) {
    // "ahead": the tip has every commit of `sha` and more.
    if (sha === tip || (await get(`compare/${sha}...${tip}`)).status === "ahead") return sha;
  }
  return null;
}

/**
 * The lane for the checkout in `cwd`, from the workflow's environment, with the reason in words. Never throws:
 * whatever fails makes it the code lane.
 */
export async function chooseLane({ env, cwd = process.cwd(), fetch = globalThis.fetch }) {
  const branch = env.PRODUCTION_BRANCH;
  const token = env.GH_TOKEN ?? "";
  try {
    if (!branch || !env.GITHUB_REPOSITORY) throw new Error("PRODUCTION_BRANCH or GITHUB_REPOSITORY is unset");
    const api = env.GITHUB_API_URL || "https://api.github.com";
    const base = await testedBase({ api, repository: env.GITHUB_REPOSITORY, branch, token, fetch });
    if (!base) return { lane: "code", reason: `no successful CI run of a commit of ${branch} yet` };
    const changed = changedFiles(base, { cwd, token, server: env.GITHUB_SERVER_URL || "https://github.com" });
    const lane = laneFor(changed);
    const outside = changed.filter((file) => !file.startsWith(CONTENT));
    const reason =
      lane === "content"
        ? `${changed.length} file(s) differ from ${base} (tested on ${branch}), all under ${CONTENT}`
        : `${outside.length} file(s) outside ${CONTENT} differ from ${base} (tested on ${branch}): ${outside.slice(0, 5).join(", ")}${outside.length > 5 ? ", …" : ""}`;
    return { lane, reason };
  } catch (error) {
    return { lane: "code", reason: `no tested base to compare with (${error.message})` };
  }
}
