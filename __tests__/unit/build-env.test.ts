/**
 * @jest-environment node
 *
 * The deploy build's settings (scripts/ci/build-env.mjs), which the CI workflow's content job builds and tests
 * with: the repository variables that are set (GitHub gives an unset one as ""), the site's own sign-in unless
 * another service is named, the content manager committing to this repository's production branch, and every
 * build but the production branch's marked as a preview. scripts/ci/write-build-env.mjs writes them to $GITHUB_ENV.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { deployBuildEnv } from "../../scripts/ci/build-env.mjs";
import { gatsbyCpuCount } from "../../src/schema/build";
import { tempDir } from "../support/temp-dir";

const root = path.resolve(__dirname, "../..");
const push = (branch: string, variables: Record<string, string> = {}, kind = "heads") => ({
  GITHUB_EVENT_NAME: "push",
  GITHUB_REF: `refs/${kind}/${branch}`,
  GITHUB_REF_NAME: branch,
  GITHUB_REPOSITORY: "brightcode/website",
  PRODUCTION_BRANCH: "main",
  SITE_URL: "",
  CMS_WORKFLOW: "",
  CMS_AUTH_URL: "",
  TURNSTILE_SITE_KEY: "",
  ANALYTICS_PROVIDER: "",
  ANALYTICS_SITE_ID: "",
  ANALYTICS_SCRIPT_URL: "",
  ANALYTICS_HOST_URL: "",
  ...variables,
});

describe("deployBuildEnv", () => {
  it("builds the production branch for production, pushed, scheduled or by hand, leaving out the variables unset", () => {
    for (const event of ["push", "schedule", "workflow_dispatch"]) {
      expect(deployBuildEnv({ ...push("main"), GITHUB_EVENT_NAME: event })).toEqual({
        CMS_AUTH: "functions",
        CMS_REPO: "brightcode/website",
        CMS_BRANCH: "main",
      });
    }
  });

  it("passes the variables that are set, and lets CMS_AUTH_URL choose the sign-in", () => {
    const variables = {
      SITE_URL: "https://www.brightcode.example",
      CMS_WORKFLOW: "editorial",
      CMS_AUTH_URL: "https://auth.brightcode.example",
      TURNSTILE_SITE_KEY: "0x4AAAAAAABkMYinukE8nzYS",
      ANALYTICS_PROVIDER: "umami",
      ANALYTICS_SITE_ID: "94db1cb1-74f4-4a40-ad6c-962362670409",
      ANALYTICS_SCRIPT_URL: "https://stats.brightcode.example/script.js",
      ANALYTICS_HOST_URL: "https://stats.brightcode.example",
    };
    expect(deployBuildEnv(push("main", variables))).toEqual({
      ...variables,
      CMS_REPO: "brightcode/website",
      CMS_BRANCH: "main",
    });
  });

  it("builds every other branch, and a tag named like the production branch, as a preview, whose content manager still commits to the production branch", () => {
    const tag = push("main", {}, "tags");
    for (const env of ["cms/projects/fleet-tracking", "Main", "main/", "release"]
      .map((branch) => push(branch))
      .concat(tag)) {
      expect(deployBuildEnv(env)).toEqual({
        CMS_AUTH: "functions",
        CMS_REPO: "brightcode/website",
        CMS_BRANCH: "main",
        SITE_PREVIEW: "true",
      });
    }
    // A pull request's run (a fork's) is never deployed; it is built as a preview all the same.
    expect(
      deployBuildEnv({ ...push("main"), GITHUB_EVENT_NAME: "pull_request", GITHUB_REF: "refs/pull/7/merge" }),
    ).toEqual(expect.objectContaining({ SITE_PREVIEW: "true" }));
    // Another production branch.
    expect(deployBuildEnv(push("release", { PRODUCTION_BRANCH: "release" }))).not.toHaveProperty("SITE_PREVIEW");
  });
});

describe("scripts/ci/write-build-env.mjs", () => {
  it("adds the settings to $GITHUB_ENV, one NAME=value line each, and stops on a value over two lines", () => {
    const dir = tempDir("build-env-");
    const envFile = path.join(dir, "env");
    const run = (variables: Record<string, string>) =>
      spawnSync(process.execPath, [path.join(root, "scripts/ci/write-build-env.mjs")], {
        env: { PATH: process.env.PATH, GITHUB_ENV: envFile, ...push("cms/pages/about", variables) },
        encoding: "utf8",
      });
    expect(run({ CMS_WORKFLOW: "editorial" }).status).toBe(0);
    expect(fs.readFileSync(envFile, "utf8")).toBe(
      "CMS_WORKFLOW=editorial\nCMS_AUTH=functions\nCMS_REPO=brightcode/website\nCMS_BRANCH=main\nSITE_PREVIEW=true\n",
    );
    const refused = run({ SITE_URL: "https://a.example\nBASH_ENV=/tmp/x" });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("SITE_URL must be one line");
  });
});

describe("gatsbyCpuCount (gatsby-config.ts)", () => {
  it("gives Gatsby's workers both cores of a two-core machine, and keeps Gatsby's count or an operator's elsewhere", () => {
    expect([1, 2, 4].map((cores) => gatsbyCpuCount({}, cores))).toEqual(["3", "3", undefined]);
    expect(gatsbyCpuCount({ GATSBY_CPU_COUNT: "1" }, 2)).toBe("1");
  });
});
