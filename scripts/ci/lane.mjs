// Which lane of the CI workflow (.github/workflows/ci.yml) a change takes; scripts/ci/choose-lane.mjs runs it in the
// workflow's `lane` job. The change is every file that differs between the commit under test and a base known to
// be tested: the head commit of the latest successful CI run of a commit of the production branch. A change of
// content/ only (every Save of the content manager) takes the content lane: the production build and the checks
// content can break, on one Node version. Anything else, the workflows, .ci/, package files and the tests included, takes the
// code lane: the whole suite on every Node version. Any doubt (no base, an error) is the code lane. A scheduled run
// takes a push's lane when an article's time has come since the last production build, and the lane `none`
// otherwise (chooseLane). No import.meta here: Jest loads this file as CommonJS (__tests__/unit/lane.test.ts).
import { spawnSync } from "node:child_process";
import { PRODUCTION_EVENTS } from "./build-env.mjs";
import { articleMoments, dueArticles } from "./schedule.mjs";

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

/** How many of the production branch's latest successful runs of an event are looked at for one of its commits. */
const RUNS_LOOKED_AT = 10;

/** GET of GitHub's REST API for `repository`; `fetch` is the platform's (the tests pass a stand-in). */
function githubApi({ api, repository, token, fetch = globalThis.fetch }) {
  return async (path) => {
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
}

/**
 * The latest successful CI run of `event` on `branch` whose head commit is a commit of that branch (reachable from
 * refs/heads/<branch>), or null. The runs API's `branch=` names a tag as well as a branch: a tag called like the
 * branch, at a commit of its own, has runs that match it, so each run's commit must be the branch's tip or behind
 * it. `tip` gives the branch's tip, asked once.
 */
async function latestRun(get, branch, event, tip) {
  const query = new URLSearchParams({
    branch,
    event,
    status: "success",
    exclude_pull_requests: "true",
    per_page: String(RUNS_LOOKED_AT),
  });
  const { workflow_runs: runs = [] } = await get(`actions/workflows/${CI_WORKFLOW_FILE}/runs?${query}`);
  for (const run of runs) {
    // "ahead": the tip has every commit of the run's and more.
    const head = await tip();
    if (run.head_sha === head || (await get(`compare/${run.head_sha}...${head}`)).status === "ahead") return run;
  }
  return null;
}

/** The branch's tip, asked of GitHub at most once. */
function tipOf(get, branch) {
  let asked;
  return () =>
    (asked ??= get(`git/ref/heads/${branch.split("/").map(encodeURIComponent).join("/")}`).then(
      (ref) => ref.object.sha,
    ));
}

/**
 * The head commit of the latest successful CI run pushed to `branch` of `repository` that is a commit of that
 * branch, or null when there is none. Pushes only: a scheduled run that found nothing due tested nothing. (A commit
 * of the branch is never pushed as a tag's run: ci.yml runs on pushes to branches only, in every version the branch
 * has had.)
 */
export async function testedBase({ api, repository, branch, token, fetch = globalThis.fetch }) {
  const get = githubApi({ api, repository, token, fetch });
  return (await latestRun(get, branch, "push", tipOf(get, branch)))?.head_sha ?? null;
}

/**
 * When the production branch was last built for production: the creation of the latest successful CI run of a
 * push, a schedule or a run by hand of a commit of the branch, or null when there is none. Its build's clock was
 * later still, so an article due in between is published once more, never missed; a scheduled run that built
 * nothing counts too, for it found nothing due up to its own time.
 */
async function lastBuilt({ api, repository, branch, token, fetch = globalThis.fetch }) {
  const get = githubApi({ api, repository, token, fetch });
  const tip = tipOf(get, branch);
  const times = [];
  for (const event of PRODUCTION_EVENTS) {
    const run = await latestRun(get, branch, event, tip);
    if (run) times.push(Date.parse(run.created_at));
  }
  return times.length ? new Date(Math.max(...times)) : null;
}

/** The lane a push of the checkout's commit takes, with the reason in words. Never throws: any doubt is code. */
async function laneOfCommit({ env, cwd, fetch }) {
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

/**
 * The lane for the checkout in `cwd`, from the workflow's environment, with the reason in words. A push takes its
 * change's lane. A run by hand on the production branch takes the lane a push of its tip would: it rebuilds and
 * deploys production now. A scheduled run does the same when an article's time came since the branch's last
 * production build (schedule.mjs), and takes the lane `none` (no job runs, nothing is deployed) otherwise. The lane
 * is null, and the run must fail, when a run by hand is not on the production branch or a scheduled run cannot
 * tell: a `none` that judged nothing would let the next scheduled run miss an article. Never throws.
 */
export async function chooseLane({ env, cwd = process.cwd(), fetch = globalThis.fetch, now = new Date() }) {
  const event = env.GITHUB_EVENT_NAME;
  const branch = env.PRODUCTION_BRANCH;
  if (event !== "schedule" && event !== "workflow_dispatch") return laneOfCommit({ env, cwd, fetch });
  // GITHUB_REF, not GITHUB_REF_NAME: a tag named like the branch has the same name.
  if (!branch || env.GITHUB_REF !== `refs/heads/${branch}`) {
    const where = `${env.GITHUB_REF} is not the production branch${branch ? ` (${branch})` : ""}`;
    // GitHub runs schedules on the default branch only, which PRODUCTION_BRANCH may have made another one.
    if (event === "schedule") return { lane: "none", reason: `nothing to publish: ${where}` };
    return { lane: null, reason: `a run by hand publishes the production branch only: ${where}` };
  }
  if (event === "workflow_dispatch") return laneOfCommit({ env, cwd, fetch });
  let due;
  let since;
  try {
    const api = env.GITHUB_API_URL || "https://api.github.com";
    since = await lastBuilt({ api, repository: env.GITHUB_REPOSITORY, branch, token: env.GH_TOKEN ?? "", fetch });
    due = dueArticles(articleMoments(cwd), since, now);
  } catch (error) {
    return { lane: null, reason: `cannot tell whether an article is due (${error.message})` };
  }
  const window = since
    ? `between ${since.toISOString()} (the last build of ${branch}) and ${now.toISOString()}`
    : `by ${now.toISOString()} (${branch} has no build yet)`;
  if (due.length === 0) return { lane: "none", reason: `nothing to publish: no article's time came ${window}` };
  const { lane, reason } = await laneOfCommit({ env, cwd, fetch });
  const named = due.map((article) => `${article.file} (${article.moment.toISOString()})`).join(", ");
  return { lane, reason: `${due.length} article(s) due ${window}: ${named}; ${reason}` };
}
