// The CMS at /admin, as an editor uses it: Decap CMS served by nginx with its own policy, saving through
// Decap's local backend (scripts/cms-backend.mjs, as npm run cms starts it) into a temporary copy of the
// site with the tests' own content, never into this checkout. A build of that copy then shows what the editor
// changed.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import matter from "gray-matter";
import { timedBuild } from "../../tools/gatsby-build.mjs";
import { copySite } from "../../tools/site-copy.mjs";
import { backendCommand } from "../../scripts/cms/start-up.mjs";
import {
  backgroundSize,
  contentFolder,
  entriesOf,
  gridCollections,
  imageFields,
  naturalSize,
  pictureSize,
  thumbnail,
} from "./cms-pictures";
import { recordViolations, violations } from "./csp-helpers";
import { expect, expectConsole, site as content, test } from "./fixtures";
import { cmsBackend, FIXTURE_CONTENT, hosts } from "./hosts.mjs";

const root = path.resolve(__dirname, "../..");
const [firstProject] = content.projects;
const photo = path.join(contentFolder, "projects", firstProject!.image);
/** The order the form offers a new project: the one after the highest when the CMS was built. */
const nextOrder = Math.max(...content.projects.map((p) => p.order)) + 1;
const project = {
  order: nextOrder,
  title: "FLEET TRACKING",
  description: "Live Positions and Maintenance Plans for Delivery Fleets",
  image: "./fleet-tracking.jpg",
  alt: "A delivery van on a city street at dusk",
};
const second = {
  title: "GREEN ROUTES",
  description: "Electric Delivery Routes Planned Around Charging Stops",
  alt: "A map of delivery routes with charging stops",
};
const newPhone = "+1 415 555 0199";
const [counterEntry] = content.counters;
/** A target no counter has, so the build's page shows the edit and nothing else could. */
const newTarget = Math.max(...content.counters.map((c) => c.target)) - 1;

let site: string;
let server: ChildProcess;
const file = (relative: string) => path.join(site, relative);
const frontMatter = (relative: string) => matter(fs.readFileSync(file(relative), "utf8")).data;

/** Opens the CMS at a route of its own (after #) and signs in to the local backend. */
async function openCms(page: Page, route: string) {
  await recordViolations(page);
  await page.goto(`/admin#${route}`);
  await page.getByRole("button", { name: "Login" }).click();
}

/** Fills a new project's form as an editor does, the picture uploaded under `imageName`. */
async function fillProject(page: Page, fields: { title: string; description: string; alt: string }, imageName: string) {
  await page.getByLabel("Title", { exact: true }).fill(fields.title);
  await page.getByLabel("Description", { exact: true }).fill(fields.description);
  await page.getByLabel("Image description (alt text)").fill(fields.alt);
  await page.getByText("Choose an image").click();
  const upload = path.join(os.tmpdir(), imageName);
  fs.copyFileSync(photo, upload);
  await page.locator('input[type="file"]').setInputFiles(upload);
  // Without this third press no picture is attached (docs/editors.md's steps name it too).
  await page.getByRole("button", { name: "Choose selected" }).click();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
}

