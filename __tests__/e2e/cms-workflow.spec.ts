// The editorial workflow (CMS_WORKFLOW=editorial), as editors use it: a build of a throw-away copy of the site
// with the tests' own content, made a Git repository, with the CMS saving through decap-server's Git mode. A draft is a branch of its own
// and nowhere on main; it moves to In review and Ready; Publish merges it; the next build shows it.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { timedBuild } from "../../tools/gatsby-build.mjs";
import { copySite } from "../../tools/site-copy.mjs";
import { backendCommand } from "../../cms/local/start-up.mjs";
import { recordViolations, violations, FORM_ENDPOINT } from "./csp-helpers";
import { contentFolder, entriesOf } from "./cms-pictures";
import { expect, expectConsole, site as content, test } from "./fixtures";
import { cmsWorkflowHosts, FIXTURE_CONTENT } from "./hosts.mjs";

const root = path.resolve(__dirname, "../..");
const photo = path.join(contentFolder, "projects", content.projects[0]!.image);
const draft = {
  title: "DRAFT PROJECT",
  description: "A Project Saved as a Draft, Reviewed, Then Published",
  alt: "A draft project's placeholder picture",
};
const branch = "cms/projects/draft-project";
const draftFile = "content/projects/draft-project.md";
const backend = `http://localhost:${cmsWorkflowHosts.backendPort}/api/v1`;

let site: string;
let nginx: ChildProcess | undefined;
let decap: ChildProcess | undefined;

