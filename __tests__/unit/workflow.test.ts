/**
 * @jest-environment node
 *
 * The GitHub Actions workflow (.github/workflows/ci.yml) runs what README says, on the Node versions the project
 * declares, and holds to its rules: actionlint finds nothing; pull_request, never pull_request_target; every
 * action pinned to a commit; each job only the permissions it needs; a newer push cancels the older run; the
 * caches; the browser suite's report kept when it fails; the deploy after the tests, with secrets in its
 * environment only.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { lintWorkflow, workflowFiles } from "../../lib/workflow-lint.mjs";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  permissions?: Record<string, string>;
  strategy?: { matrix: { node: number[] } };
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  concurrency: { group: string; "cancel-in-progress": boolean };
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

const file = ".github/workflows/ci.yml";
const text = read(file);
const workflow = parse(text) as Workflow;
const { test: testJob, deploy: deployJob } = workflow.jobs as { test: Job; deploy: Job };
const runs = (job: Job) => job.steps.filter((step) => step.run).map((step) => step.run!.trim());

const packageJson = JSON.parse(read("package.json")) as {
  engines: { node: string };
  packageManager: string;
  scripts: Record<string, string>;
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

describe("the workflows", () => {
  it("have no actionlint finding", async () => {
    const files = workflowFiles(root);
    expect(files).toContain(file);
    for (const workflowFile of files) expect(await lintWorkflow(read(workflowFile), workflowFile)).toEqual([]);
  });

  it("are checked: actionlint reports a mistake", async () => {
    const broken = text.replace("node-version: ${{ matrix.node }}", "node-version: ${{ matrix.nodes }}");
    expect(await lintWorkflow(broken, file)).toEqual([expect.stringMatching(/property "nodes" is not defined/)]);
  });

  it("never run a fork's code with the repository's secrets (no pull_request_target)", () => {
    for (const workflowFile of workflowFiles(root)) {
      const triggers = (parse(read(workflowFile)) as Workflow).on;
      expect({ workflowFile, target: "pull_request_target" in triggers }).toEqual({ workflowFile, target: false });
    }
    expect(Object.keys(workflow.on).sort()).toEqual(["pull_request", "push"]);
  });
});

describe("the workflow's tests", () => {
  it("run README's install, build and test commands, after the machine's set-up that .ci/run makes", () => {
    expect(runs(testJob)).toEqual(["bash .ci/setup", "npm ci", "npm run build", "npm test"]);
    // README: `npm ci && npm run build && …` to build, `bash .ci/run` to test, which is .ci/setup, then
    // `npm ci && npm test`.
    expect(readmeCommands).toEqual(expect.arrayContaining(["npm ci", "npm run build", "bash .ci/run"]));
    const ciRun = read(".ci/run");
    expect(ciRun).toMatch(/^source \.ci\/setup$/m);
    expect(ciRun.trim().split("\n").at(-1)).toBe("npm ci && npm test");
    // npm test is every test: the unit tests, the build, the type-check, the linters, the browser suite.
    expect(packageJson.scripts.test).toBe(
      "npm run test:unit && npm run build:e2e && npm run typecheck && npm run lint && npm run test:e2e",
    );
  });

  it("run on every long-term-support Node line from engines' oldest, .node-version's among them", () => {
    const nodes = testJob.strategy!.matrix.node;
    expect(packageJson.engines.node).toMatch(/^>=\d+\.\d+$/);
    // The even (long-term support) lines, from the oldest the project supports to the newest (26).
    const lines = [];
    for (let line = major(packageJson.engines.node); line <= 26; line += 2) lines.push(line);
    expect(nodes).toEqual(lines);
    expect(nodes).toEqual([22, 24, 26]);
    expect(nodes).toContain(major(nodeVersion));
    // The deploy builds with the pinned version, the one the hosts read.
    expect(deployJob.steps.find((step) => step.uses?.startsWith("actions/setup-node@"))!.with).toMatchObject({
      "node-version-file": ".node-version",
    });
    // README names them.
    expect(readme).toContain(`Node.js ${packageJson.engines.node.slice(2)} or newer`);
    expect(readme).toContain(`Node ${nodes.slice(0, -1).join(", ")} and ${nodes.at(-1)}`);
    expect(readme).toContain(nodeVersion);
  });

  it("use package.json's npm, which .ci/setup fetches where the runner's is older, and README names", () => {
    expect(packageJson.packageManager).toMatch(/^npm@12\.\d+\.\d+$/);
    // .ci/setup fetches Node and npm through the file it sources.
    expect(read(".ci/setup")).toContain("source .ci/fetch-tools");
    expect(read(".ci/fetch-tools")).toContain('"packageManager": *"npm@');
    expect(readme).toContain(`npm 12 (\`packageManager\`: ${packageJson.packageManager.slice(4)})`);
    expect(runs(deployJob)[0]).toBe("bash .ci/setup");
  });

  it("keep npm's cache and webpack's between runs, and the browser suite's report when it fails", () => {
    const setupNode = testJob.steps.find((step) => step.uses?.startsWith("actions/setup-node@"))!;
    expect(setupNode.with).toMatchObject({ cache: "npm" });
    const cache = testJob.steps.find((step) => step.uses?.startsWith("actions/cache@"))!;
    expect(cache.with!.path).toBe(".cache/webpack");
    // The build clears everything else of Gatsby's (scripts/clean.mjs) and keeps that folder.
    expect(packageJson.scripts.build).toBe("node scripts/clean.mjs && gatsby build");
    expect(read("scripts/clean.mjs")).toMatch(/const KEPT = "webpack";/);
    const report = testJob.steps.find((step) => step.uses?.startsWith("actions/upload-artifact@"))!;
    expect(report.if).toBe("failure()");
    expect(String(report.with!.path)).toContain("playwright-report/");
    expect(read("playwright.config.ts")).toMatch(/\["html", \{ open: "never" \}\]/);
  });
});

describe("the workflow's rules", () => {
  it("pins every action to a full commit, with its version beside it", () => {
    const uses = [...text.matchAll(/^ *(?:- )?uses: (\S+)(.*)$/gm)];
    expect(uses.length).toBeGreaterThan(0);
    for (const [, action, comment] of uses) {
      expect({ action, pinned: /^[\w-]+\/[\w-]+@[0-9a-f]{40}$/.test(action!) }).toEqual({ action, pinned: true });
      expect({ action, comment: comment!.trim() }).toEqual({
        action,
        comment: expect.stringMatching(/^# v\d+\.\d+\.\d+$/),
      });
    }
  });

  it("grants nothing by default, and each job only what it needs", () => {
    expect(workflow.permissions).toEqual({});
    expect(testJob.permissions).toEqual({ contents: "read" });
    // The deploy posts a commit status; nothing else.
    expect(deployJob.permissions).toEqual({ contents: "read", statuses: "write" });
    for (const job of Object.values(workflow.jobs)) {
      const checkout = job.steps.find((step) => step.uses?.startsWith("actions/checkout@"))!;
      expect(checkout.with).toMatchObject({ "persist-credentials": false });
    }
  });

  it("cancels the older run when the same branch or pull request gets a newer push", () => {
    expect(workflow.concurrency["cancel-in-progress"]).toBe(true);
    expect(workflow.concurrency.group).toContain("github.ref");
    expect(workflow.concurrency.group).toContain("github.event.pull_request.number");
  });

  it("deploys only pushes, after the tests, through scripts/deploy.mjs, with secrets in its environment only", () => {
    expect(deployJob.needs).toBe("test");
    expect(deployJob.if).toMatch(/github\.event_name == 'push'/);
    // It runs when the tests failed too, so that the deploy script can say on the commit that it did not deploy.
    expect(deployJob.if).toMatch(/!cancelled\(\)/);
    const step = deployJob.steps.find((s) => s.run === "node scripts/deploy.mjs")!;
    expect(step.env).toMatchObject({
      TESTS_RESULT: "${{ needs.test.result }}",
      CLOUDFLARE_API_TOKEN: "${{ secrets.CLOUDFLARE_API_TOKEN }}",
      CLOUDFLARE_ACCOUNT_ID: "${{ secrets.CLOUDFLARE_ACCOUNT_ID }}",
      GITHUB_TOKEN: "${{ secrets.GITHUB_TOKEN }}",
    });
    // No expression inside a command: what a branch name or a secret holds never becomes part of a script.
    for (const job of Object.values(workflow.jobs)) {
      for (const command of runs(job)) expect(command).not.toMatch(/\$\{\{/);
    }
    expect(runs(testJob).join("\n")).not.toMatch(/secrets/);
    expect(JSON.stringify(testJob)).not.toMatch(/secrets\./);
  });
});
