/**
 * @jest-environment node
 *
 * The deploy (scripts/deploy.mjs) against stand-ins: GitHub's status API on this machine (an HTTP server that
 * records what it is sent) and wrangler (a stand-in program that records its arguments and environment and
 * writes what `wrangler pages deploy` writes to WRANGLER_OUTPUT_FILE_PATH). Production from the production
 * branch only, a preview for any other, the status Decap reads, no deploy without passing tests, and a clear
 * message for a missing secret; no secret on a command line.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { deploy, STATUS_CONTEXT } from "../../scripts/deploy/deploy.mjs";

const root = path.resolve(__dirname, "../..");
const SECRETS = {
  CLOUDFLARE_API_TOKEN: "cf-token-0123456789abcdef",
  CLOUDFLARE_ACCOUNT_ID: "0123456789abcdef0123456789abcdef",
  GITHUB_TOKEN: "ghs_workflowToken0123456789",
};
const SHA = "a1b2c3d4e5f60718293a4b5c6d7e8f9012345678";
const PROJECT = "brightcode-website";

interface Posted {
  path: string;
  authorization: string;
  body: { state: string; target_url: string; description: string; context: string };
}

let github: http.Server;
let posted: Posted[];
let refuse: number | undefined;
let api: string;

beforeAll(async () => {
  // GitHub's API: POST /repos/:owner/:repo/statuses/:sha, answered 201 (or `refuse`), recorded.
  github = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk));
    req.on("end", () => {
      posted.push({
        path: `${req.method} ${req.url}`,
        authorization: req.headers.authorization ?? "",
        body: JSON.parse(body),
      });
      res
        .writeHead(refuse ?? 201, { "Content-Type": "application/json" })
        .end(refuse ? '{"message":"Resource not accessible by integration"}' : "{}");
    });
  });
  await new Promise<void>((resolve) => github.listen(0, "127.0.0.1", resolve));
  api = `http://127.0.0.1:${(github.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => github.close(() => resolve())));

interface Ran {
  program: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

/**
 * Runs the deploy for a push of `branch`, with wrangler's stand-in deploying as Cloudflare would for a project
 * whose production branch is `cloudflareProduction`; `build` and `wrangler` are their exit codes.
 */
async function run(
  branch: string,
  env: NodeJS.ProcessEnv = {},
  { build = 0, wrangler = 0, cloudflareProduction = "main" } = {},
) {
  posted = [];
  const ran: Ran[] = [];
  const log: string[] = [];
  const stand = async (program: string, args: string[], options: { env: NodeJS.ProcessEnv }) => {
    ran.push({ program, args, env: options.env });
    if (program === "npm") return build;
    // wrangler: Cloudflare deploys the project's production branch to production, any other to a preview.
    const branchArg = args[args.indexOf("--branch") + 1]!;
    const production = branchArg === cloudflareProduction;
    const alias = `https://${branchArg.toLowerCase().replace(/[^a-z0-9]/g, "-")}.${PROJECT}.pages.dev`;
    if (wrangler === 0) {
      const record = {
        type: "pages-deploy-detailed",
        version: 1,
        pages_project: PROJECT,
        url: `https://1a2b3c4d.${PROJECT}.pages.dev`,
        alias: production ? undefined : alias,
        environment: production ? "production" : "preview",
      };
      fs.writeFileSync(
        options.env.WRANGLER_OUTPUT_FILE_PATH!,
        `${JSON.stringify({ type: "wrangler-session" })}\n${JSON.stringify(record)}\n`,
      );
    }
    return wrangler;
  };
  const code = await deploy({
    root,
    env: {
      GITHUB_REPOSITORY: "brightcode/website",
      GITHUB_SHA: SHA,
      GITHUB_REF_NAME: branch,
      GITHUB_SERVER_URL: "https://github.com",
      GITHUB_RUN_ID: "42",
      GITHUB_API_URL: api,
      PRODUCTION_BRANCH: "main",
      CLOUDFLARE_PAGES_PROJECT: PROJECT,
      TESTS_RESULT: "success",
      PATH: process.env.PATH,
      ...SECRETS,
      ...env,
    },
    run: stand,
    log: (line: string) => log.push(line),
  });
  const wranglerRun = ran.find((r) => r.program.endsWith(path.join("node_modules", ".bin", "wrangler")));
  const buildRun = ran.find((r) => r.program === "npm");
  return {
    code,
    ran,
    log: log.join("\n"),
    wrangler: wranglerRun,
    build: buildRun,
    statuses: posted.map((p) => p.body),
  };
}

