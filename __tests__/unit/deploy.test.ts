/**
 * @jest-environment node
 *
 * The deploy's own decisions (.github/workflows/deploy.yml), each step's script run as a runner runs it, with
 * stand-ins for curl (GitHub's and Cloudflare's APIs) and npx (wrangler): a scheduled run deployed only when it
 * built a site, a preview's name, production only from the tip of its branch, wrangler run where no file of the
 * checkout decides what runs, the refusals, and the commit status that the content manager's View Preview reads.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { readWorkflow, runStep } from "../support/workflow-step";
import { tempDir } from "../support/temp-dir";
import { PREVIEW_STATUS_CONTEXT } from "../../cms/build/addresses";

const deploy = readWorkflow(".github/workflows/deploy.yml");
const SHA = "a1b2c3d4e5f60718293a4b5c6d7e8f9012345678";
const TIP = "b".repeat(40);
const TOKEN = `cf-token-${Math.random().toString(36).slice(2)}`;
const ACCOUNT = "0123456789abcdef0123456789abcdef";

interface Call {
  tool: string;
  args: string[];
  cwd: string;
  token?: string;
  registry?: string;
  body?: string;
  headers: string[];
}
interface World {
  /** The CI run's artifacts named `site`, and GitHub's answer when asked for them. */
  sites?: number;
  sitesStatus?: number;
  tip?: string;
  compare?: string;
  projectStatus?: number;
  cloudflareProduction?: string;
  wranglerFails?: boolean;
  environment?: string;
  /** Whether the npx stand-in asks npm which registry it would use where it runs. */
  registry?: boolean;
}

/** A runner's machine: stand-ins on PATH, a checkout with planted files, the CI run's site in RUNNER_TEMP. */
function machine(world: World = {}, site: Record<string, string> = { "index.html": "<h1>Home</h1>" }) {
  const dir = tempDir("deploy-");
  const bin = path.join(dir, "bin");
  const checkout = path.join(dir, "checkout");
  const runnerTemp = path.join(dir, "runner-temp");
  const log = path.join(dir, "calls.ndjson");
  const planted = path.join(dir, "planted-wrangler-ran");
  for (const [file, text] of Object.entries({
    "functions/api/auth.ts": "// the trusted sign-in\n",
    "lib/common-headers.ts": "export {};\n",
    // What a commit could plant to decide what npx fetches or runs with the token.
    ".npmrc": "registry=http://127.0.0.1:9/planted/\n",
    "package.json": '{ "name": "planted", "dependencies": { "wrangler": "4.164.0" } }\n',
    "node_modules/.bin/wrangler": `#!/bin/sh\ntouch ${planted}\n`,
    ...Object.fromEntries(Object.entries(site).map(([file, text]) => [`../runner-temp/site/${file}`, text])),
  })) {
    fs.mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
    fs.writeFileSync(path.join(checkout, file), text, { mode: 0o755 });
  }
  fs.mkdirSync(bin);
  const standIn = (tool: string, body: string) =>
    fs.writeFileSync(
      path.join(bin, tool),
      `#!${process.execPath}
const fs = require("node:fs"), path = require("node:path"), { execSync } = require("node:child_process");
const world = ${JSON.stringify(world)}, args = process.argv.slice(2);
const headers = args.flatMap((a, i) => args[i - 1] === "-H" ? [a.startsWith("@") ? fs.readFileSync(a.slice(1), "utf8").trim() : a] : []);
const call = { tool: ${JSON.stringify(tool)}, args, cwd: process.cwd(), token: process.env.CLOUDFLARE_API_TOKEN, headers };
const record = () => fs.appendFileSync(${JSON.stringify(log)}, JSON.stringify(call) + "\\n");
${body}`,
      { mode: 0o755 },
    );
  standIn(
    "curl",
    `const url = args.find((a) => /^https:/.test(a));
if (args.includes("@-")) call.body = fs.readFileSync(0, "utf8");
record();
const answer = (status, body) => { console.log(JSON.stringify(body)); process.exit(status === 200 ? 0 : 22); };
if (url.includes("/artifacts?")) answer(world.sitesStatus ?? 200, { total_count: world.sites ?? 1 });
if (url.includes("/git/ref/heads/")) answer(world.tip ? 200 : 404, { object: { sha: world.tip } });
if (url.includes("/compare/")) answer(200, { status: world.compare });
if (url.includes("/statuses/")) answer(200, {});
if (url.startsWith("https://api.cloudflare.com/"))
  answer(world.projectStatus ?? 200, { result: { production_branch: world.cloudflareProduction ?? "main" } });
process.exit(2);`,
  );
  standIn(
    "npx",
    `// The registry npm reads where npx runs: a planted .npmrc there would name its own.
if (world.registry) call.registry = execSync("npm config get registry", { encoding: "utf8" }).trim();
record();
const command = args.slice(2);
if (command[0] === "--version") process.exit(0);
if (world.wranglerFails) process.exit(1);
const branch = command.find((a) => a.startsWith("--branch=")).slice(9);
const environment = world.environment ?? (branch === (world.cloudflareProduction ?? "main") ? "production" : "preview");
fs.appendFileSync(process.env.WRANGLER_OUTPUT_FILE_PATH, JSON.stringify({ type: "pages-deploy-detailed",
  url: "https://1a2b3c4d.brightcode-website.pages.dev", alias: "https://" + branch + ".brightcode-website.pages.dev", environment }) + "\\n");`,
  );
  const calls = (): Call[] =>
    fs.existsSync(log)
      ? fs
          .readFileSync(log, "utf8")
          .trim()
          .split("\n")
          .map((line) => JSON.parse(line))
      : [];
  const run = (name: string, given: Record<string, string>) =>
    runStep(deploy, deploy.jobs.target!.steps.some((step) => step.name === name) ? "target" : "deploy", name, {
      given,
      cwd: checkout,
      runnerTemp,
      bin,
    });
  return { run, calls, checkout, runnerTemp, planted };
}

