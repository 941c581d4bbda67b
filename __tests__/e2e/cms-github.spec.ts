// The content manager as on the live site, with Decap's GitHub backend: signed in (the session "Login with GitHub"
// stores, cms-sign-in.spec.ts), and GitHub's API faked in the browser (fake-github-api.ts), serving the tests' own
// content as the repository's content/ on its main branch. Every existing picture shows in its field, as with the
// local backend (cms.spec.ts). And View Preview, with the build's own configuration and the editorial workflow
// on: a draft saved in the content manager shows View Preview, linking to the entry's own page on the preview
// address, once the draft's last commit carries a status of the deploy's own context (.github/workflows/deploy.yml
// posts it); "Check for Preview" while that status is pending; nothing while there is none, or only another's.
// The suite's Cloudflare server stands for the preview deployment.
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { Page } from "@playwright/test";
import { collections } from "../../src/schema/collections";
import { addressSlug, INSIGHTS_PATH } from "../../src/schema/insights";
import { pageOf } from "../support/site-content";
import {
  contentFolder,
  expect,
  imageFields,
  naturalSize,
  pictureSize,
  thumbnail,
  turnOnEditorialWorkflow,
} from "./cms-page";
import { recordViolations, violations } from "./csp-helpers";
import { publicDir } from "./site";
import { expectConsole, site, test } from "./fixtures";
import { fakeGitHubApi, REPO, type CommitStatus, type GitHubApiCalls } from "./fake-github-api";

import { hosts } from "./hosts.mjs";
import { pageFile } from "../../plugins/publish/site-files";
import { PREVIEW_STATUS_CONTEXT as DEPLOY_CONTEXT } from "../../cms/build/addresses";

const preview = hosts.cloudflare;
const run = "https://github.com/brightcode/website/actions/runs/1";

/** What reached the fake GitHub in the current test. */
let github: GitHubApiCalls;

