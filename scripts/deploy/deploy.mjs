// The deploy's logic (scripts/deploy.mjs runs it): deploys a commit that passed its tests to Cloudflare Pages (a
// Direct Upload project: the workflow builds, wrangler uploads) and tells GitHub where it went, with a commit
// status whose context contains "deploy": Decap CMS reads that status on a draft's last commit and shows View
// Preview, at the status's address joined to the entry's preview_path. The production branch goes to
// production; any other branch (a draft of the content manager, a pull request's branch) to a preview address of
// its own. Configured only through the environment, so that no secret is ever on a command line. No
// import.meta here: Jest loads this file as CommonJS (__tests__/unit/deploy.test.ts).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The status's context: Decap links the first status whose context contains "deploy". */
export const STATUS_CONTEXT = "deploy/cloudflare-pages";

/** What the deploy needs, and where an operator sets each (docs/operators.md names their scopes). */
const NEEDED = {
  CLOUDFLARE_API_TOKEN: "a repository secret (Settings → Secrets and variables → Actions → Secrets)",
  CLOUDFLARE_ACCOUNT_ID: "a repository secret (Settings → Secrets and variables → Actions → Secrets)",
  CLOUDFLARE_PAGES_PROJECT: "a repository variable (Settings → Secrets and variables → Actions → Variables)",
  GITHUB_TOKEN: "the workflow's own token, given to this step as GITHUB_TOKEN with `statuses: write`",
};
/** Values that must reach wrangler only, never the build (whose dependencies' code runs) nor a command line. */
const SECRETS = ["CLOUDFLARE_API_TOKEN", "CLOUDFLARE_ACCOUNT_ID", "GITHUB_TOKEN"];

/** GitHub's limit for a status's description. */
const describe = (text) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);

/** Runs a program (no shell) in `cwd` with the given environment; resolves with its exit code. */
function spawnRun(program, args, { cwd, env }) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { cwd, env, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * What to deploy, from the workflow's environment: production for the production branch, a preview for any
 * other branch; with the deploy's name for what is missing, or null when all is there.
 */
function plan(env) {
  const branch = env.GITHUB_REF_NAME ?? "";
  const productionBranch = env.PRODUCTION_BRANCH || "main";
  return {
    branch,
    productionBranch,
    production: branch === productionBranch,
    sha: env.GITHUB_SHA ?? "",
    repository: env.GITHUB_REPOSITORY ?? "",
    run: `${env.GITHUB_SERVER_URL ?? "https://github.com"}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`,
    missing: Object.keys(NEEDED).filter((name) => !env[name]),
  };
}

/** The build's environment: the site built for Cloudflare Pages, a preview kept out of search engines. */
function buildEnv(env, target) {
  // GitHub gives an unset repository variable as "": the build takes that for unset (SITE_URL "" is no address).
  const built = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => !SECRETS.includes(name) && value !== ""),
  );
  return {
    ...built,
    // The content manager signs editors in through the site's own functions (plugins/cms/sign-in.ts), which
    // Cloudflare's own builds choose by CF_PAGES; this build is not Cloudflare's.
    ...(env.CMS_AUTH_URL ? {} : { CMS_AUTH: "functions" }),
    // It commits to this repository's production branch unless told otherwise.
    CMS_REPO: env.CMS_REPO || target.repository,
    CMS_BRANCH: env.CMS_BRANCH || target.productionBranch,
    // Every answer of a preview says noindex (plugins/post-build; Cloudflare adds the same on preview addresses).
    SITE_PREVIEW: target.production ? "" : "true",
  };
}

/** Reads wrangler's record of the deployment (WRANGLER_OUTPUT_FILE_PATH, one JSON object a line). */
function deployment(outputFile) {
  const lines = fs.existsSync(outputFile) ? fs.readFileSync(outputFile, "utf8").split("\n").filter(Boolean) : [];
  return lines.map((line) => JSON.parse(line)).find((entry) => entry.type === "pages-deploy-detailed");
}

/**
 * Builds and deploys the commit the workflow runs for, posting its status to GitHub before (pending), and after
 * (success with the deployment's address, or failure with the run's). Returns the exit code. `root` is the
 * site's folder; `run` runs a program, `fetch` reaches GitHub: the tests replace wrangler and GitHub with
 * stand-ins.
 */