const job = (target: string, branch: string) => ({
  PRODUCTION_BRANCH: "main",
  TARGET: target,
  BRANCH: branch,
  SHA,
  GITHUB_TOKEN: "ghs_deployRunToken",
});
const secrets = {
  CLOUDFLARE_API_TOKEN: TOKEN,
  CLOUDFLARE_ACCOUNT_ID: ACCOUNT,
  CLOUDFLARE_PAGES_PROJECT: "brightcode-website",
  MESSAGE: "Update projects “Fleet tracking”",
};
/** wrangler fetched, then the deploy, as the job runs them once the checkout and the site are there. */
function deployed(
  target: string,
  branch: string,
  world: World = {},
  extra: Record<string, string> = {},
  site?: Record<string, string>,
) {
  const m = machine(world, site);
  const fetched = m.run("wrangler, in a folder of its own", job(target, branch));
  expect(fetched.status).toBe(0);
  const step = m.run("Deploy", { ...job(target, branch), ...secrets, ...extra });
  const pagesDeploy = m.calls().find((call) => call.args.includes("deploy"));
  return { ...m, step, pagesDeploy };
}

describe("a scheduled run", () => {
  const built = (event: string, world: World = {}) => {
    const m = machine(world);
    const given = { PRODUCTION_BRANCH: "main", EVENT: event, RUN_ID: "4242", GITHUB_TOKEN: "ghs_deployRunToken" };
    return { ...m.run("Whether the run built a site", given), calls: m.calls() };
  };

  it("is deployed only when it built a site, an article's time having come; every other run that passed did", () => {
    const push = built("push", { sites: 0 });
    expect({ outputs: push.outputs, calls: push.calls }).toEqual({ outputs: { site: "true" }, calls: [] });
    const due = built("schedule", { sites: 1 });
    expect(due.outputs).toEqual({ site: "true" });
    expect(due.calls[0]!.args.at(-1)).toBe(
      "https://api.github.com/repos/brightcode/website/actions/runs/4242/artifacts?name=site",
    );
    expect(due.calls[0]!.headers).toContain("Authorization: Bearer ghs_deployRunToken");
    const nothingDue = built("schedule", { sites: 0 });
    expect({ status: nothingDue.status, outputs: nothingDue.outputs }).toEqual({ status: 0, outputs: {} });
    expect(built("schedule", { sitesStatus: 500 }).status).not.toBe(0);
  });
});

