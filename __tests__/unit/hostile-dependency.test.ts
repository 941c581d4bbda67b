/**
 * @jest-environment node
 *
 * A hostile dependency, shown harmless (issue 38's experiment, against this workflow). The CI workflow's content
 * job (.github/workflows/ci.yml) runs with a stand-in `npm` that plays a dependency gone bad: its install writes
 * NODE_OPTIONS and BASH_ENV into $GITHUB_ENV, a folder of fake tools into $GITHUB_PATH, and a wrangler of its own
 * into node_modules/.bin; its "build" reads its parent process's environment (/proc/<ppid>/environ) and every
 * readable /proc/*\/environ for the deploy's secrets, publishes what it found in the site, replaces
 * node_modules/.bin/wrangler again and plants files in the site. Then the deploy workflow
 * (.github/workflows/deploy.yml) deploys the site that build uploaded, with stand-ins for wrangler and the APIs
 * (deploy-run.ts). Both run from the workflow files themselves, each job with the environment a runner gives it.
 *
 * It shows: the build found no secret (CI holds none: the context offers the deploy's secrets and CI takes none);
 * the hostile wrangler and tools never ran, nor NODE_OPTIONS or BASH_ENV reached the deploy (another job, another
 * machine); the deploy ran the pinned wrangler only, with the token, and the trusted functions; a planted
 * _worker.js stops the deploy. And, so that the scan is known to work, it finds the token when a job does hold it.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { GITHUB_TOKEN, REPOSITORY, runDeploy, SECRETS, SHA } from "../support/deploy-run";
import { readWorkflow, root, runJob, type ActionHandler, type Workflow } from "../support/workflow-run";
import { tempDir } from "../support/temp-dir";

const CI_TOKEN = `ghs_ciRunToken${Math.random().toString(36).slice(2)}`;
/** What the hostile build looks for: the deploy's secrets by name in its parent, and their values anywhere. */
const NAMES = ["CLOUDFLARE_API_TOKEN", "CLOUDFLARE_ACCOUNT_ID", "GITHUB_TOKEN", "GH_TOKEN", "ACTIONS_RUNTIME_TOKEN"];
const VALUES = [SECRETS.CLOUDFLARE_API_TOKEN, SECRETS.CLOUDFLARE_ACCOUNT_ID, GITHUB_TOKEN, CI_TOKEN];
/** The tools it puts first on PATH, for every later step of its job: those the deploy runs. */
const TOOLS = ["npx", "curl", "jq", "wrangler"];

interface Found {
  inParent: string[];
  anywhere: { pid: string; name: string }[];
  readable: number;
}

/** The stand-in npm, a dependency gone bad, and what it leaves behind, in `dir`. */
function hostileNpm(dir: string, { worker }: { worker: boolean }) {
  const bin = path.join(dir, "hostile-bin");
  const tools = path.join(dir, "hostile-tools");
  const marks = path.join(dir, "marks");
  for (const folder of [bin, tools, marks]) fs.mkdirSync(folder, { recursive: true });
  const mark = (name: string) => path.join(marks, name);
  const evilJs = path.join(dir, "evil.cjs");
  const evilSh = path.join(dir, "evil.sh");
  fs.writeFileSync(
    evilJs,
    `require("node:fs").appendFileSync(${JSON.stringify(mark("node-options"))}, process.argv.join(" ") + "\\n");\n`,
  );
  fs.writeFileSync(evilSh, `echo "$0" >> ${JSON.stringify(mark("bash-env"))}\n`);
  // Tools put first on PATH through $GITHUB_PATH: each records that it ran, with its environment.
  for (const tool of TOOLS) {
    fs.writeFileSync(path.join(tools, tool), `#!/bin/sh\n{ echo "${tool} $*"; env; } >> "${mark(`tool-${tool}`)}"\n`, {
      mode: 0o755,
    });
  }
  const wrangler = `#!/bin/sh\n{ echo "hostile wrangler $*"; env; } >> "${mark("hostile-wrangler")}"\n`;
  fs.writeFileSync(
    path.join(bin, "npm"),
    `#!${process.execPath}
const fs = require("node:fs");
const path = require("node:path");
const args = process.argv.slice(2);
const plantWrangler = (folder) => {
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, "wrangler"), ${JSON.stringify(wrangler)}, { mode: 0o755 });
};
if (args[0] === "ci") {
  // An install script: a wrangler of its own, and settings for every later step of the job.
  plantWrangler("node_modules/.bin");
  fs.appendFileSync(process.env.GITHUB_ENV, "NODE_OPTIONS=--require=${evilJs}\\nBASH_ENV=${evilSh}\\n");
  fs.appendFileSync(process.env.GITHUB_PATH, "${tools}\\n");
  process.exit(0);
}
if (args[0] === "run" && args[1] === "test:content") {
  // The build: the parent's environment, then every environment this user can read.
  const entries = (pid) => {
    try { return fs.readFileSync("/proc/" + pid + "/environ", "latin1").split("\\0").filter(Boolean); } catch { return null; }
  };
  const names = ${JSON.stringify(NAMES)};
  const values = ${JSON.stringify(VALUES)};
  const found = { inParent: [], anywhere: [], readable: 0 };
  for (const entry of [...(entries(process.ppid) ?? []), ...Object.entries(process.env).map(([n, v]) => n + "=" + v)]) {
    const name = entry.slice(0, entry.indexOf("="));
    if (names.includes(name)) found.inParent.push(name);
  }
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\\d+$/.test(name))) {
    const list = entries(pid);
    if (!list) continue;
    found.readable++;
    for (const entry of list) {
      const value = entry.slice(entry.indexOf("=") + 1);
      if (values.includes(value)) found.anywhere.push({ pid, name: entry.slice(0, entry.indexOf("=")) });
    }
  }
  // The site, with what was found in it for anyone to read, and files for the deploy to run.
  fs.mkdirSync("public", { recursive: true });
  fs.writeFileSync("public/index.html", "<h1>Home</h1>");
  fs.writeFileSync("public/found.json", JSON.stringify(found));
  plantWrangler("node_modules/.bin");
  plantWrangler("public/node_modules/.bin");
  fs.mkdirSync("public/functions/api", { recursive: true });
  fs.writeFileSync("public/functions/api/evil.js", "export const onRequest = () => new Response('pwned');");
  ${worker ? `fs.writeFileSync("public/_worker.js", "export default { fetch: () => new Response('pwned') };");` : ""}
  process.exit(0);
}
process.exit(0);
`,
    { mode: 0o755 },
  );
  const read = (name: string) => (fs.existsSync(mark(name)) ? fs.readFileSync(mark(name), "utf8") : "");
  return { bin, tools, read };
}