/** Saves a change to an entry as a draft, and returns the draft's last commit. */
async function saveDraft(page: Page, collection: string, slug: string, field: string, value: string) {
  await page.goto(`/admin#/collections/${collection}/entries/${slug}`);
  await page.getByLabel(field, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Status: Draft")).toBeVisible();
  const branch = `cms/${collection}/${slug}`;
  const file = `content/${collection}/${collections[collection]!.single ? collection : slug}.md`;
  await expect.poll(() => github.read(branch, file)).toContain(value);
  return github.head(branch)!;
}

/** Reports `statuses` for a commit, and waits until the content manager has asked for them again. */
async function report(commit: string, statuses: CommitStatus[], ask: () => Promise<unknown>) {
  github.statuses.set(commit, statuses);
  const asked = github.statusRequests.length;
  await ask();
  await expect.poll(() => github.statusRequests.slice(asked)).toContain(commit);
}

test.describe("the CMS at /admin with the GitHub backend", () => {
  test.beforeEach(async ({ context }) => {
    github = await fakeGitHubApi(context, { content: contentFolder });
    await context.addInitScript(() =>
      localStorage.setItem("decap-cms-user", JSON.stringify({ backendName: "github", token: "gho_StandIn" })),
    );
  });

  test.afterEach(({ consoleProblems }) => {
    // Decap lists the Media page's folder, which the repository does not have: GitHub answers 404, which Decap
    // expects, and the browser reports the failed request. Nothing else is missing from the fake: every call
    // the content manager makes is answered.
    expect(new Set(github.missing)).toEqual(new Set([`/repos/${REPO}/git/trees/main:content/media`]));
    expectConsole(consoleProblems, /^error: Failed to load resource: the server responded with a status of 404/);
  });

  // Every field's picture shows with the local backend (cms.spec.ts); with GitHub's, which finds a picture beside
  // its entry by listing the entry's folder, one of a folder collection's entry and one of a file collection's.
  const folderEntry = imageFields.find((field) => field.slug !== field.collection)!;
  const fileEntry = imageFields.find((field) => field.slug === field.collection)!;
  for (const { collection, slug, name, label } of [folderEntry, fileEntry]) {
    test(`shows the picture of ${collection}/${slug} in its ${label} field`, async ({ page }) => {
      await recordViolations(page);
      await page.goto(`/admin#/collections/${collection}/entries/${slug}`);
      const size = await pictureSize(contentFolder, collection, slug, name);
      await expect.poll(() => naturalSize(thumbnail(page, label))).toEqual(size);
      expect(await violations(page)).toEqual([]);
    });
  }

  test.describe("View Preview on a draft", () => {
    test.beforeEach(({ context }) => turnOnEditorialWorkflow(context));

    test("shows Check for Preview until the deploy's status succeeds, then View Preview of the project's page", async ({
      page,
      context,
    }) => {
      // Five loads of Decap's page, each a few seconds on a busy machine.
      test.setTimeout(60_000);
      await recordViolations(page);
      const commit = await saveDraft(
        page,
        "projects",
        site.projects[0]!.slug,
        "Description",
        "Seen First on the Preview",
      );

      // No status that names a deploy (the tests' own): no link. Decap shows "Check for Preview"
      // for a draft whose preview it has not found yet, as for one that is still building.
      const checking = async (statuses: CommitStatus[]) => {
        await report(commit, statuses, () => page.reload());
        await expect(page.getByRole("button", { name: "Check for Preview" })).toBeVisible();
        await expect(page.getByRole("link", { name: "View Preview" })).toHaveCount(0);
      };
      await checking([{ context: "test (26)", state: "success", target_url: run }]);
      // Another status that names a deploy (another integration's, or one anyone who can push may post): not
      // the site's preview.
      await checking([{ context: "deploy/elsewhere", state: "success", target_url: "https://sign-in.evil.example/" }]);
      // The deploy has started (the deploy workflow posts pending before it uploads): still checking.
      await checking([{ context: DEPLOY_CONTEXT, state: "pending", target_url: run }]);

      // The preview is deployed (Decap, still checking, may find it before the page is loaded again): View Preview
      // opens the projects' page there.
      const deployed: CommitStatus = { context: DEPLOY_CONTEXT, state: "success", target_url: preview };
      await report(commit, [{ context: "test (26)", state: "success", target_url: run }, deployed], () =>
        page.reload(),
      );
      const link = page.getByRole("link", { name: "View Preview" });
      await expect(link).toHaveAttribute("href", `${preview}/projects`);
      const [opened] = await Promise.all([context.waitForEvent("page"), link.click()]);
      await expect(
        opened.getByRole("heading", { level: 1, name: pageOf(site, "/projects").title, exact: true }),
      ).toBeVisible();
      expect(opened.url()).toBe(`${preview}/projects`);
      expect(await violations(page)).toEqual([]);
    });

    // The other ways Decap joins a preview path to the preview's address: a page at its own path (a field's value,
    // its slashes kept), a section heading at the page it heads (a collection of files, each with its own page),
    // the home page's root path, and an article at its own address (a prefix and its file's name). This
    // module is also loaded to test the editors' content, which may have no article: then there is no article case.
    const published = site.articles.filter((a) => !a.scheduled).slice(0, 1);
    for (const { collection, slug, field, address } of [
      { collection: "pages", slug: pageOf(site, "/about").slug, field: "Description", address: "/about" },
      { collection: "sections", slug: "works", field: "Title", address: "/software" },
      { collection: "hero", slug: site.hero[0]!.slug, field: "Caption, first line", address: "/" },
      ...published.map((article) => ({
        collection: "articles",
        slug: article.slug,
        field: "Summary",
        address: article.path,
      })),
    ]) {
      test(`links a draft of ${collection}/${slug} to ${address} on the preview`, async ({ page }) => {
        const commit = await saveDraft(page, collection, slug, field, "Changed in a Draft");
        await report(commit, [{ context: DEPLOY_CONTEXT, state: "success", target_url: preview }], () => page.reload());
        await expect(page.getByRole("link", { name: "View Preview" })).toHaveAttribute("href", `${preview}${address}`);
      });
    }
  });
});

test.describe("the pages View Preview opens", { tag: "@content" }, () => {
  test("every entry's View Preview page shows the entry", async ({ page }) => {
    // Each file of the content, at the address its collection's preview path gives (a page's own path, a
    // section heading's page): that page, as built, has the entry's first text field (its title, caption or name).
    for (const [name, collection] of Object.entries(collections)) {
      const text = Object.keys(collection.fields).find((field) => collection.fields[field]!.kind === "text")!;
      const folder = path.join(contentFolder, name);
      // An article the build does not publish yet (scheduled) has no page.
      const built = (file: string) =>
        name !== "articles" || site.articles.some((a) => !a.scheduled && a.slug === addressSlug(file));
      const files = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
      for (const file of files.filter((f) => f.endsWith(".md") && built(f))) {
        const data = matter(fs.readFileSync(path.join(folder, file), "utf8")).data as Record<string, string>;
        const { shownAt } = collection;
        const address =
          typeof shownAt === "string"
            ? shownAt
            : "field" in shownAt
              ? data[shownAt.field]!
              : "prefix" in shownAt
                ? `${shownAt.prefix}${addressSlug(file)}`
                : shownAt.each[data[collection.unique!]!]!;
        // The articles' list is built once an article is published (its entry in pages/ names it before that).
        if (address === INSIGHTS_PATH && !site.articles.some((a) => !a.scheduled)) continue;
        const html = fs.readFileSync(path.join(publicDir, pageFile(address)), "utf8");
        const shown = await page.evaluate(
          (source) => new DOMParser().parseFromString(source, "text/html").documentElement.textContent ?? "",
          html,
        );
        expect({ entry: `${name}/${file}`, address, shows: shown.includes(data[text]!) }).toEqual({
          entry: `${name}/${file}`,
          address,
          shows: true,
        });
      }
    }
  });
});