describe("the target", () => {
  const choose = (branch: string, production = "main") =>
    machine().run("Production or a preview, and the preview's branch name", {
      HEAD_BRANCH: branch,
      PRODUCTION_BRANCH: production,
    }).outputs;

  it("is production for the production branch's name, and the alias Cloudflare gives for any other", () => {
    expect(choose("main")).toEqual({ target: "production", branch: "main" });
    expect(choose("cms/projects/fleet-tracking")).toEqual({ target: "preview", branch: "cms-projects-fleet-tracking" });
    expect(choose("Feature/Search_2").branch).toBe("feature-search-2");
    expect(choose("cms/projects/a-rather-long-project-slug").branch).toBe("cms-projects-a-rather-long-p");
  });

  it.each(["main", "master", "preview-main", "release/2026", "Main"])(
    "never names a preview after the production branch %s, and only as Cloudflare accepts",
    (production) => {
      const alias = production.toLowerCase().replace(/[^a-z0-9]/g, "-");
      for (const branch of [
        ...["main", "Main", "MAIN", "main/", "-main", "main.", "--branch=main", "refs/heads/main", "m\u0430in"],
        ...["preview-main", "Preview-Main", "release/2026", "Release-2026", "master", "a".repeat(300), "日本語"],
        ...["-", "x;echo main", "$(echo main)", "`echo main`", "main$IFS", '"main"', "main|cat", "\\main"],
      ]) {
        const chosen = choose(branch, production);
        if (branch === production) {
          expect({ branch, chosen }).toEqual({ branch, chosen: { target: "production", branch } });
          continue;
        }
        expect({
          branch,
          target: chosen.target,
          allowed: /^[a-z0-9](?:[a-z0-9-]{0,26}[a-z0-9])?$/.test(chosen.branch!),
        }).toEqual({ branch, target: "preview", allowed: true });
        expect([production, production.toLowerCase(), alias]).not.toContain(chosen.branch);
      }
    },
  );
});

describe("production", () => {
  const tipCheck = (world: World, attempt = "1") =>
    machine(world).run("Production, only the tip of its branch", {
      ...job("production", "main"),
      RUN_ATTEMPT: attempt,
    });

  it("deploys the commit at the tip of refs/heads/<production branch>", () => {
    const m = machine({ tip: SHA });
    const checked = m.run("Production, only the tip of its branch", { ...job("production", "main"), RUN_ATTEMPT: "1" });
    expect(checked.status).toBe(0);
    expect(m.calls()[0]!.args.at(-1)).toBe("https://api.github.com/repos/brightcode/website/git/ref/heads/main");
  });

  const short = [SHA.slice(0, 12), TIP.slice(0, 12)];
  it.each([
    [
      "a tag named like the branch",
      "diverged",
      "1",
      `${short[0]} is not a commit of the branch main (a tag named like it?): production deploys the branch's tip only`,
    ],
    [
      "a commit a newer push overtook",
      "ahead",
      "1",
      `${short[0]} is no longer the tip of main (${short[1]}), whose own run deploys it`,
    ],
    [
      "a re-run of an old run",
      "ahead",
      "3",
      `a re-run of an old run: ${short[0]} is no longer the tip of main (${short[1]}); to go back, roll back (docs/operators.md)`,
    ],
  ])("refuses %s, saying why, before anything is deployed", (_, compare, attempt, problem) => {
    const checked = tipCheck({ tip: TIP, compare }, attempt);
    expect(checked.status).not.toBe(0);
    expect(checked.outputs.problem).toBe(problem);
  });

  it("refuses when GitHub does not show the branch's tip", () => {
    expect(tipCheck({}).outputs.problem).toBe("GitHub did not show the tip of the branch main");
  });

  it("is deployed from the production branch, as production", () => {
    const { step, pagesDeploy } = deployed("production", "main");
    expect(step.outputs).toMatchObject({ url: "https://1a2b3c4d.brightcode-website.pages.dev" });
    expect(pagesDeploy!.args.filter((arg) => arg.startsWith("--branch"))).toEqual(["--branch=main"]);
  });
});

describe("wrangler", () => {
  it("runs where no .npmrc, package.json or node_modules of the checkout is read or run", () => {
    const { step, calls, checkout, runnerTemp, planted } = deployed("preview", "cms-projects-x", { registry: true });
    expect(step.status).toBe(0);
    const npx = calls().filter((call) => call.tool === "npx");
    expect(npx.map((call) => call.args.slice(0, 4))).toEqual([
      ["--yes", "wrangler@4.164.0", "--version"],
      ["--yes", "wrangler@4.164.0", "pages", "deploy"],
    ]);
    for (const call of npx) {
      // A folder of the functions and what they import, outside the checkout.
      expect(call.cwd).toBe(path.join(runnerTemp, "deploy"));
      expect(fs.readdirSync(call.cwd).sort()).toEqual(["functions", "lib"]);
      expect(call.registry).toMatch(/^https:/);
    }
    expect(fs.existsSync(planted)).toBe(false);
    // The check can see a planted file: npm in the checkout reads its .npmrc.
    expect(execSync("npm config get registry", { cwd: checkout, encoding: "utf8" })).toContain("planted");
    // The token reaches wrangler's deploy only, through its environment.
    expect(npx.map((call) => call.token)).toEqual([undefined, TOKEN]);
    expect(
      calls()
        .flatMap((call) => call.args)
        .join(" "),
    ).not.toContain(TOKEN);
  });

  it("is given the project, the preview's name, the commit and its message, each value after its option's =", () => {
    const { pagesDeploy, runnerTemp } = deployed("preview", "cms-pages-about", {}, { MESSAGE: "--branch=main" });
    expect(pagesDeploy!.args.slice(2)).toEqual([
      "pages",
      "deploy",
      path.join(runnerTemp, "site"),
      "--project-name=brightcode-website",
      "--branch=cms-pages-about",
      `--commit-hash=${SHA}`,
      "--commit-message=--branch=main",
      "--commit-dirty=false",
    ]);
  });
});

