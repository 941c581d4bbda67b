// The editorial workflow (CMS_WORKFLOW=editorial), as editors use it: the test build's CMS with the workflow turned
// on (cms-page.ts), saving through decap-server's Git mode into a throw-away Git repository of the tests' own
// content (as docs/editors.md's drafts run it on a laptop). A draft is a branch of its own and nowhere on main; it
// moves to In review and Ready; Publish merges it into main, as the file the content manager saves without the
// workflow, whose build cms.spec.ts checks.
import { spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { violations } from "./csp-helpers";
import {
  contentFolder,
  entriesOf,
  expect,
  openCms,
  savedFile,
  startBackend,
  turnOnEditorialWorkflow,
} from "./cms-page";
import { expectConsole, site as content, test } from "./fixtures";

const photo = path.join(contentFolder, "projects", content.projects[0]!.image);
const draft = {
  order: Math.max(...content.projects.map((p) => p.order)) + 1,
  title: "DRAFT PROJECT",
  description: "A Project Saved as a Draft, Reviewed, Then Published",
  image: "./draft-project.jpg",
  alt: "A draft project's placeholder picture",
};
const branch = "cms/projects/draft-project";
const draftFile = "content/projects/draft-project.md";
const draftPicture = "content/projects/draft-project.jpg";

/** A throw-away folder: the repository, and beside it the upload, where decap-server's commits (git add .) miss it. */
let dir: string;
let repo: string;
let decap: ChildProcess | undefined;

/** Runs git in the repository and returns what it printed; a failure fails the test with git's own message. */
function git(...args: string[]): string {
  const result = spawnSync("git", args, { cwd: repo, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")} failed: ${result.stderr}`);
  return result.stdout.trim();
}
/** The files of content/projects/ on a branch. */
const projectsOn = (ref: string) => git("ls-tree", "--name-only", ref, "content/projects/").split("\n");
const branchExists = () => git("branch", "--list", branch) !== "";
/** The draft's workflow status, which decap-server keeps in the branch's description ("" when none). */
const draftStatus = () =>
  spawnSync("git", ["config", "--get", `branch.${branch}.description`], { cwd: repo, encoding: "utf8" }).stdout.trim();

test.describe("the CMS's editorial workflow", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    expect(entriesOf("projects"), "the draft's file is new").not.toContain("draft-project");
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-workflow-"));
    repo = path.join(dir, "repo");
    fs.cpSync(contentFolder, path.join(repo, "content"), { recursive: true });
    git("init", "--quiet", "--initial-branch=main");
    git("config", "user.name", "Browser suite");
    git("config", "user.email", "browser-suite@brightcode.example");
    git("add", ".");
    git("commit", "--quiet", "--no-verify", "--no-gpg-sign", "-m", "The site as it is");
    const started = await startBackend(repo, "git");
    decap = started.backend;
    expect((await started.info())?.publish_modes).toContain("editorial_workflow");
  });

  test.afterAll(async () => {
    if (decap?.exitCode === null) await new Promise((resolve) => decap!.once("exit", resolve).kill("SIGTERM"));
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test.beforeEach(({ context }) => turnOnEditorialWorkflow(context));

  test("Save makes a draft on a branch of its own, and main does not have it", async ({ page, consoleProblems }) => {
    await openCms(page, "/collections/projects/new");
    await page.getByLabel("Title", { exact: true }).fill(draft.title);
    await page.getByLabel("Description", { exact: true }).fill(draft.description);
    await page.getByLabel("Image description (alt text)").fill(draft.alt);
    await page.getByText("Choose an image").click();
    const upload = path.join(dir, "draft-project.jpg");
    fs.copyFileSync(photo, upload);
    await page.locator('input[type="file"]').setInputFiles(upload);
    await page.getByRole("button", { name: "Choose selected" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Status: Draft")).toBeVisible();

    await expect.poll(branchExists).toBe(true);
    expect(projectsOn(branch)).toEqual(expect.arrayContaining([draftFile, draftPicture]));
    expect(projectsOn("main")).not.toContain(draftFile);
    expect(draftStatus()).toBe("decap-cms/draft");
    expect(await violations(page)).toEqual([]);
    // Saving a new entry, Decap first asks the backend for its draft (action unpublishedEntry); decap-server
    // answers 404 while there is no branch yet, and the browser logs the failed response itself.
    expectConsole(consoleProblems, /^error: Failed to load resource: the server responded with a status of 404/);
  });

  test("the draft goes to In review, then Ready, and Publish merges it into main as the CMS saves any entry", async ({
    page,
  }) => {
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
    // On main, what the content manager writes without the workflow (cms.spec.ts builds that), the picture as
    // uploaded (within the field's sizes, without metadata to cut).
    expect(git("show", `main:${draftFile}`) + "\n").toBe(savedFile(draft));
    expect(spawnSync("git", ["show", `main:${draftPicture}`], { cwd: repo }).stdout).toEqual(fs.readFileSync(photo));
    expect(await violations(page)).toEqual([]);
  });
});
