// The content manager as on the live site, with Decap's GitHub backend: signed in (the session "Login with
// GitHub" stores, cms-sign-in.spec.ts), and GitHub's API faked in the browser, serving the tests' own content
// as the repository's content/ on its main branch, read only. Every existing picture shows in its field, as with
// the local backend (cms.spec.ts).
import { contentFolder, imageFields, naturalSize, pictureSize, thumbnail } from "./cms-pictures";
import { recordViolations, violations } from "./csp-helpers";
import { expect, expectConsole, test } from "./fixtures";
import { fakeGitHubApi, REPO, type GitHubApiCalls } from "./fake-github-api";

/** What reached the fake GitHub in the current test. */
let github: GitHubApiCalls;

test.describe("the CMS at /admin with the GitHub backend", () => {
  test.beforeEach(async ({ context }) => {
    github = await fakeGitHubApi(context, { content: contentFolder });
    await context.addInitScript(() =>
      localStorage.setItem("decap-cms-user", JSON.stringify({ backendName: "github", token: "gho_StandIn" })),
    );
  });

  for (const { collection, slug, name, label } of imageFields) {
    test(`shows the picture of ${collection}/${slug} in its ${label} field`, async ({ page, consoleProblems }) => {
      await recordViolations(page);
      await page.goto(`/admin#/collections/${collection}/entries/${slug}`);
      const size = await pictureSize(contentFolder, collection, slug, name);
      await expect.poll(() => naturalSize(thumbnail(page, label))).toEqual(size);
      expect(await violations(page)).toEqual([]);
      // Decap lists the Media page's folder, which the repository does not have: GitHub answers 404, which
      // Decap expects, and the browser reports the failed request.
      expect(new Set(github.missing)).toEqual(new Set([`/repos/${REPO}/git/trees/main:content/media`]));
      expectConsole(consoleProblems, /^error: Failed to load resource: the server responded with a status of 404/);
    });
  }
});