/** Runs git in the copy and returns what it printed; a failure fails the test with git's own message. */
function git(...args: string[]): string {
  const result = spawnSync("git", args, { cwd: site, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")} failed: ${result.stderr}`);
  return result.stdout.trim();
}
/** The files of content/projects/ on a branch. */
const projectsOn = (ref: string) => git("ls-tree", "--name-only", ref, "content/projects/").split("\n");
const branchExists = () => git("branch", "--list", branch) !== "";
/** The draft's workflow status, which decap-server keeps in the branch's description ("" when none). */
const draftStatus = () =>
  spawnSync("git", ["config", "--get", `branch.${branch}.description`], { cwd: site, encoding: "utf8" }).stdout.trim();

/** Stops a server this file started, and waits until it has let go of its port. */
const stop = (child: ChildProcess | undefined) =>
  new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

/** A clean build of the copy, as the host would make it with the workflow turned on. */
async function build() {
  for (const output of ["public", ".cache"]) fs.rmSync(path.join(site, output), { recursive: true, force: true });
  await timedBuild(root, site, path.join(site, "build.log"), {
    CMS_WORKFLOW: "editorial",
    CMS_BRANCH: "main",
    CMS_LOCAL_PORT: String(cmsWorkflowHosts.backendPort),
    FORM_ENDPOINT,
  });
}

/** Opens the copy's CMS at a route of its own (after #) and signs in to the local backend. */
async function openCms(page: Page, route: string) {
  await recordViolations(page);
  await page.goto(`${cmsWorkflowHosts.site}/admin#${route}`);
  await page.getByRole("button", { name: "Login" }).click();
}

test.describe("the CMS's editorial workflow", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    // A build, and the two servers; long, and below other tests' priority, as cms.spec.ts's build.
    test.setTimeout(300_000);
    expect(entriesOf("projects"), "the draft's file is new").not.toContain("draft-project");
    site = fs.mkdtempSync(path.join(os.tmpdir(), "cms-workflow-"));
    copySite(root, site, { content: FIXTURE_CONTENT });
    // The site's own ignore list keeps builds out of the commits decap-server makes with `git add .`; the
    // copy's node_modules is a symlink, which "node_modules/" (a folder) does not match.
    fs.copyFileSync(path.join(root, ".gitignore"), path.join(site, ".gitignore"));
    git("init", "--quiet", "--initial-branch=main");
    fs.appendFileSync(path.join(site, ".git/info/exclude"), "/node_modules\n");
    git("config", "user.name", "Browser suite");
    git("config", "user.email", "browser-suite@brightcode.example");
    git("add", ".");
    git("commit", "--quiet", "--no-verify", "--no-gpg-sign", "-m", "The site as it is");
    await build();

    nginx = spawn(
      process.execPath,
      [path.join(root, "scripts/serve-nginx.mjs"), "--port", new URL(cmsWorkflowHosts.site).port, "--site", site],
      { stdio: ["ignore", "ignore", "inherit"] },
    );
    // As docs/editors.md's drafts start it: `npm run cms:backend -- --mode git` in the clone.
    const command = backendCommand({
      root,
      port: cmsWorkflowHosts.backendPort,
      repo: site,
      origin: cmsWorkflowHosts.site,
      mode: "git",
    });
    decap = spawn(command.program, command.args, { stdio: "inherit" });
    await expect
      .poll(() =>
        fetch(`${cmsWorkflowHosts.site}/admin`).then(
          (response) => response.status,
          () => 0,
        ),
      )
      .toBe(200);
    await expect
      .poll(async () => {
        const info = await fetch(backend, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: cmsWorkflowHosts.site },
          body: JSON.stringify({ action: "info" }),
        }).catch(() => null);
        return info?.ok ? ((await info.json()) as { publish_modes: string[] }).publish_modes : [];
      })
      .toContain("editorial_workflow");
  });

  test.afterAll(async () => {
    await Promise.all([stop(nginx), stop(decap)]);
    if (site) fs.rmSync(site, { recursive: true, force: true });
  });

  test("Save makes a draft on a branch of its own, and main does not have it", async ({ page, consoleProblems }) => {
    await openCms(page, "/collections/projects/new");
    await page.getByLabel("Title", { exact: true }).fill(draft.title);
    await page.getByLabel("Description", { exact: true }).fill(draft.description);
    await page.getByLabel("Image description (alt text)").fill(draft.alt);
    await page.getByText("Choose an image").click();
    // The browser reads the file when Decap saves it, so it stays until the copy goes (afterAll).
    const upload = path.join(site, ".cache", "draft-project.jpg");
    fs.copyFileSync(photo, upload);
    await page.locator('input[type="file"]').setInputFiles(upload);
    await page.getByRole("button", { name: "Choose selected" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Status: Draft")).toBeVisible();

    await expect.poll(branchExists).toBe(true);
    expect(projectsOn(branch)).toEqual(expect.arrayContaining([draftFile, "content/projects/draft-project.jpg"]));
    expect(projectsOn("main")).not.toContain(draftFile);
    // Written as content/ writes it (cms/admin/admin.js makes the image path relative), drafts included.
    const saved = git("show", `${branch}:${draftFile}`);
    expect(saved).toMatch(/^title: DRAFT PROJECT$/m);
    expect(saved).toMatch(/^image: \.\/draft-project\.jpg$/m);
    expect(draftStatus()).toBe("decap-cms/draft");
    expect(await violations(page)).toEqual([]);
    // Saving a new entry, Decap first asks the backend for its draft (action unpublishedEntry); decap-server
    // answers 404 while there is no branch yet, and the browser logs the failed response itself.
    expectConsole(consoleProblems, /^error: Failed to load resource: the server responded with a status of 404/);
  });

  test("the draft goes to In review, then Ready, and Publish merges it into main", async ({ page }) => {
    await openCms(page, "/collections/projects/entries/draft-project");
    await page.getByText("Status: Draft").click();
    await page.getByRole("menuitem", { name: "In review" }).click();
    await expect.poll(draftStatus).toBe("decap-cms/pending_review");
    await page.getByText("Status: In review").click();
    await page.getByRole("menuitem", { name: "Ready" }).click();
    await expect.poll(draftStatus).toBe("decap-cms/pending_publish");

    // Decap asks before it publishes (window.confirm).
    const asked: string[] = [];
    page.once("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByText("Publish now").click();
    await expect.poll(branchExists).toBe(false);
    expect(asked).toEqual(["Are you sure you want to publish this entry?"]);
    expect(projectsOn("main")).toEqual(expect.arrayContaining([draftFile, "content/projects/draft-project.jpg"]));
    expect(await violations(page)).toEqual([]);
  });

  test("the next build shows the published project", async ({ page }) => {
    // Long, and below other tests' priority: it shares the machine with the rest of the suite.
    test.setTimeout(300_000);
    // decap-server checks branches out as it works, and returns to main; a build takes what is checked out.
    git("checkout", "--quiet", "main");
    await build();
    // The page's markup, read by the browser's parser (its scripts are not run: they would need a server).
    const titles = await page.evaluate(
      (html) => {
        const section = new DOMParser().parseFromString(html, "text/html").querySelector('[data-section="projects"]')!;
        return [...section.querySelectorAll(".slick-slide:not(.slick-cloned) h3")].map((h3) => h3.textContent);
      },
      fs.readFileSync(path.join(site, "public/projects.html"), "utf8"),
    );
    expect(titles).toContain(draft.title);
  });
});
