/**
 * @jest-environment node
 *
 * The deploy workflow (.github/workflows/deploy.yml) run against stand-ins for wrangler and for GitHub's and
 * Cloudflare's APIs (__tests__/support/deploy-run.ts): production from the production branch, a preview of any
 * other under a name the deploy chose, the site from the CI run and the functions from trusted code, the commit
 * status Decap reads (pending, then the deployment's address or what went wrong), and no secret on a command
 * line, in a log or in the GitHub token's step.
 */
import fs from "node:fs";
import path from "node:path";
import {
  DEPLOY_RUN_ID,
  DEPLOYMENT_URL,
  GITHUB_TOKEN,
  PROJECT,
  REPOSITORY,
  RUN_ID,
  runDeploy,
  SECRETS,
  SHA,
  type Call,
} from "../support/deploy-run";
import { readWorkflow } from "../support/workflow-run";
import { tempDir } from "../support/temp-dir";

const WRANGLER = "wrangler@4.164.0";
/** The context the deploy posts its statuses under, kept once in the workflow (the content manager's tests read it too). */
const CONTEXT = readWorkflow(".github/workflows/deploy.yml").env!.STATUS_CONTEXT!;
const deployRun = `https://github.com/${REPOSITORY.full_name}/actions/runs/${DEPLOY_RUN_ID}`;

