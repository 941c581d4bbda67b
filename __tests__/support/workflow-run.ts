// GitHub Actions, as far as the workflow tests need it, offline: the workflow files parsed, their expressions
// evaluated as GitHub evaluates them (strings compared ignoring case, numbers coerced, `||` and `&&` giving an
// operand), and a job's steps run one after another as a runner runs them: each `run:` in
// `bash --noprofile --norc -eo pipefail`, with the workflow's, the job's and the step's `env:`, what earlier steps
// added to $GITHUB_ENV and $GITHUB_PATH, and each step's outputs from $GITHUB_OUTPUT; a step's `if:` decides
// whether it runs. A `uses:` step is handed to the test, which stands in for the action.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";

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
  name?: string;
  needs?: string | string[];
  if?: string;
  "runs-on": string;
  environment?: string | { name: string; url?: string };
  permissions?: Record<string, string>;
  concurrency?: { group: string; "cancel-in-progress": boolean };
  strategy?: { "fail-fast"?: boolean; matrix: Record<string, unknown> };
  outputs?: Record<string, string>;
  env?: Record<string, string>;
  steps: Step[];
}
export interface Workflow {
  name: string;
  on: Record<string, unknown>;
  concurrency?: { group: string; "cancel-in-progress": boolean };
  permissions: Record<string, string>;
  defaults?: { run?: { shell?: string } };
  env?: Record<string, string>;
  jobs: Record<string, Job>;
}

export const root = path.resolve(__dirname, "../..");
export const readWorkflow = (file: string) => parse(fs.readFileSync(path.join(root, file), "utf8")) as Workflow;

export const needsOf = (job: Job) => (job.needs === undefined ? [] : ([] as string[]).concat(job.needs));
export const environmentOf = (job: Job) =>
  typeof job.environment === "string" ? job.environment : job.environment?.name;

// --- Expressions ---------------------------------------------------------------------------------------------

type Value = unknown;
export type Context = Record<string, Value>;
/** The status a step's or a job's `if:` reads through success(), failure(), cancelled() and always(). */
export interface Status {
  failed: boolean;
  cancelled?: boolean;
}

const TOKEN = /\s*(?:('(?:[^']|'')*')|(\d+(?:\.\d+)?)|(==|!=|<=|>=|&&|\|\||[!<>(),[\].*])|([A-Za-z_][\w-]*))/y;

function tokenize(source: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    if (/^\s*$/.test(source.slice(TOKEN.lastIndex))) break;
    const match = TOKEN.exec(source);
    if (!match) throw new Error(`Cannot read the expression at "${source.slice(TOKEN.lastIndex)}"`);
    tokens.push(match[1] ?? match[2] ?? match[3] ?? match[4]!);
  }
  return tokens;
}

const toNumber = (value: Value): number => {
  if (value === null || value === undefined) return 0;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "number") return value;
  if (typeof value === "string") return value.trim() === "" ? 0 : Number(value);
  return NaN;
};
export const truthy = (value: Value) =>
  !(value === false || value === null || value === undefined || value === "" || value === 0 || Number.isNaN(value));
/** GitHub's ==: strings ignoring case, other mixed types as numbers. */
function equal(a: Value, b: Value): boolean {
  a = a === undefined ? null : a;
  b = b === undefined ? null : b;
  if (typeof a === "string" && typeof b === "string") return a.toLowerCase() === b.toLowerCase();
  if (typeof a === typeof b && (typeof a === "object" || typeof a === "boolean")) return a === b;
  return toNumber(a) === toNumber(b);
}
/** A value as GitHub writes it into a string. */
export function asString(value: Value): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") return Array.isArray(value) ? "Array" : "Object";
  return String(value);
}

