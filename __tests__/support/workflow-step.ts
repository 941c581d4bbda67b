// The GitHub Actions workflows as data, and one step's script run as a runner runs it
// (`bash --noprofile --norc -eo pipefail`). What GitHub does around a step (expressions, contexts, jobs) is not
// emulated: the test gives each variable of the step's `env:` the value its expression would have, so what is
// tested is the project's own script, its decisions and its refusals.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { root } from "./repo-files";
import { tempDir } from "./temp-dir";

export interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string>;
}
export interface Job {
  if?: string;
  needs?: string[];
  environment?: { name: string; url?: string };
  permissions?: Record<string, string>;
  strategy?: { matrix: Record<string, unknown> };
  env?: Record<string, string>;
  steps: Step[];
}
export interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  defaults?: { run?: { shell?: string } };
  env?: Record<string, string>;
  jobs: Record<string, Job>;
}

export const readWorkflow = (file: string) => parse(fs.readFileSync(path.join(root, file), "utf8")) as Workflow;

export interface StepRun {
  status: number;
  stdout: string;
  stderr: string;
  /** What the step wrote to $GITHUB_OUTPUT. */
  outputs: Record<string, string>;
}

/**
 * Runs the step named `name` of `job`, in `cwd`, with `given` for every variable whose value the workflow writes
 * as an expression (a missing one is an error: no variable is left empty by mistake), the workflow's, the job's
 * and the step's literal values, and a runner's own variables (RUNNER_TEMP is `runnerTemp`). `bin`, when given,
 * comes first on PATH: the stand-ins for the tools the step calls.
 */
export function runStep(
  workflow: Workflow,
  jobId: string,
  name: string,
  {
    given,
    cwd,
    runnerTemp = tempDir("runner-temp-"),
    bin,
  }: {
    given: Record<string, string>;
    cwd: string;
    runnerTemp?: string;
    bin?: string;
  },
): StepRun {
  const job = workflow.jobs[jobId]!;
  const step = job.steps.find((s) => s.name === name);
  if (!step?.run) throw new Error(`${jobId} has no step "${name}" that runs a script`);
  const env: Record<string, string> = {};
  for (const [variable, value] of Object.entries({ ...workflow.env, ...job.env, ...step.env })) {
    if (!value.includes("${{")) env[variable] = value;
    else if (variable in given) env[variable] = given[variable]!;
    else throw new Error(`The test gives no value for ${variable} (${value})`);
  }
  const output = path.join(runnerTemp, `output-${Math.random().toString(36).slice(2)}`);
  fs.writeFileSync(output, "");
  const result = spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", step.run], {
    cwd,
    encoding: "utf8",
    env: {
      PATH: bin ? `${bin}:${process.env.PATH}` : process.env.PATH,
      HOME: runnerTemp,
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: path.join(runnerTemp, "summary.md"),
      GITHUB_API_URL: "https://api.github.com",
      GITHUB_SERVER_URL: "https://github.com",
      GITHUB_REPOSITORY: "brightcode/website",
      GITHUB_RUN_ID: "99",
      RUNNER_TEMP: runnerTemp,
      ...env,
    },
  });
  const outputs = Object.fromEntries(
    fs
      .readFileSync(output, "utf8")
      .split("\n")
      .filter((line) => line.includes("="))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
  return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr, outputs };
}