/** A site as the CI run's content job uploads it. */
function site(extra: Record<string, string> = {}) {
  const dir = tempDir("site-");
  for (const [file, text] of Object.entries({
    "index.html": "<h1>Home</h1>",
    _headers: "/*\n  X-Frame-Options: DENY\n",
    ...extra,
  })) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const wranglerCalls = (calls: Call[]) => calls.filter((call) => call.tool === "npx");
const deployCall = (calls: Call[]) => wranglerCalls(calls).find((call) => call.args.includes("deploy"));

/**
 * No token in any command line, nor in any step's output. (The account id, which names the account and grants
 * nothing, is in the address of Cloudflare's API, as wrangler puts it there too.)
 */
function expectNoSecretShown(run: ReturnType<typeof runDeploy>) {
  const shown = [
    ...run.calls.flatMap((call) => call.args),
    ...[run.target, run.job?.run].flatMap((job) => job?.steps.map((step) => `${step.stdout}${step.stderr}`) ?? []),
  ].join("\n");
  for (const secret of [SECRETS.CLOUDFLARE_API_TOKEN, GITHUB_TOKEN]) expect(shown).not.toContain(secret);
}

describe("a preview", () => {
  const run = runDeploy({ branch: "cms/projects/fleet-tracking", artifact: site() });

  it("is deployed under the name the target chose, from the CI run's site, with the trusted checkout's functions", () => {
    expect(run.target.outputs).toEqual({ target: "preview", branch: "cms-projects-fleet-tracking" });
    expect(run.job!.id).toBe("preview");
    expect(run.job!.run.result).toBe("success");
    expect(run.checkoutRef).toBe(REPOSITORY.default_branch);
    expect(run.downloadedFrom).toBe(String(RUN_ID));
    const calls = wranglerCalls(run.calls);
    expect(calls.map((call) => call.args)).toEqual([
      ["--yes", WRANGLER, "--version"],
      [
        "--yes",
        WRANGLER,
        "pages",
        "deploy",
        path.join(run.temp, "runner-temp", "site"),
        `--project-name=${PROJECT}`,
        "--branch=cms-projects-fleet-tracking",
        `--commit-hash=${SHA}`,
        "--commit-message=Update projects “Fleet tracking”",
        "--commit-dirty=false",
      ],
    ]);
    // From the checkout's root, whose functions/ wrangler bundles: the trusted ones.
    expect(calls[1]!.cwd).toBe(path.join(run.temp, "work", "website"));
    expect(run.uploaded).toEqual({ site: ["_headers", "index.html"], functions: ["api", "api/auth.ts"] });
  });

  it("gives wrangler the Cloudflare secrets, and them only, through its environment; never the GitHub token", () => {
    const [fetch, deploy] = wranglerCalls(run.calls);
    // wrangler is fetched with no secret in its environment, running no install script.
    expect(fetch!.env).not.toHaveProperty("CLOUDFLARE_API_TOKEN");
    expect(fetch!.env.NPM_CONFIG_IGNORE_SCRIPTS).toBe("true");
    expect(deploy!.env).toMatchObject({
      ...SECRETS,
      WRANGLER_SEND_METRICS: "false",
      NPM_CONFIG_IGNORE_SCRIPTS: "true",
    });
    const project = run.calls.find(
      (call) => call.tool === "curl" && call.args.at(-1)!.startsWith("https://api.cloudflare.com/"),
    )!;
    // The GitHub token is in the status steps only; the Cloudflare token in the deploy step only.
    for (const call of [fetch!, deploy!, project]) expect(JSON.stringify(call.env)).not.toContain(GITHUB_TOKEN);
    for (const status of run.calls.filter((call) => call.args.at(-1)!.includes("/statuses/"))) {
      expect(JSON.stringify(status.env)).not.toContain(SECRETS.CLOUDFLARE_API_TOKEN);
    }
    // Cloudflare's token reaches Cloudflare's API through a header read from a file, not a command line.
    expect(project.args.at(-1)).toBe(
      `https://api.cloudflare.com/client/v4/accounts/${SECRETS.CLOUDFLARE_ACCOUNT_ID}/pages/projects/${PROJECT}`,
    );
    expect(project.headers).toContain(`Authorization: Bearer ${SECRETS.CLOUDFLARE_API_TOKEN}`);
    expectNoSecretShown(run);
  });

  it("posts the status Decap reads: pending, then the deployment's address", () => {
    const url = `https://api.github.com/repos/${REPOSITORY.full_name}/statuses/${SHA}`;
    expect(run.statuses).toEqual([
      {
        url,
        authorization: `Authorization: Bearer ${GITHUB_TOKEN}`,
        body: { state: "pending", target_url: deployRun, description: "Deploying the preview…", context: CONTEXT },
      },
      {
        url,
        authorization: `Authorization: Bearer ${GITHUB_TOKEN}`,
        body: {
          state: "success",
          target_url: DEPLOYMENT_URL,
          description: `Preview ready (latest of this branch: https://cms-projects-fleet-tracking.${PROJECT}.pages.dev)`,
          context: CONTEXT,
        },
      },
    ]);
  });
});

describe("production", () => {
  it("is deployed from the production branch, with the functions of the commit built", () => {
    const run = runDeploy({ branch: "main", artifact: site(), message: "Publish projects “Fleet tracking”" });
    expect(run.target.outputs).toEqual({ target: "production", branch: "" });
    expect(run.job!.id).toBe("production");
    expect(run.job!.run.result).toBe("success");
    expect(run.checkoutRef).toBe(SHA);
    expect(deployCall(run.calls)!.args).toContain("--branch=main");
    expect(run.statuses.map((status) => status.body)).toEqual([
      { state: "pending", target_url: deployRun, description: "Deploying to production…", context: CONTEXT },
      { state: "success", target_url: DEPLOYMENT_URL, description: "Deployed to production", context: CONTEXT },
    ]);
    expectNoSecretShown(run);
  });

  it("takes PRODUCTION_BRANCH's branch, and no other", () => {
    const release = runDeploy({
      branch: "release",
      artifact: site(),
      vars: { PRODUCTION_BRANCH: "release" },
      cloudflare: { productionBranch: "release" },
    });
    expect(release.job!.id).toBe("production");
    expect(deployCall(release.calls)!.args).toContain("--branch=release");
    const main = runDeploy({
      branch: "main",
      artifact: site(),
      vars: { PRODUCTION_BRANCH: "release" },
      cloudflare: { productionBranch: "release" },
    });
    expect(main.job!.id).toBe("preview");
    expect(deployCall(main.calls)!.args).toContain("--branch=main");
  });

  it("is not where a branch named like it goes, whatever its case", () => {
    for (const branch of ["Main", "MAIN", "main/"]) {
      const run = runDeploy({ branch, artifact: site() });
      expect(run.job!.id).toBe("preview");
      const args = deployCall(run.calls)!.args;
      expect(args.filter((arg) => arg.startsWith("--branch"))).toEqual(["--branch=preview-main"]);
      expect(run.statuses.at(-1)!.body.state).toBe("success");
    }
  });

  it("cannot be chosen by a commit message: every value follows its option's =", () => {
    const run = runDeploy({ branch: "cms/pages/about", artifact: site(), message: "--branch=main" });
    const args = deployCall(run.calls)!.args;
    expect(args.filter((arg) => arg.includes("--branch"))).toEqual([
      "--branch=cms-pages-about",
      "--commit-message=--branch=main",
    ]);
    expect(run.statuses.at(-1)!.body.description).toMatch(/^Preview ready/);
  });
});

describe("nothing is deployed", () => {
  it("for a run that failed, was cancelled, came from a pull request or a fork, or before Cloudflare is set up", () => {
    for (const [workflowRun, vars] of [
      [{ conclusion: "failure" }, {}],
      [{ conclusion: "cancelled" }, {}],
      [{ event: "pull_request" }, {}],
      [{ head_repository: { id: 2002, full_name: "someone/website" } }, {}],
      [{}, { CLOUDFLARE_PAGES_PROJECT: "" }],
    ] as const) {
      const run = runDeploy({ branch: "main", artifact: site(), workflowRun, vars });
      expect(run.target.result).toBe("skipped");
      expect(run.job).toBeUndefined();
      expect(run.calls).toEqual([]);
    }
  });

  it("when the site holds a file through which a build would run code of its own on Cloudflare", () => {
    for (const file of ["_worker.js", "_worker.js/index.js", "_routes.json"]) {
      const run = runDeploy({ branch: "cms/projects/x", artifact: site({ [file]: "export default {}" }) });
      expect(run.job!.run.result).toBe("failure");
      expect(deployCall(run.calls)).toBeUndefined();
      expect(run.statuses.at(-1)!.body).toEqual({
        state: "failure",
        target_url: deployRun,
        description: `Not deployed: the site holds ${file.split("/")[0]}, which no build of this site writes`,
        context: CONTEXT,
      });
    }
  });

  it("when a secret is missing, saying which and where it belongs", () => {
    const run = runDeploy({
      branch: "cms/projects/x",
      artifact: site(),
      secrets: { ...SECRETS, CLOUDFLARE_API_TOKEN: "" },
    });
    expect(run.calls.filter((call) => call.args.some((arg) => arg.includes("cloudflare.com")))).toEqual([]);
    expect(deployCall(run.calls)).toBeUndefined();
    expect(run.statuses.at(-1)!.body.description).toBe(
      "Not deployed: CLOUDFLARE_API_TOKEN is missing: a secret of the preview environment",
    );
  });

  it("when the Cloudflare project's production branch is not PRODUCTION_BRANCH, or is the preview's name", () => {
    const production = runDeploy({ branch: "main", artifact: site(), cloudflare: { productionBranch: "master" } });
    expect(deployCall(production.calls)).toBeUndefined();
    expect(production.statuses.at(-1)!.body.description).toBe(
      "Not deployed: the Pages project's production branch is 'master', not 'main': make them the same",
    );
    const preview = runDeploy({ branch: "staging", artifact: site(), cloudflare: { productionBranch: "staging" } });
    expect(deployCall(preview.calls)).toBeUndefined();
    expect(preview.statuses.at(-1)!.body.description).toBe(
      "Not deployed: the Pages project's production branch is 'staging', which a preview may not deploy to",
    );
    const refused = runDeploy({ branch: "main", artifact: site(), cloudflare: { projectStatus: 403 } });
    expect(refused.statuses.at(-1)!.body.description).toMatch(
      /^Not deployed: Cloudflare refused to show the Pages project/,
    );
  });

  it("when wrangler fails or Cloudflare deploys elsewhere than asked, and the commit says so", () => {
    const failed = runDeploy({ branch: "cms/projects/x", artifact: site(), cloudflare: { wranglerFails: true } });
    expect(failed.job!.run.result).toBe("failure");
    expect(failed.statuses.at(-1)!.body).toMatchObject({
      state: "failure",
      description: "Not deployed: wrangler pages deploy failed (its messages are above)",
    });
    const elsewhere = runDeploy({
      branch: "cms/projects/x",
      artifact: site(),
      cloudflare: { reportEnvironment: "production" },
    });
    expect(elsewhere.statuses.at(-1)!.body.description).toBe(
      "Not deployed: Cloudflare deployed this as 'production', not a preview",
    );
  });
});