describe("nothing is deployed", () => {
  interface Refusal {
    target?: string;
    branch?: string;
    world?: World;
    env?: Record<string, string>;
    site?: Record<string, string>;
    problem: string;
  }
  const siteWith = (file: string): Refusal => ({
    site: { "index.html": "", [file]: "export default {}" },
    problem: `the site holds ${file.split("/")[0]}, which no build of this site writes`,
  });
  const production = { target: "production", branch: "main" };
  const refusals: Record<string, Refusal> = {
    "production for another branch": { target: "production", branch: "release", problem: "not the production branch" },
    "a preview without a name": { branch: "Main", problem: "no preview branch name" },
    "a preview named as production": { branch: "main", problem: "no preview branch name" },
    "a site without a home page": { site: { "about.html": "" }, problem: "the site has no index.html" },
    "a site with _worker.js": siteWith("_worker.js"),
    "a site with _worker.js/index.js": siteWith("_worker.js/index.js"),
    "a site with _routes.json": siteWith("_routes.json"),
    "without the token": {
      env: { CLOUDFLARE_API_TOKEN: "" },
      problem: "CLOUDFLARE_API_TOKEN is missing: a secret of the preview environment",
    },
    "when Cloudflare refuses": {
      ...production,
      world: { projectStatus: 403 },
      problem:
        "Cloudflare refused to show the Pages project brightcode-website (the token's permission, the account id, the project's name)",
    },
    "production to another Cloudflare branch": {
      ...production,
      world: { cloudflareProduction: "master" },
      problem: "the Pages project's production branch is 'master', not 'main': make them the same",
    },
    "a preview of Cloudflare's production branch": {
      branch: "staging",
      world: { cloudflareProduction: "staging" },
      problem: "the Pages project's production branch is 'staging', which a preview may not deploy to",
    },
    "when wrangler fails": {
      world: { wranglerFails: true },
      problem: "wrangler pages deploy failed (its messages are above)",
    },
    "when Cloudflare deploys it elsewhere": {
      world: { environment: "production" },
      problem: "Cloudflare deployed this as 'production', not preview",
    },
  };
  it.each(Object.entries(refusals))("%s", (_, { target = "preview", branch = "x", world = {}, env, site, problem }) => {
    const { step, pagesDeploy } = deployed(target, branch, world, env, site);
    expect(step.status).not.toBe(0);
    expect(step.outputs.problem).toBe(problem);
    if (!world.wranglerFails && !world.environment) expect(pagesDeploy).toBeUndefined();
  });
});

describe("the commit status View Preview reads", () => {
  const status = (name: string, given: Record<string, string>) => {
    const m = machine();
    expect(m.run(name, { ...job(given.TARGET!, "x"), ...given }).status).toBe(0);
    const [call] = m.calls();
    expect(call!.args.at(-1)).toBe(`https://api.github.com/repos/brightcode/website/statuses/${SHA}`);
    expect(call!.headers).toContain("Authorization: Bearer ghs_deployRunToken");
    return JSON.parse(call!.body!);
  };
  const run = "https://github.com/brightcode/website/actions/runs/99";

  it("is under the content manager's preview_context, pending while the deploy runs", () => {
    expect(status("Status, pending", { TARGET: "preview" })).toEqual({
      state: "pending",
      target_url: run,
      description: "Deploying the preview…",
      context: PREVIEW_STATUS_CONTEXT,
    });
  });

  it("gives the deployment's address, or says why nothing was deployed", () => {
    const done = (given: Record<string, string>) =>
      status("Status, done", { URL: "https://1a.x.pages.dev", ALIAS: "https://x.pages.dev", PROBLEM: "", ...given });
    expect(done({ TARGET: "preview", OUTCOME: "success" })).toMatchObject({
      state: "success",
      target_url: "https://1a.x.pages.dev",
      description: "Preview ready (latest of this branch: https://x.pages.dev)",
    });
    expect(done({ TARGET: "production", OUTCOME: "success" }).description).toBe("Deployed to production");
    expect(done({ TARGET: "production", OUTCOME: "skipped", PROBLEM: "a re-run of an old run" })).toMatchObject({
      state: "failure",
      target_url: run,
      description: "Not deployed: a re-run of an old run",
    });
  });
});