/** The files of a CI checkout that the content job's steps run (the machine's set-up stood in: it installs). */
function checkout(dir: string) {
  for (const file of ["package.json", ".node-version", "scripts/ci/write-build-env.mjs", "scripts/ci/build-env.mjs"]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  fs.mkdirSync(path.join(dir, ".ci"));
  fs.writeFileSync(path.join(dir, ".ci/setup"), "# the machine's set-up: nothing to install here\n");
}

/** Runs CI's content job, in the content lane, for a push of `branch` to this repository. */
function runContentJob(workflow: Workflow, hostile: ReturnType<typeof hostileNpm>, dir: string) {
  const workspace = path.join(dir, "ci", "website");
  const runnerTemp = path.join(dir, "ci", "runner-temp");
  const artifact = path.join(dir, "artifact-site");
  for (const folder of [workspace, runnerTemp]) fs.mkdirSync(folder, { recursive: true });
  let uploaded = false;
  const actions: Record<string, ActionHandler> = {
    "actions/checkout": () => checkout(workspace),
    "actions/setup-node": () => {},
    "actions/cache": () => {},
    "actions/upload-artifact": (_, inputs) => {
      if (inputs.name !== "site") return;
      fs.cpSync(path.join(workspace, inputs.path!), artifact, { recursive: true });
      uploaded = true;
    },
  };
  const branch = "cms/projects/fleet-tracking";
  const run = runJob({
    workflow,
    jobId: "content",
    cwd: workspace,
    temp: runnerTemp,
    actions,
    // The deploy's secrets are there for the taking: a job gets those it names.
    context: {
      github: {
        event_name: "push",
        ref_name: branch,
        repository: REPOSITORY.full_name,
        sha: SHA,
        token: CI_TOKEN,
        event: { repository: REPOSITORY },
      },
      vars: { SITE_URL: "https://www.brightcode.example", CMS_WORKFLOW: "editorial", CMS_AUTH_URL: "" },
      secrets: { ...SECRETS, GITHUB_TOKEN: CI_TOKEN },
      needs: { lane: { result: "success", outputs: { lane: "content" } } },
      matrix: { node: 24 },
      strategy: { "job-index": 0 },
      runner: { temp: runnerTemp, os: "Linux" },
    },
    baseEnv: {
      PATH: `${hostile.bin}:${path.dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin`,
      HOME: path.join(dir, "ci", "home"),
      CI: "true",
      GITHUB_ACTIONS: "true",
      GITHUB_EVENT_NAME: "push",
      GITHUB_REF_NAME: branch,
      GITHUB_REPOSITORY: REPOSITORY.full_name,
      GITHUB_SHA: SHA,
      GITHUB_WORKSPACE: workspace,
    },
  });
  return { run, artifact: uploaded ? artifact : null, branch };
}

const ci = readWorkflow(".github/workflows/ci.yml");

describe("a hostile dependency in the build", () => {
  const dir = tempDir("hostile-");
  const hostile = hostileNpm(dir, { worker: false });
  const { run: build, artifact, branch } = runContentJob(ci, hostile, dir);
  const found = JSON.parse(fs.readFileSync(path.join(artifact!, "found.json"), "utf8")) as Found;
  const marks = () => ({
    bashEnv: hostile.read("bash-env"),
    nodeOptions: hostile.read("node-options"),
    wrangler: hostile.read("hostile-wrangler"),
    ...Object.fromEntries(TOOLS.map((tool) => [tool, hostile.read(`tool-${tool}`)])),
  });
  const tainted = marks();
  const deploy = runDeploy({ branch, artifact: artifact! });

  it("runs in CI, and takes over the rest of its own job", () => {
    expect(build.result).toBe("success");
    expect(
      build.steps.filter((step) => step.outcome === "success").map((step) => step.step.run ?? step.step.uses),
    ).toEqual(expect.arrayContaining(["npm ci", "node scripts/ci/write-build-env.mjs", "npm run test:content"]));
    // What it wrote into $GITHUB_ENV reached the job's later steps: that job is the branch's, and holds nothing.
    expect(build.addedEnv.NODE_OPTIONS).toMatch(/^--require=/);
    expect(tainted.bashEnv).not.toBe("");
    expect(tainted.nodeOptions).toContain("write-build-env.mjs");
    expect(found.readable).toBeGreaterThan(1);
  });

  it("finds no secret: not in its parent's environment, not in any environment it can read", () => {
    expect(found.inParent).toEqual([]);
    expect(found.anywhere).toEqual([]);
    for (const step of build.steps) {
      for (const value of VALUES) expect(JSON.stringify(step.env ?? {})).not.toContain(value);
    }
  });

  it("never runs its wrangler or its tools, nor reaches the deploy with NODE_OPTIONS or BASH_ENV", () => {
    expect(deploy.job!.id).toBe("preview");
    expect(deploy.job!.run.result).toBe("success");
    // Nothing it left ran after the build's job: the marks are as that job left them.
    expect(marks()).toEqual(tainted);
    expect(tainted.wrangler).toBe("");
    for (const step of [...deploy.target.steps, ...deploy.job!.run.steps]) {
      expect(step.env ?? {}).not.toHaveProperty("NODE_OPTIONS");
      expect(step.env ?? {}).not.toHaveProperty("BASH_ENV");
      expect(step.env?.PATH ?? "").not.toContain(hostile.tools);
    }
  });

  it("is deployed by the pinned wrangler only, with the token, and the trusted functions", () => {
    const wranglers = deploy.calls.filter((call) => call.tool === "npx");
    expect(wranglers.map((call) => call.args.slice(0, 4))).toEqual([
      ["--yes", "wrangler@4.164.0", "--version"],
      ["--yes", "wrangler@4.164.0", "pages", "deploy"],
    ]);
    expect(wranglers[1]!.env.CLOUDFLARE_API_TOKEN).toBe(SECRETS.CLOUDFLARE_API_TOKEN);
    // What the build planted in the site is uploaded as files to look at, as any page is; the functions are
    // the trusted checkout's.
    expect(deploy.uploaded!.functions).toEqual(["api", "api/auth.ts"]);
    expect(deploy.uploaded!.site).toEqual(expect.arrayContaining(["found.json", "functions/api/evil.js"]));
    expect(deploy.statuses.at(-1)!.body.state).toBe("success");
  });
});

describe("a hostile dependency that plants a _worker.js", () => {
  it("stops the deploy before wrangler runs", () => {
    const dir = tempDir("hostile-worker-");
    const hostile = hostileNpm(dir, { worker: true });
    const { run: build, artifact, branch } = runContentJob(ci, hostile, dir);
    expect(build.result).toBe("success");
    const deploy = runDeploy({ branch, artifact: artifact! });
    expect(deploy.job!.run.result).toBe("failure");
    expect(deploy.calls.filter((call) => call.tool === "npx").map((call) => call.args)).toEqual([
      ["--yes", "wrangler@4.164.0", "--version"],
    ]);
    expect(deploy.statuses.at(-1)!.body).toMatchObject({
      state: "failure",
      description: "Not deployed: the site holds _worker.js, which no build of this site writes",
    });
    expect(hostile.read("hostile-wrangler")).toBe("");
  });
});

describe("the experiment's own check", () => {
  it("finds the token in its parent's environment, and anywhere, when the build's job holds it", () => {
    // The content job as it would be with the deploy's token in its environment, as the old deploy job had.
    const exposed = parse(fs.readFileSync(path.join(root, ".github/workflows/ci.yml"), "utf8")) as Workflow;
    exposed.jobs.content!.env = { CLOUDFLARE_API_TOKEN: "${{ secrets.CLOUDFLARE_API_TOKEN }}" };
    const dir = tempDir("hostile-exposed-");
    const { artifact } = runContentJob(exposed, hostileNpm(dir, { worker: false }), dir);
    const found = JSON.parse(fs.readFileSync(path.join(artifact!, "found.json"), "utf8")) as Found;
    expect(found.inParent).toContain("CLOUDFLARE_API_TOKEN");
    expect(found.anywhere).toEqual(expect.arrayContaining([expect.objectContaining({ name: "CLOUDFLARE_API_TOKEN" })]));
  });
});
