/**
 * @jest-environment node
 *
 * The rules of the GitHub Actions workflows, CI (.github/workflows/ci.yml) and Deploy (deploy.yml), read from the
 * files: actionlint finds nothing; pull_request, never pull_request_target, and CI for branches only; every action
 * pinned to a commit; each job only the permissions it needs; no expression inside a script; the deploy's secrets
 * in its one job's one step, which runs none of the project's code; CI runs what `npm test` runs, the whole suite
 * once, and hourly for scheduled articles, whose runs the deploy takes as it takes a push's. The deploy's and the
 * lane's own decisions are tested by running them (deploy.test.ts, lane.test.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { lintWorkflow, workflowFiles } from "../../tools/workflow-lint.mjs";
import { root } from "../support/repo-files";
import { tempDir } from "../support/temp-dir";
import { readWorkflow, runStep, type Job } from "../support/workflow-step";

const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const CI = ".github/workflows/ci.yml";
const DEPLOY = ".github/workflows/deploy.yml";
const ci = readWorkflow(CI);
const deploy = readWorkflow(DEPLOY);
const runs = (job: Job) => job.steps.filter((step) => step.run).map((step) => step.run!.trim());
const packageJson = JSON.parse(read("package.json")) as {
  engines: { node: string };
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
};

/**
 * What in `job` would run the project's code or a dependency's: npm, npx without an exact version, node, a file
 * of the checkout run as a program, a local or unpinned action.
 */
