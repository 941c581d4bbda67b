// The deploy workflow (.github/workflows/deploy.yml) run offline, as GitHub would run it once a CI run completes:
// its `target` job, then the job that target chose, each step as a runner runs it (workflow-run.ts). The world
// around it is stood in for: actions/checkout copies a trusted checkout (the files wrangler reads from there),
// actions/download-artifact copies the CI run's site, and on PATH, before the system's tools, `npx` stands for
// wrangler (it records its arguments, working folder and environment, and answers as `wrangler pages deploy`
// does, Cloudflare deploying the project's production branch to production) and `curl` for GitHub's and
// Cloudflare's APIs (it records what it sends, the headers it reads from a file included). jq and bash are the
// machine's.
import fs from "node:fs";
import path from "node:path";
import { jobRuns, readWorkflow, runJob, type ActionHandler, type Context, type JobRun } from "./workflow-run";
import { tempDir } from "./temp-dir";

export const DEPLOY = readWorkflow(".github/workflows/deploy.yml");
export const PROJECT = "brightcode-website";
export const REPOSITORY = { id: 1001, full_name: "brightcode/website", default_branch: "main" };
export const SHA = "a1b2c3d4e5f60718293a4b5c6d7e8f9012345678";
export const RUN_ID = 4242;
export const DEPLOY_RUN_ID = "99";
export const DEPLOYMENT_URL = `https://1a2b3c4d.${PROJECT}.pages.dev`;

/** One call of a stand-in: which tool, its arguments, folder and environment, and what it was sent. */
export interface Call {
  tool: "npx" | "curl";
  args: string[];
  cwd: string;
  env: Record<string, string>;
  headers?: string[];
  body?: string;
}

/** How Cloudflare answers: the project's production branch, and whether wrangler fails or reports otherwise. */
export interface Cloudflare {
  productionBranch?: string;
  projectStatus?: number;
  wranglerFails?: boolean;
  reportEnvironment?: string;
}

/**
 * Writes the stand-ins for npx and curl into `bin` (Node programs, run by this Node, whatever PATH holds), logging
 * to `log` and answering as `cloudflare` says.
 */
function writeStandIns(bin: string, log: string, cloudflare: Cloudflare, siteRecord: string) {
  fs.mkdirSync(bin, { recursive: true });
  const common = `
const fs = require("node:fs");
const path = require("node:path");
const cloudflare = ${JSON.stringify(cloudflare)};
const record = (call) => fs.appendFileSync(${JSON.stringify(log)}, JSON.stringify(call) + "\\n");
const args = process.argv.slice(2);
const env = { ...process.env };
`;
  fs.writeFileSync(
    path.join(bin, "npx"),
    `#!${process.execPath}
${common}
record({ tool: "npx", args, cwd: process.cwd(), env });
const command = args.slice(2);
if (command[0] === "--version") { console.log("4.164.0"); process.exit(0); }
if (command[0] === "pages" && command[1] === "deploy") {
  const site = command[2];
  const option = (name) => command.find((arg) => arg.startsWith("--" + name + "="))?.slice(name.length + 3);
  const branch = option("branch");
  // What wrangler would upload: the site's files, and the functions of the folder it runs in.
  const list = (dir) => fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).sort() : [];
  fs.writeFileSync(${JSON.stringify(siteRecord)}, JSON.stringify({ site: list(site), functions: list(path.join(process.cwd(), "functions")) }));
  if (cloudflare.wranglerFails) { console.error("✘ [ERROR] A request to the Cloudflare API failed."); process.exit(1); }
  const production = branch === (cloudflare.productionBranch ?? "main");
  const deployment = {
    type: "pages-deploy-detailed", version: 1, pages_project: option("project-name"), deployment_id: "d-1",
    url: ${JSON.stringify(DEPLOYMENT_URL)},
    alias: production ? undefined : "https://" + branch + ".${PROJECT}.pages.dev",
    environment: cloudflare.reportEnvironment ?? (production ? "production" : "preview"),
  };
  fs.appendFileSync(process.env.WRANGLER_OUTPUT_FILE_PATH, JSON.stringify({ type: "wrangler-session", version: 1 }) + "\\n" + JSON.stringify(deployment) + "\\n");
  console.log("✨ Deployment complete! Take a peek over at " + deployment.url);
  process.exit(0);
}
console.error("npx stand-in: not a call the deploy makes: " + args.join(" "));
process.exit(2);
`,
    { mode: 0o755 },
  );
  fs.writeFileSync(
    path.join(bin, "curl"),
    `#!${process.execPath}
${common}
const headers = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "-H") headers.push(args[i + 1].startsWith("@") ? fs.readFileSync(args[i + 1].slice(1), "utf8").trim() : args[i + 1]);
}
const url = args.find((arg) => /^https?:/.test(arg));
const body = args.includes("@-") ? fs.readFileSync(0, "utf8") : undefined;
record({ tool: "curl", args, cwd: process.cwd(), env, headers, body });
if (url.startsWith("https://api.cloudflare.com/")) {
  if ((cloudflare.projectStatus ?? 200) !== 200) { console.log(JSON.stringify({ success: false, errors: [{ code: 10000, message: "Authentication error" }] })); process.exit(22); }
  console.log(JSON.stringify({ success: true, result: { name: ${JSON.stringify(PROJECT)}, production_branch: cloudflare.productionBranch ?? "main" } }));
  process.exit(0);
}
if (/\\/repos\\/[^/]+\\/[^/]+\\/statuses\\/[0-9a-f]{40}$/.test(url)) { console.log("{}"); process.exit(0); }
console.error("curl stand-in: not a request the deploy makes: " + url);
process.exit(2);
`,
    { mode: 0o755 },
  );
}