/** Evaluates one expression (without `${{ }}`) against `context`. */
export function evaluate(source: string, context: Context, status: Status = { failed: false }): Value {
  const tokens = tokenize(source);
  let at = 0;
  const peek = () => tokens[at];
  const take = (expected?: string) => {
    const token = tokens[at++];
    if (expected !== undefined && token !== expected) throw new Error(`Expected ${expected} in ${source}`);
    return token!;
  };
  const functions: Record<string, (...args: Value[]) => Value> = {
    success: () => !status.failed && !status.cancelled,
    failure: () => status.failed,
    cancelled: () => Boolean(status.cancelled),
    always: () => true,
    fromjson: (text) => JSON.parse(asString(text)),
    tojson: (value) => JSON.stringify(value, null, 2),
    contains: (haystack, needle) =>
      Array.isArray(haystack)
        ? haystack.some((item) => equal(item, needle))
        : asString(haystack).toLowerCase().includes(asString(needle).toLowerCase()),
    startswith: (text, start) => asString(text).toLowerCase().startsWith(asString(start).toLowerCase()),
    format: (template, ...args) => asString(template).replace(/\{(\d+)\}/g, (_, index) => asString(args[index])),
    hashfiles: () => "0123456789abcdef",
  };
  function primary(): Value {
    const token = take();
    if (token === "(") {
      const value = or();
      take(")");
      return value;
    }
    if (token === "!") return !truthy(primary());
    if (token.startsWith("'")) return token.slice(1, -1).replace(/''/g, "'");
    if (/^\d/.test(token)) return Number(token);
    if (token === "true" || token === "false") return token === "true";
    if (token === "null") return null;
    if (peek() === "(") {
      take("(");
      const args: Value[] = [];
      while (peek() !== ")") {
        args.push(or());
        if (peek() === ",") take(",");
      }
      take(")");
      const call = functions[token.toLowerCase()];
      if (!call) throw new Error(`No function ${token} in this stand-in`);
      return call(...args);
    }
    let value: Value = context[token];
    for (;;) {
      if (peek() === ".") {
        take(".");
        const key = take();
        value = value && typeof value === "object" ? (value as Record<string, Value>)[key] : null;
      } else if (peek() === "[") {
        take("[");
        const key = or();
        take("]");
        value = value && typeof value === "object" ? (value as Record<string, Value>)[asString(key)] : null;
      } else return value === undefined ? null : value;
    }
  }
  function comparison(): Value {
    const left = primary();
    const operator = peek();
    if (operator === "==" || operator === "!=") {
      take();
      const result = equal(left, primary());
      return operator === "==" ? result : !result;
    }
    return left;
  }
  function and(): Value {
    let value = comparison();
    while (peek() === "&&") {
      take();
      const right = comparison();
      value = truthy(value) ? right : value;
    }
    return value;
  }
  function or(): Value {
    let value = and();
    while (peek() === "||") {
      take();
      const right = and();
      value = truthy(value) ? value : right;
    }
    return value;
  }
  const value = or();
  if (at !== tokens.length) throw new Error(`Unread "${tokens.slice(at).join(" ")}" in ${source}`);
  return value;
}

/** A value that may hold `${{ }}`: the expression's value when it is all one, otherwise the text interpolated. */
export function interpolateValue(text: unknown, context: Context): Value {
  if (typeof text !== "string") return text;
  const whole = /^\s*\$\{\{([\s\S]*?)\}\}\s*$/.exec(text);
  if (whole) return evaluate(whole[1]!, context);
  return interpolate(text, context);
}
export const interpolate = (text: string, context: Context) =>
  text.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, expression: string) => asString(evaluate(expression, context)));

/** An `if:` as GitHub reads it: `${{ }}` optional, and success() implied unless a status function is named. */
export function condition(source: string | undefined, context: Context, status: Status): boolean {
  const expression = (source ?? "success()").trim().replace(/^\$\{\{([\s\S]*)\}\}$/, "$1");
  const named = /\b(?:success|failure|always|cancelled)\s*\(/.test(expression);
  if (!named && (status.failed || status.cancelled)) return false;
  return truthy(evaluate(expression, context, status));
}

/**
 * Whether a job runs, given its needs' results: a needed job that did not succeed skips it unless its `if:`
 * names a status function (and then the `if:` alone decides).
 */
export function jobRuns(job: Job, context: Context, results: Record<string, string>): boolean {
  const failed = needsOf(job).some((need) => results[need] !== "success");
  return condition(job.if, context, { failed, cancelled: false });
}

// --- Running a job's steps -----------------------------------------------------------------------------------

export interface RanStep {
  step: Step;
  outcome: "success" | "failure" | "skipped";
  env?: Record<string, string>;
  stdout?: string;
  stderr?: string;
}
export type ActionHandler = (
  step: Step,
  inputs: Record<string, string>,
  job: { cwd: string; env: Record<string, string> },
) => { outcome?: "success" | "failure"; outputs?: Record<string, string> } | void;

/** $GITHUB_ENV's and $GITHUB_OUTPUT's format: NAME=value lines, or NAME<<DELIMITER … DELIMITER. */
export function readCommandFile(file: string): Record<string, string> {
  const lines = fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n") : [];
  const values: Record<string, string> = {};
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const body: string[] = [];
      while (++i < lines.length && lines[i] !== heredoc[2]) body.push(lines[i]!);
      values[heredoc[1]!] = body.join("\n");
    } else if (line.includes("=")) {
      values[line.slice(0, line.indexOf("="))] = line.slice(line.indexOf("=") + 1);
    }
  }
  return values;
}