test.describe("the CMS at /admin", { tag: "@once" }, () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    // The new projects' files must be new, and the edits must change something.
    expect(entriesOf("projects")).not.toContain("fleet-tracking");
    expect(entriesOf("projects")).not.toContain("green-routes");
    expect(content.company.phone).not.toBe(newPhone);
    expect(content.counters.map((c) => c.target)).not.toContain(newTarget);
    site = fs.mkdtempSync(path.join(os.tmpdir(), "cms-site-"));
    copySite(root, site, { content: FIXTURE_CONTENT });
    // The local backend as npm run cms starts it, for the copy only; build:e2e points the CMS here.
    // It answers the CMS page of the build under test only (served by nginx), whose configuration it reads.
    const { program, args } = backendCommand({
      root,
      port: Number(new URL(cmsBackend).port),
      repo: site,
      origin: hosts.nginx,
      site: path.join(root, "public"),
    });
    server = spawn(program, args, { stdio: "inherit" });
    await expect
      .poll(async () => {
        const info = await fetch(`${cmsBackend}/api/v1`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: hosts.nginx },
          body: JSON.stringify({ action: "info" }),
        }).catch(() => null);
        return info?.ok ? ((await info.json()) as { repo: string }).repo : null;
      })
      .toBe(path.basename(site));
  });

  test.afterAll(() => {
    server?.kill();
    fs.rmSync(site, { recursive: true, force: true });
  });

  test("opens with its own policy and no index, and lists the projects in the site's order", async ({ page }) => {
    const response = await page.request.get("/admin");
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response.headers()["content-security-policy"]).toContain("script-src 'self' 'unsafe-eval'");
    await openCms(page, "/collections/projects");
    const entries = page.locator('a[href*="#/collections/projects/entries/"]');
    await expect(entries.first()).toHaveText(`${firstProject!.order}. ${firstProject!.title}`);
    await expect(entries).toHaveCount(content.projects.length);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    expect(await violations(page)).toEqual([]);
  });

  // Decap shows a placeholder until it has read the picture from the backend; the field then shows the picture.
  for (const { collection, slug, name, label } of imageFields) {
    test(`shows the picture of ${collection}/${slug} in its ${label} field`, async ({ page }) => {
      await openCms(page, `/collections/${collection}/entries/${slug}`);
      const size = await pictureSize(path.join(site, "content"), collection, slug, name);
      await expect.poll(() => naturalSize(thumbnail(page, label))).toEqual(size);
      expect(await violations(page)).toEqual([]);
    });
  }

  test("shows each entry's picture on its card in the grid view", async ({ page }) => {
    // Each collection is listed first, as it opens, and then shown as a grid, as an editor does.
    await openCms(page, "/collections/projects");
    for (const collection of gridCollections) {
      await page.goto(`/admin#/collections/${collection}`);
      await page.getByRole("button", { name: "List view option" }).click();
      const cards = page.locator(`a[href*="#/collections/${collection}/entries/"]`);
      await expect(cards).toHaveCount(entriesOf(collection).length);
      await page.getByRole("button", { name: "Grid view option" }).click();
      for (const card of await cards.all()) {
        const slug = (await card.getAttribute("href"))!.split("/").pop()!;
        const size = await pictureSize(path.join(site, "content"), collection, slug, "image");
        await expect.poll(() => backgroundSize(card.getByTestId("entry-card-image"))).toEqual(size);
      }
    }
    expect(await violations(page)).toEqual([]);
  });

  test("refuses to save a project without a title, says which field, and writes no file", async ({
    page,
    consoleProblems,
  }) => {
    const before = fs.readdirSync(file("content/projects")).sort();
    await openCms(page, "/collections/projects/new");
    await page.getByLabel("Description", { exact: true }).fill(project.description);
    await page.getByLabel("Image description (alt text)").fill(project.alt);
    await publish(page);
    await expect(page.getByText("Title is required.")).toBeVisible();
    await expect(page.getByText(/missed a required field/)).toBeVisible();
    expect(fs.readdirSync(file("content/projects")).sort()).toEqual(before);
    expect(await violations(page)).toEqual([]);
    // Decap refuses the save by rejecting a promise with no reason that nothing catches (persistEntry in
    // decap-cms-core's actions/entries.js), which the browser reports as an uncaught error.
    expectConsole(consoleProblems, /^pageerror: undefined$/);
  });

  test("creates a project with its image, and the file is what the build expects", async ({ page }) => {
    await openCms(page, "/collections/projects/new");
    // The next free number is offered.
    await expect(page.getByLabel("Order")).toHaveValue(String(nextOrder));
    await fillProject(page, project, "fleet-tracking.jpg");
    // The preview is the site's own page drawing the site's project card, in the site's styles.
    const preview = page.frameLocator("#preview-pane").frameLocator('iframe[title^="Preview"]');
    const title = preview.getByRole("heading", { name: project.title });
    await expect(title).toBeVisible();
    await expect(title).toHaveCSS("color", "rgb(10, 31, 68)");
    const card = preview
      .locator("div", { has: title })
      .filter({ has: preview.locator("img") })
      .last();
    await expect(card).toHaveCSS("border-radius", "12px");
    const image = preview.locator(`img[alt="${project.alt}"]`);
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await publish(page);
    await expect.poll(() => fs.existsSync(file("content/projects/fleet-tracking.md"))).toBe(true);
    expect(fs.readFileSync(file("content/projects/fleet-tracking.md"), "utf8")).toBe(
      `---\n${Object.entries(project)
        .map(([key, value]) => `${key}: ${value}`)
        .join("\n")}\n---\n`,
    );
    expect(fs.readFileSync(file("content/projects/fleet-tracking.jpg"))).toEqual(fs.readFileSync(photo));
    expect(await violations(page)).toEqual([]);
  });

  test("a second new project is offered the same order, and saving it is fine", async ({ page }) => {
    // The CMS was built before the project just saved, so it offers the same number. Equal orders are
    // allowed: the build shows them in file-name order (fleet-tracking, then green-routes).
    await openCms(page, "/collections/projects/new");
    await expect(page.getByLabel("Order")).toHaveValue(String(nextOrder));
    await fillProject(page, second, "green-routes.jpg");
    await publish(page);
    await expect.poll(() => fs.existsSync(file("content/projects/green-routes.md"))).toBe(true);
    expect(frontMatter("content/projects/green-routes.md")).toMatchObject({ order: nextOrder, title: second.title });
    expect(await violations(page)).toEqual([]);
  });

  test("changes a counter's target, and nothing else in its file", async ({ page }) => {
    const counterFile = `content/counters/${counterEntry!.slug}.md`;
    const counter = frontMatter(counterFile);
    await openCms(page, `/collections/counters/entries/${counterEntry!.slug}`);
    await page.getByLabel("Target").fill(String(newTarget));
    await publish(page);
    await expect.poll(() => frontMatter(counterFile).target).toBe(newTarget);
    expect(frontMatter(counterFile)).toEqual({ ...counter, target: newTarget });
    expect(await violations(page)).toEqual([]);
  });

  test("changes the company's phone number, and nothing else in its file", async ({ page }) => {
    const company = frontMatter("content/company/company.md");
    await openCms(page, "/collections/company/entries/company");
    await page.getByLabel("Phone").fill(newPhone);
    await publish(page);
    await expect.poll(() => frontMatter("content/company/company.md").phone).toBe(newPhone);
    expect(frontMatter("content/company/company.md")).toEqual({ ...company, phone: newPhone });
    expect(await violations(page)).toEqual([]);
  });

  test("a build of the edited copy shows the new projects, the new target and the new phone", async ({ page }) => {
    // Long, and below other tests' priority: it shares the machine with the rest of the suite.
    test.setTimeout(300_000);
    await timedBuild(root, site, path.join(site, "build.log"));
    for (const pageFile of ["index.html", "projects.html"]) {
      // The page's markup, read by the browser's parser (its scripts are not run: they would need a server).
      const shown = await page.evaluate(
        (html) => {
          const section = new DOMParser()
            .parseFromString(html, "text/html")
            .querySelector('[data-section="projects"]')!;
          return {
            titles: [...section.querySelectorAll(".slick-slide:not(.slick-cloned) h3")].map((h3) => h3.textContent),
            alts: [...section.querySelectorAll("img[alt]")].map((img) => img.getAttribute("alt")),
          };
        },
        fs.readFileSync(file(`public/${pageFile}`), "utf8"),
      );
      // Both new projects, after the others, in file-name order: they share the next order.
      expect(shown.titles.slice(-2)).toEqual([project.title, second.title]);
      expect(shown.alts).toContain(project.alt);
    }
    const home = fs.readFileSync(file("public/index.html"), "utf8");
    expect(home).toContain(newPhone);
    expect(home).toContain(`<span class="visually-hidden">${newTarget}</span>`);
  });
});