function projectCode(job: Job): string[] {
  const found: string[] = [];
  for (const step of job.steps) {
    if (step.uses && !/^[\w-]+\/[\w-]+@[0-9a-f]{40}$/.test(step.uses)) found.push(`uses: ${step.uses}`);
    const script = (step.run ?? "").replace(/^\s*#.*$/gm, "");
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
  it("have no actionlint finding, and actionlint reports a mistake", async () => {
    expect(workflowFiles(root).sort()).toEqual([CI, DEPLOY]);
    for (const file of [CI, DEPLOY]) expect(await lintWorkflow(read(file), file)).toEqual([]);
    const broken = read(CI).replace("node-version: ${{ matrix.node }}", "node-version: ${{ matrix.nodes }}");
    expect(await lintWorkflow(broken, CI)).toEqual([expect.stringMatching(/property "nodes" is not defined/)]);
  });

  it("never run a fork's code with a secret, and CI runs for branches only, never a tag", () => {
    for (const workflow of [ci, deploy]) expect(workflow.on).not.toHaveProperty("pull_request_target");
    // A commit of the production branch never runs CI for a tag's push, which the lane's tested base relies on.
    expect(ci.on).toMatchObject({ push: { branches: ["**"] }, pull_request: null });
    expect(read(CI)).not.toMatch(/secrets\.|environment:/);
  });

  it("pin every action to a full commit, with its version beside it", () => {
    for (const file of [CI, DEPLOY]) {
      for (const [, action, comment] of read(file).matchAll(/^ *(?:- )?uses: (\S+)(.*)$/gm)) {
        expect({ action, comment: comment!.trim() }).toEqual({
          action: expect.stringMatching(/^[\w-]+\/[\w-]+@[0-9a-f]{40}$/),
          comment: expect.stringMatching(/^# v\d+\.\d+\.\d+$/),
        });
      }
    }
  });

  it("grant nothing by default, each job only what it needs, and keep no credentials in a checkout", () => {
    for (const workflow of [ci, deploy]) expect(workflow.permissions).toEqual({});
    const granted = (workflow: typeof ci) =>
      Object.fromEntries(Object.entries(workflow.jobs).map(([id, job]) => [id, job.permissions]));
    expect(granted(ci)).toEqual({
      lane: { contents: "read", actions: "read" },
      content: { contents: "read" },
      browser: { contents: "read" },
      node: { contents: "read" },
      passed: {},
    });
    expect(granted(deploy)).toEqual({
      target: { actions: "read" },
      deploy: { contents: "read", actions: "read", statuses: "write" },
    });
    for (const job of [...Object.values(ci.jobs), ...Object.values(deploy.jobs)]) {
      for (const checkout of job.steps.filter((step) => step.uses?.startsWith("actions/checkout@"))) {
        expect(checkout.with).toMatchObject({ "persist-credentials": false });
      }
    }
  });

  it("put no expression inside a script: what a branch name or a commit message holds never becomes script", () => {
    for (const workflow of [ci, deploy]) {
      expect(workflow.defaults).toEqual({ run: { shell: "bash" } });
      for (const job of Object.values(workflow.jobs))
        for (const script of runs(job)) expect(script).not.toMatch(/\$\{\{/);
    }
  });
});

describe("Deploy", () => {
  const job = deploy.jobs.deploy!;

  it("holds its secrets in the environment the target chose, in the step that runs wrangler only", () => {
    expect(job.environment).toEqual({
      name: "${{ needs.target.outputs.target }}",
      url: "${{ steps.deploy.outputs.url }}",
    });
    const holding = job.steps.filter((step) => JSON.stringify(step).includes("secrets."));
    expect(holding.map((step) => step.name)).toEqual(["Deploy"]);
    const secrets = [...JSON.stringify(holding).matchAll(/secrets\.(\w+)/g)].map((match) => match[1]);
    expect(secrets.sort()).toEqual(["CLOUDFLARE_ACCOUNT_ID", "CLOUDFLARE_API_TOKEN"]);
    expect(JSON.stringify(deploy.jobs.target)).not.toContain("secrets.");
  });

  it("runs none of the project's code: no npm, no npx without an exact version, no node, no local action", () => {
    expect(projectCode(job)).toEqual([]);
    // wrangler, the one tool fetched, at package.json's exact version.
    const npx = runs(job).flatMap((script) =>
      [...script.matchAll(/^\s*(?:\S+=\S+ )?npx\b.*$/gm)].map((match) => match[0]),
    );
    expect(npx).toHaveLength(2);
    for (const line of npx) expect(line).toMatch(`npx --yes wrangler@${packageJson.devDependencies.wrangler} `);
    // The rule finds each way of running the project's code.
    const withStep = (step: Job["steps"][number]) => projectCode({ ...job, steps: [step] });
    expect(withStep({ run: "npm ci && npx --yes wrangler@^4 deploy" })).toEqual(["npm", "npx wrangler@^4"]);
    expect(withStep({ run: "bash .ci/setup" })).toEqual(["bash .ci/setup", "a file of the checkout"]);
    expect(withStep({ uses: "./.github/actions/deploy" })).toEqual(["uses: ./.github/actions/deploy"]);
  });

  it("checks the production branch's tip first, before any status or checkout", () => {
    expect(job.steps[0]).toMatchObject({ id: "tip", if: "env.TARGET == 'production'" });
  });

  it("takes a scheduled run of CI, or a run by hand, as it takes a push's: the deploy job's checks know no event", () => {
    const events = [...deploy.jobs.target!.if!.matchAll(/workflow_run\.event == '(\w+)'/g)].map((match) => match[1]);
    expect(events).toEqual(["push", "schedule", "workflow_dispatch"]);
    expect(JSON.stringify(job)).not.toMatch(/workflow_run\.event|event_name/);
  });
});

describe("CI", () => {
  it("runs hourly at :17 (GitHub delays runs on the hour most) and by hand, with the build's own clock", () => {
    expect(ci.on).toMatchObject({ schedule: [{ cron: "17 * * * *" }], workflow_dispatch: null });
    // The production build publishes as of now: no workflow sets its clock.
    for (const file of [CI, DEPLOY]) expect(read(file)).not.toMatch(/SITE_NOW\s*[:=]/);
  });

  it("runs what npm test runs: the whole suite once on .node-version's Node, the build and unit tests on the others", () => {
    // The unit tests beside the content checks (scripts/test.mjs), then the rest in order.
    expect(packageJson.scripts.test).toBe(
      "node scripts/test.mjs test:unit+test:content build:e2e typecheck lint test:e2e",
    );
    const commands = (id: string) => runs(ci.jobs[id]!).filter((script) => script.startsWith("npm run"));
    expect([...commands("content"), ...commands("browser")].sort()).toEqual(
      packageJson.scripts
        .test!.split(" ")
        .slice(2)
        .flatMap((step) => step.split("+"))
        .map((script) => `npm run ${script}`)
        .sort(),
    );
    expect(commands("node")).toEqual(["npm run build", "npm run test:unit"]);
    // Every long-term-support line from engines' oldest to the newest: .node-version's in the first two jobs.
    const nodeVersion = read(".node-version").trim();
    expect(ci.jobs.node!.strategy!.matrix.node).toEqual(
      [22, 24, 26].filter((line) => line !== Number(nodeVersion.split(".")[0])),
    );
    expect(packageJson.engines.node).toBe(">=22.19");
    for (const id of ["content", "browser"]) {
      const setupNode = ci.jobs[id]!.steps.find((step) => step.uses?.startsWith("actions/setup-node@"))!;
      expect(setupNode.with).toMatchObject({ "node-version-file": ".node-version" });
    }
  });

  describe("its one required check, Tests passed", () => {
    const check = (lane: string, results: Record<string, string>, event = "push") => {
      const needs = Object.fromEntries(
        Object.entries(results).map(([id, result]) => [id, { result, outputs: id === "lane" ? { lane } : {} }]),
      );
      const run = runStep(ci, "passed", "Every job of the lane passed", {
        given: { NEEDS: JSON.stringify(needs), EVENT: event, PRODUCTION_BRANCH: "main" },
        cwd: tempDir("passed-"),
      });
      return run.status === 0;
    };

    it("passes when every job of the lane passed, and only then", () => {
      const all = { lane: "success", content: "success", browser: "success", node: "success" };
      expect(check("code", all)).toBe(true);
      expect(check("content", { ...all, browser: "skipped", node: "skipped" })).toBe(true);
      expect(check("code", { ...all, node: "failure" })).toBe(false);
      expect(check("code", { ...all, browser: "skipped" })).toBe(false);
      expect(check("content", { ...all, content: "failure", browser: "skipped", node: "skipped" })).toBe(false);
      expect(check("", { lane: "failure", content: "skipped", browser: "skipped", node: "skipped" })).toBe(false);
      // Nothing tested passes only for a scheduled run with nothing to publish.
      const none = { lane: "success", content: "skipped", browser: "skipped", node: "skipped" };
      expect(check("none", none, "schedule")).toBe(true);
      expect(check("none", none)).toBe(false);
    });

    it("needs every other job", () => {
      expect(ci.jobs.passed!.needs).toEqual(Object.keys(ci.jobs).filter((id) => id !== "passed"));
    });
  });
});