export interface JobRun {
  steps: RanStep[];
  outputs: Record<string, string>;
  result: "success" | "failure";
  /** What the job's steps added to $GITHUB_ENV and $GITHUB_PATH, as the runner keeps them for later steps. */
  addedEnv: Record<string, string>;
  addedPath: string[];
}

/**
 * Runs job `jobId` of `workflow` in `cwd` (the job's workspace), with `context` for its expressions (github, vars,
 * secrets, needs, matrix, runner…) and `baseEnv` as the runner's own environment (PATH, HOME, GITHUB_*…).
 * `temp` is the runner's temporary folder. Actions are stood in for by `actions[owner/name]`.
 */
export function runJob({
  workflow,
  jobId,
  context,
  cwd,
  temp,
  baseEnv,
  actions,
}: {
  workflow: Workflow;
  jobId: string;
  context: Context;
  cwd: string;
  temp: string;
  baseEnv: Record<string, string>;
  actions: Record<string, ActionHandler>;
}): JobRun {
  const job = workflow.jobs[jobId]!;
  const stepsContext: Record<string, { outcome: string; conclusion: string; outputs: Record<string, string> }> = {};
  const ran: RanStep[] = [];
  const addedEnv: Record<string, string> = {};
  const addedPath: string[] = [];
  let failed = false;
  const files = fs.mkdtempSync(path.join(temp, "_runner_file_commands-"));
  job.steps.forEach((step, index) => {
    const ctx = { ...context, steps: stepsContext, env: { ...workflow.env, ...job.env } };
    if (!condition(step.if, ctx, { failed })) {
      ran.push({ step, outcome: "skipped" });
      if (step.id) stepsContext[step.id] = { outcome: "skipped", conclusion: "skipped", outputs: {} };
      return;
    }
    const declared = Object.fromEntries(
      Object.entries({ ...workflow.env, ...job.env, ...step.env }).map(([name, value]) => [
        name,
        asString(interpolateValue(value, ctx)),
      ]),
    );
    const commandFile = (name: string) => {
      const file = path.join(files, `${name}_${index}`);
      fs.writeFileSync(file, "");
      return file;
    };
    const output = commandFile("set_output");
    const envFile = commandFile("set_env");
    const pathFile = commandFile("add_path");
    const summary = commandFile("step_summary");
    const env: Record<string, string> = {
      ...baseEnv,
      ...addedEnv,
      ...declared,
      PATH: [...addedPath, baseEnv.PATH].join(":"),
      RUNNER_TEMP: temp,
      GITHUB_OUTPUT: output,
      GITHUB_ENV: envFile,
      GITHUB_PATH: pathFile,
      GITHUB_STEP_SUMMARY: summary,
    };
    let outcome: "success" | "failure";
    let outputs: Record<string, string> = {};
    let record: RanStep;
    if (step.uses) {
      const action = step.uses.replace(/@.*$/, "");
      const handler = actions[action];
      if (!handler) throw new Error(`No stand-in for ${action} (step ${step.name ?? index})`);
      const inputs = Object.fromEntries(
        Object.entries(step.with ?? {}).map(([name, value]) => [name, asString(interpolateValue(value, ctx))]),
      );
      const result = handler(step, inputs, { cwd, env }) ?? {};
      outcome = result.outcome ?? "success";
      outputs = result.outputs ?? {};
      record = { step, outcome, env };
    } else {
      const script = path.join(files, `step_${index}.sh`);
      fs.writeFileSync(script, step.run!);
      const shell = step.run && (workflow.defaults?.run?.shell ?? "bash");
      if (shell !== "bash") throw new Error(`This stand-in runs bash steps only, not ${shell}`);
      const result = spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", script], {
        cwd,
        env,
        encoding: "utf8",
        timeout: 60_000,
      });
      outcome = result.status === 0 ? "success" : "failure";
      outputs = readCommandFile(output);
      record = { step, outcome, env, stdout: result.stdout, stderr: result.stderr };
      Object.assign(addedEnv, readCommandFile(envFile));
      addedPath.unshift(...fs.readFileSync(pathFile, "utf8").split("\n").filter(Boolean).reverse());
    }
    ran.push(record);
    if (outcome === "failure") failed = true;
    if (step.id) stepsContext[step.id] = { outcome, conclusion: outcome, outputs };
  });
  const ctx = { ...context, steps: stepsContext };
  const outputs = Object.fromEntries(
    Object.entries(job.outputs ?? {}).map(([name, value]) => [name, asString(interpolateValue(value, ctx))]),
  );
  return { steps: ran, outputs, result: failed ? "failure" : "success", addedEnv, addedPath };
}