export async function deploy({ root, env, run = spawnRun, fetch = globalThis.fetch, log = console.log }) {
  const target = plan(env);
  const api = env.GITHUB_API_URL || "https://api.github.com";

  async function status(state, description, targetUrl) {
    const response = await fetch(`${api}/repos/${target.repository}/statuses/${target.sha}`, {
      method: "POST",
      headers: {
        Accept: "application/vnd.github+json",
        Authorization: `Bearer ${env.GITHUB_TOKEN}`,
        "Content-Type": "application/json",
        "X-GitHub-Api-Version": "2022-11-28",
      },
      body: JSON.stringify({
        state,
        target_url: targetUrl,
        description: describe(description),
        context: STATUS_CONTEXT,
      }),
    });
    if (!response.ok) {
      throw new Error(
        `GitHub refused the commit status (${response.status} ${await response.text()}): the deploy job needs ` +
          "`permissions: statuses: write` and GITHUB_TOKEN in its environment",
      );
    }
  }

  if (!target.repository || !target.sha || !target.branch) {
    log("Not deployed: GITHUB_REPOSITORY, GITHUB_SHA and GITHUB_REF_NAME are unset; run this in GitHub Actions.");
    return 1;
  }
  const where = target.production ? "production" : `a preview of ${target.branch}`;
  if (target.missing.length > 0) {
    log(`Not deployed to ${where}: ${target.missing.join(", ")} ${target.missing.length > 1 ? "are" : "is"} missing.`);
    for (const name of target.missing) log(`  ${name}: ${NEEDED[name]}`);
    log('See docs/operators.md, "Tested, then deployed".');
    if (env.GITHUB_TOKEN) await status("error", `Not deployed: ${target.missing.join(", ")} not set`, target.run);
    return 1;
  }
  if (env.TESTS_RESULT !== "success") {
    // Only what passed goes live, and a draft's preview is only made of what passed too.
    log(`Not deployed to ${where}: the tests did not pass on ${target.sha} (${env.TESTS_RESULT || "no result"}).`);
    await status("failure", "Not deployed: the tests did not pass on this commit", target.run);
    return 0;
  }

  await status("pending", `Building ${target.production ? "for production" : "the preview"}…`, target.run);
  log(`Building ${target.sha} for ${where}`);
  const built = await run("npm", ["run", "build"], { cwd: root, env: buildEnv(env, target) });
  if (built !== 0) {
    await status("failure", "Not deployed: the build failed", target.run);
    return 1;
  }

  const outputFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "deploy-")), "wrangler-output.json");
  // The token and account reach wrangler through its environment, which it reads; the branch decides the
  // environment (the project's production branch deploys to production), and the commit is recorded with it.
  const wranglerEnv = {
    ...Object.fromEntries(Object.entries(env).filter(([name]) => name !== "GITHUB_TOKEN")),
    WRANGLER_OUTPUT_FILE_PATH: outputFile,
    WRANGLER_SEND_METRICS: "false",
    CI: "true",
  };
  const args = ["pages", "deploy", "public", "--project-name", env.CLOUDFLARE_PAGES_PROJECT];
  args.push("--branch", target.branch, "--commit-hash", target.sha, "--commit-dirty=false");
  const wrangler = path.join(root, "node_modules", ".bin", "wrangler");
  const deployed = await run(wrangler, args, { cwd: root, env: wranglerEnv });
  const result = deployed === 0 ? deployment(outputFile) : undefined;
  if (!result?.url) {
    await status("failure", "Not deployed: wrangler pages deploy failed", target.run);
    log("Not deployed: wrangler pages deploy failed (its messages are above).");
    return 1;
  }
  const environment = target.production ? "production" : "preview";
  if (result.environment !== environment) {
    // Cloudflare decides by the project's own production branch, which must be this one.
    const message = `Cloudflare deployed ${target.branch} as ${result.environment}, not ${environment}: set the Pages project's production branch to ${target.productionBranch}`;
    await status("failure", message, result.url);
    log(message);
    return 1;
  }
  const description = target.production
    ? "Deployed to production"
    : `Preview ready${result.alias ? ` (latest of this branch: ${result.alias})` : ""}`;
  await status("success", description, result.url);
  log(`${description}: ${result.url}`);
  if (env.GITHUB_STEP_SUMMARY) {
    fs.appendFileSync(env.GITHUB_STEP_SUMMARY, `${description}: ${result.url}\n`);
  }
  return 0;
}