/** The default branch's checkout (or the production commit's): the files the deploy reads from it. */
export function writeTrustedCheckout(dir: string) {
  fs.mkdirSync(path.join(dir, "functions/api"), { recursive: true });
  fs.writeFileSync(path.join(dir, "functions/api/auth.ts"), "// the trusted sign-in\n");
  fs.writeFileSync(path.join(dir, ".node-version"), "24.21.0\n");
  fs.writeFileSync(path.join(dir, "package.json"), '{ "name": "company-site", "private": true }\n');
}

export interface DeployRun {
  target: JobRun;
  job?: { id: string; run: JobRun };
  calls: Call[];
  /** The commit statuses posted, as GitHub received them. */
  statuses: { url: string; authorization: string; body: Record<string, string> }[];
  /** What `wrangler pages deploy` would have uploaded, if it ran. */
  uploaded?: { site: string[]; functions: string[] };
  checkoutRef?: string;
  downloadedFrom?: string;
  temp: string;
}

export const SECRETS = {
  CLOUDFLARE_API_TOKEN: `cf-token-${Math.random().toString(36).slice(2)}`,
  CLOUDFLARE_ACCOUNT_ID: "0123456789abcdef0123456789abcdef",
};
export const GITHUB_TOKEN = `ghs_deployRunToken${Math.random().toString(36).slice(2)}`;

/**
 * Runs the deploy workflow for a completed CI run of `branch` whose artifact `site` is the folder `artifact`.
 * `runner` adds to the runner's own environment (it has a clean one: no variable of the CI run's).
 */
export function runDeploy({
  branch,
  artifact,
  cloudflare = {},
  workflowRun = {},
  vars = {},
  secrets = SECRETS,
  message = "Update projects “Fleet tracking”",
}: {
  branch: string;
  artifact: string;
  cloudflare?: Cloudflare;
  workflowRun?: Record<string, unknown>;
  vars?: Record<string, string>;
  secrets?: Record<string, string>;
  message?: string;
}): DeployRun {
  const temp = tempDir("deploy-run-");
  const bin = path.join(temp, "stand-ins");
  const log = path.join(temp, "calls.ndjson");
  const siteRecord = path.join(temp, "uploaded.json");
  writeStandIns(bin, log, cloudflare, siteRecord);
  const workspace = path.join(temp, "work", "website");
  fs.mkdirSync(workspace, { recursive: true });
  const runnerTemp = path.join(temp, "runner-temp");
  fs.mkdirSync(runnerTemp);
  const result: Partial<DeployRun> = { temp };
  const actions: Record<string, ActionHandler> = {
    "actions/checkout": (_, inputs) => {
      result.checkoutRef = inputs.ref;
      writeTrustedCheckout(workspace);
    },
    "actions/setup-node": () => {},
    "actions/download-artifact": (_, inputs) => {
      result.downloadedFrom = inputs["run-id"];
      fs.cpSync(artifact, inputs.path!, { recursive: true });
    },
  };
  const context: Context = {
    github: {
      repository: REPOSITORY.full_name,
      token: GITHUB_TOKEN,
      event: {
        repository: REPOSITORY,
        workflow_run: {
          id: RUN_ID,
          conclusion: "success",
          event: "push",
          head_branch: branch,
          head_sha: SHA,
          head_repository: REPOSITORY,
          head_commit: { id: SHA, message },
          ...workflowRun,
        },
      },
    },
    vars: { CLOUDFLARE_PAGES_PROJECT: PROJECT, ...vars },
    secrets: { ...secrets, GITHUB_TOKEN },
    runner: { temp: runnerTemp, os: "Linux" },
  };
  // A runner's environment: no variable of the CI run's, and the stand-ins before the system's tools.
  const baseEnv = {
    PATH: `${bin}:/usr/local/bin:/usr/bin:/bin`,
    HOME: path.join(temp, "home"),
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_REPOSITORY: REPOSITORY.full_name,
    GITHUB_API_URL: "https://api.github.com",
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_RUN_ID: DEPLOY_RUN_ID,
    GITHUB_EVENT_NAME: "workflow_run",
    GITHUB_REF_NAME: REPOSITORY.default_branch,
    GITHUB_WORKSPACE: workspace,
  };
  const run = (jobId: string, needs: Context = {}) =>
    runJob({
      workflow: DEPLOY,
      jobId,
      context: { ...context, needs },
      cwd: workspace,
      temp: runnerTemp,
      baseEnv,
      actions,
    });
  const targetJob = DEPLOY.jobs.target!;
  const target = jobRuns(targetJob, context, {})
    ? run("target")
    : { steps: [], outputs: {}, result: "skipped" as const, addedEnv: {}, addedPath: [] };
  result.target = target as JobRun;
  if (target.result === "success") {
    const needs = { target: { result: "success", outputs: target.outputs } };
    for (const id of ["production", "preview"]) {
      if (jobRuns(DEPLOY.jobs[id]!, { ...context, needs }, { target: "success" })) {
        result.job = { id, run: run(id, needs) };
      }
    }
  }
  const calls: Call[] = fs.existsSync(log)
    ? fs
        .readFileSync(log, "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line))
    : [];
  result.calls = calls;
  result.statuses = calls
    .filter((call) => call.tool === "curl" && /\/statuses\//.test(call.args.at(-1)!))
    .map((call) => ({
      url: call.args.at(-1)!,
      authorization: call.headers!.find((header) => header.startsWith("Authorization:")) ?? "",
      body: JSON.parse(call.body!),
    }));
  if (fs.existsSync(siteRecord)) result.uploaded = JSON.parse(fs.readFileSync(siteRecord, "utf8"));
  return result as DeployRun;
}