const runUrl = "https://github.com/brightcode/website/actions/runs/42";

describe("deploy", () => {
  beforeEach(() => (refuse = undefined));

  it("deploys the production branch to production, building, then uploading public/ with its functions", async () => {
    const { code, build, wrangler, statuses } = await run("main", { SITE_URL: "" });
    expect(code).toBe(0);
    expect(build!.args).toEqual(["run", "build"]);
    expect(build!.env.SITE_PREVIEW).toBe("");
    // A repository variable left unset reaches the build unset, not as "".
    expect(build!.env).not.toHaveProperty("SITE_URL");
    // Built for Cloudflare Pages (the site's own sign-in), for this repository's production branch.
    expect(build!.env).toMatchObject({ CMS_AUTH: "functions", CMS_REPO: "brightcode/website", CMS_BRANCH: "main" });
    expect(wrangler!.args).toEqual([
      "pages",
      "deploy",
      "public",
      "--project-name",
      PROJECT,
      "--branch",
      "main",
      "--commit-hash",
      SHA,
      "--commit-dirty=false",
    ]);
    expect(statuses).toEqual([
      { state: "pending", target_url: runUrl, description: "Building for production…", context: STATUS_CONTEXT },
      {
        state: "success",
        target_url: `https://1a2b3c4d.${PROJECT}.pages.dev`,
        description: "Deployed to production",
        context: STATUS_CONTEXT,
      },
    ]);
    expect(posted.map((p) => p.path)).toEqual([
      `POST /repos/brightcode/website/statuses/${SHA}`,
      `POST /repos/brightcode/website/statuses/${SHA}`,
    ]);
  });

  it("deploys any other branch, a draft's included, to a preview, kept out of search engines", async () => {
    const { code, build, wrangler, statuses } = await run("cms/projects/fleet-tracking");
    expect(code).toBe(0);
    expect(build!.env.SITE_PREVIEW).toBe("true");
    // The content manager still commits to the production branch.
    expect(build!.env.CMS_BRANCH).toBe("main");
    const branchAt = wrangler!.args.indexOf("--branch");
    expect(wrangler!.args.slice(branchAt, branchAt + 2)).toEqual(["--branch", "cms/projects/fleet-tracking"]);
    expect(statuses.map((s) => s.state)).toEqual(["pending", "success"]);
    expect(statuses[0]!.description).toBe("Building the preview…");
    // Decap's View Preview: a context containing "deploy", and the preview's address, to which it joins the
    // entry's preview_path.
    expect(statuses[1]!.context).toContain("deploy");
    expect(statuses[1]!.target_url).toBe(`https://1a2b3c4d.${PROJECT}.pages.dev`);
    expect(statuses[1]!.description).toContain(`https://cms-projects-fleet-tracking.${PROJECT}.pages.dev`);
  });

  it("honours the production branch the workflow names", async () => {
    const release = await run("release", { PRODUCTION_BRANCH: "release" }, { cloudflareProduction: "release" });
    expect(release.build!.env.SITE_PREVIEW).toBe("");
    expect(release.statuses[1]!.description).toBe("Deployed to production");
    const main = await run("main", { PRODUCTION_BRANCH: "release" }, { cloudflareProduction: "release" });
    expect(main.build!.env.SITE_PREVIEW).toBe("true");
  });

  it("stops when Cloudflare's production branch is another, rather than report production as deployed", async () => {
    const { code, statuses, log } = await run("main", {}, { cloudflareProduction: "production" });
    expect(code).toBe(1);
    expect(statuses.at(-1)!.state).toBe("failure");
    expect(log).toMatch(/deployed main as preview, not production: set the Pages project's production branch to main/);
  });

  it("deploys nothing when the tests did not pass, and says so on the commit", async () => {
    for (const result of ["failure", "skipped", ""]) {
      const { code, ran, statuses, log } = await run("main", { TESTS_RESULT: result });
      expect(code).toBe(0);
      expect(ran).toEqual([]);
      expect(statuses).toEqual([
        {
          state: "failure",
          target_url: runUrl,
          description: "Not deployed: the tests did not pass on this commit",
          context: STATUS_CONTEXT,
        },
      ]);
      expect(log).toMatch(/^Not deployed to production: the tests did not pass/);
    }
  });

  it("says which secret is missing and where it goes, and deploys nothing", async () => {
    const { code, ran, statuses, log } = await run("cms/projects/fleet-tracking", { CLOUDFLARE_API_TOKEN: "" });
    expect(code).toBe(1);
    expect(ran).toEqual([]);
    expect(log).toContain("Not deployed to a preview of cms/projects/fleet-tracking: CLOUDFLARE_API_TOKEN is missing.");
    expect(log).toContain(
      "CLOUDFLARE_API_TOKEN: a repository secret (Settings → Secrets and variables → Actions → Secrets)",
    );
    expect(statuses).toEqual([
      {
        state: "error",
        target_url: runUrl,
        description: "Not deployed: CLOUDFLARE_API_TOKEN not set",
        context: STATUS_CONTEXT,
      },
    ]);
    // Without GitHub's token nothing can be posted, and the message says so too.
    const noToken = await run("main", { GITHUB_TOKEN: "", CLOUDFLARE_PAGES_PROJECT: "" });
    expect(noToken.code).toBe(1);
    expect(noToken.statuses).toEqual([]);
    expect(noToken.log).toContain("CLOUDFLARE_PAGES_PROJECT, GITHUB_TOKEN are missing.");
    expect(noToken.log).toContain("CLOUDFLARE_PAGES_PROJECT: a repository variable");
  });

  it("puts no secret on a command line, and gives the build none", async () => {
    for (const branch of ["main", "cms/projects/fleet-tracking"]) {
      const { ran, wrangler, build } = await run(branch);
      for (const { program, args } of ran) {
        for (const secret of Object.values(SECRETS)) expect([program, ...args].join(" ")).not.toContain(secret);
      }
      // wrangler reads Cloudflare's token and account from its environment; it does not need GitHub's.
      expect(wrangler!.env).toMatchObject({
        CLOUDFLARE_API_TOKEN: SECRETS.CLOUDFLARE_API_TOKEN,
        CLOUDFLARE_ACCOUNT_ID: SECRETS.CLOUDFLARE_ACCOUNT_ID,
      });
      expect(wrangler!.env).not.toHaveProperty("GITHUB_TOKEN");
      for (const name of Object.keys(SECRETS)) expect(build!.env).not.toHaveProperty(name);
    }
    // GitHub's token goes in the status request's header.
    expect(posted[0]!.authorization).toBe(`Bearer ${SECRETS.GITHUB_TOKEN}`);
  });

  it("reports a failed build or upload on the commit, with the run's address", async () => {
    const built = await run("cms/projects/fleet-tracking", {}, { build: 1 });
    expect(built.code).toBe(1);
    expect(built.wrangler).toBeUndefined();
    expect(built.statuses.at(-1)).toEqual({
      state: "failure",
      target_url: runUrl,
      description: "Not deployed: the build failed",
      context: STATUS_CONTEXT,
    });
    const uploaded = await run("cms/projects/fleet-tracking", {}, { wrangler: 1 });
    expect(uploaded.code).toBe(1);
    expect(uploaded.statuses.at(-1)!.description).toBe("Not deployed: wrangler pages deploy failed");
  });

  it("stops with what to grant when GitHub refuses the status", async () => {
    refuse = 403;
    await expect(run("main")).rejects.toThrow(/GitHub refused the commit status \(403.*`permissions: statuses: write`/);
  });

  it("run as a program, stops with the message and no deploy where the deploy is not set up", () => {
    const result = spawnSync(process.execPath, [path.join(root, "scripts/deploy.mjs")], {
      env: {
        PATH: process.env.PATH,
        GITHUB_REPOSITORY: "brightcode/website",
        GITHUB_SHA: SHA,
        GITHUB_REF_NAME: "main",
        TESTS_RESULT: "success",
      },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      "Not deployed to production: CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID, CLOUDFLARE_PAGES_PROJECT, GITHUB_TOKEN are missing.",
    );
  });
});
