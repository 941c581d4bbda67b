// The CMS at /admin, as an editor uses it: Decap CMS served by nginx with its own policy, saving through
// Decap's local backend (cms/local/backend.mjs, as npm run cms starts it) into a temporary copy of the
// site with the tests' own content, never into this checkout. A build of that copy then shows what the editor
// changed. What the upload hook refuses and how it sizes a picture are upload-plan.test.ts's; here, what only
// Decap's page and the browser's own decoder show.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import matter from "gray-matter";
import { timedBuild } from "../../tools/gatsby-build.mjs";
import { copySite } from "../../tools/site-copy.mjs";
import sharp from "sharp";
import { collections, cropField } from "../../src/schema/collections";
import {
  backgroundSize,
  contentFolder,
  entriesOf,
  expect,
  gridCollections,
  imageFields,
  naturalSize,
  openCms,
  phonePhoto,
  pictureSize,
  savedFile,
  shownPart,
  startBackend,
  SUBJECT,
  thumbnail,
} from "./cms-page";
import { axeViolations } from "./axe";
import { violations } from "./csp-helpers";
import { expectConsole, site as content, test } from "./fixtures";
import { FIXTURE_CONTENT } from "./hosts.mjs";
import { BRAND_NAVY } from "../../lib/brand.mjs";

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
/** A second, with a phone's photo, whose subject the editor then points at. */
const harbour = {
  title: "HARBOUR CAMERAS",
  description: "Camera Feeds and Alerts for a Busy Harbour",
  alt: "A red buoy in the bottom left corner of the harbour",
};
/** The phone's photo as the editor's phone names it; Decap stores names in lower case. */
const phoneFile = "IMG_4032.JPG";
const storedPhone = "img_4032.jpg";
/** The projects' picture field's limits in the content model: the least size, and the largest width stored. */
const projectPicture = collections.projects!.fields.image!.picture!;
const newPhone = "+1 415 555 0199";
/** An article written in the content manager, with a phone's photo in its text (the build shows it). */
const article = {
  title: "Edge Caching in Practice",
  slug: "edge-caching-in-practice",
  summary: "What a cache at the edge changed for a client's shop.",
  date: "2026-04-01 09:00",
  author: "Ada Quillon",
  coverAlt: "A lantern colour field",
  paragraph: "What we changed, and what it saved.",
  pictureAlt: "A red buoy in the corner of a harbour",
};
const textPhoneFile = "IMG_5001.JPG";
const storedTextPhone = "img_5001.jpg";
/** A picture in an article's text: the largest width the content manager stores. */
const textPicture = collections.articles!.bodyPictures!;
const [counterEntry] = content.counters;
/** A target no counter has, so the build's page shows the edit and nothing else could. */
const newTarget = Math.max(...content.counters.map((c) => c.target)) - 1;

let site: string;
let server: ChildProcess;
const file = (relative: string) => path.join(site, relative);
const frontMatter = (relative: string) => matter(fs.readFileSync(file(relative), "utf8")).data;

/** Fills a new project's texts as an editor does, and opens the picture field's media library. */
async function fillTexts(page: Page, fields: { title: string; description: string; alt: string }) {
  await page.getByLabel("Title", { exact: true }).fill(fields.title);
  await page.getByLabel("Description", { exact: true }).fill(fields.description);
  await page.getByLabel("Image description (alt text)").fill(fields.alt);
  await page.getByText("Choose an image").click();
}

/** Uploads `upload` in the open media library and attaches it to the field. */
async function attach(page: Page, upload: string) {
  await page.locator('input[type="file"]').setInputFiles(upload);
  // Without this third press no picture is attached (docs/editors.md's steps name it too).
  await page.getByRole("button", { name: "Choose selected" }).click();
}

/** The alerts the page shows (the upload hook's refusals), each dismissed. */
function alerts(page: Page) {
  const shown: string[] = [];
  page.on("dialog", (dialog) => {
    shown.push(dialog.message());
    void dialog.dismiss();
  });
  return shown;
}

/** The preview pane's windows of the entry at a phone's and a desktop's width (cms/preview/screens.tsx). */
const previewScreens = (page: Page) => {
  const preview = page.frameLocator("#preview-pane").frameLocator('iframe[title^="Preview"]');
  return ["Phone (375 px)", "Desktop (1280 px)"].map((title) => preview.frameLocator(`iframe[title="${title}"]`));
};

/**
 * docs/editors.md's screenshot `name` of the editor as it is, the field `field` in view (E2E_DOCS_SCREENSHOTS=1):
 * stored with a palette, which keeps a screenshot of flat colours small.
 */
async function docsScreenshot(page: Page, field: Locator, name: string) {
  await field.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await sharp(await page.screenshot())
    .png({ palette: true, effort: 10 })
    .toFile(path.join(root, "docs/images", name));
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
}

test.describe("the CMS at /admin", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    // The new projects' files must be new, and the edits must change something.
    expect(entriesOf("projects")).not.toContain("fleet-tracking");
    expect(content.company.phone).not.toBe(newPhone);
    expect(content.counters.map((c) => c.target)).not.toContain(newTarget);
    site = fs.mkdtempSync(path.join(os.tmpdir(), "cms-site-"));
    copySite(root, site, { content: FIXTURE_CONTENT });
    server = (await startBackend(site)).backend;
  });

  test.afterAll(async () => {
    // Stopped before the next file's backend takes the port (cms-workflow.spec.ts).
    if (server?.exitCode === null) await new Promise((resolve) => server.once("exit", resolve).kill("SIGTERM"));
    fs.rmSync(site, { recursive: true, force: true });
  });

  // The CMS page's own policy, as the browser applies it, blocks nothing the editor does there.
  test.afterEach(async ({ page }) => {
    if (page.url() !== "about:blank") expect(await violations(page)).toEqual([]);
  });

  test("lists the projects in the site's order, with their numbers", async ({ page }) => {
    await openCms(page, "/collections/projects");
    const entries = page.locator('a[href*="#/collections/projects/entries/"]');
    await expect(entries).toHaveText(content.projects.map((p) => `${p.order}. ${p.title}`));
  });

  // Decap shows a placeholder until it has read the picture from the backend; the field then shows the picture.
  for (const { collection, slug, name, label } of imageFields) {
    test(`shows the picture of ${collection}/${slug} in its ${label} field`, async ({ page }) => {
      await openCms(page, `/collections/${collection}/entries/${slug}`);
      const size = await pictureSize(path.join(site, "content"), collection, slug, name);
      await expect.poll(() => naturalSize(thumbnail(page, label))).toEqual(size);
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
  });

  test("refuses to save a project without a title, says which field, and writes no file", async ({
    page,
    consoleProblems,
  }) => {
    const before = fs.readdirSync(file("content/projects")).sort();
    await openCms(page, "/collections/projects/new");
    await page.getByLabel("Description", { exact: true }).fill(project.description);
    await publish(page);
    await expect(page.getByText("Title is required.")).toBeVisible();
    await expect(page.getByText(/missed a required field/)).toBeVisible();
    expect(fs.readdirSync(file("content/projects")).sort()).toEqual(before);
    // Decap refuses the save by rejecting a promise with no reason that nothing catches (persistEntry in
    // decap-cms-core's actions/entries.js), which the browser reports as an uncaught error.
    expectConsole(consoleProblems, /^pageerror: undefined$/);
  });

  test("creates a project with its picture, previewed in the site's card, saved as the build expects", async ({
    page,
  }) => {
    await openCms(page, "/collections/projects/new");
    // The next free number is offered.
    await expect(page.getByLabel("Order")).toHaveValue(String(nextOrder));
    await fillTexts(page, project);
    // Beside the copy's content: the local backend writes only what the CMS saves (fs mode commits nothing).
    const upload = file("fleet-tracking.jpg");
    fs.copyFileSync(photo, upload);
    await attach(page, upload);
    // The preview is the site's own page drawing the site's project card, in the site's styles, as a phone and
    // a desktop show it.
    for (const preview of previewScreens(page)) {
      const title = preview.getByRole("heading", { name: project.title });
      await expect(title).toHaveCSS(
        "color",
        `rgb(${[1, 3, 5].map((i) => parseInt(BRAND_NAVY.slice(i, i + 2), 16)).join(", ")})`,
      );
      const card = preview
        .locator("div", { has: title })
        .filter({ has: preview.locator("img") })
        .last();
      await expect(card).toHaveCSS("border-radius", "12px");
      const image = preview.locator(`img[alt="${project.alt}"]`);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await publish(page);
    await expect.poll(() => fs.existsSync(file("content/projects/fleet-tracking.md"))).toBe(true);
    expect(fs.readFileSync(file("content/projects/fleet-tracking.md"), "utf8")).toBe(savedFile(project));
    // A JPEG already within the field's sizes keeps its picture's bytes: only its metadata is cut out (this one
    // has none), so it is not made worse.
    expect(fs.readFileSync(file("content/projects/fleet-tracking.jpg"))).toEqual(fs.readFileSync(photo));
  });

  test("refuses a HEIC, which Chromium cannot decode, saying why; makes a phone's photo fit before it is committed", async ({
    page,
  }) => {
    // Making a phone's photo takes a while on a busy machine.
    test.setTimeout(120_000);
    const folder = file("content/projects");
    const before = fs.readdirSync(folder).sort();
    const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-"));
    const heic = path.join(uploads, "IMG_4031.HEIC");
    fs.copyFileSync(path.join(__dirname, "files/iphone.heic"), heic);
    const original = path.join(uploads, phoneFile);
    await phonePhoto(original);
    const shown = alerts(page);

    await openCms(page, "/collections/projects/new");
    // The focal point is set on the picture, which is not chosen yet.
    await expect(page.getByText("Choose the picture first.")).toBeVisible();
    await fillTexts(page, harbour);
    await page.locator('input[type="file"]').setInputFiles(heic);
    await expect.poll(() => shown).toEqual([expect.stringMatching(/^“IMG_4031\.HEIC” is an iPhone HEIC photo/)]);
    // Nothing stored, and the same file may be chosen again.
    await expect(page.locator('input[type="file"]')).toHaveValue("");
    await attach(page, original);
    await publish(page);
    await expect.poll(() => fs.existsSync(file("content/projects/harbour-cameras.md"))).toBe(true);
    expect(frontMatter("content/projects/harbour-cameras.md")).toMatchObject({ image: `./${storedPhone}` });
    // Only the entry and its photo were committed: nothing of the refused file.
    expect(fs.readdirSync(folder).sort()).toEqual([...before, "harbour-cameras.md", storedPhone].sort());

    // As wide as the field's largest size, its shape kept, a JPEG without the camera's metadata (GPS included),
    // made in the browser (its decoder, its canvas).
    const committed = file(`content/projects/${storedPhone}`);
    const [originalMeta, committedMeta] = await Promise.all([sharp(original).metadata(), sharp(committed).metadata()]);
    expect(originalMeta.exif).toBeDefined();
    expect(committedMeta).toMatchObject({
      format: "jpeg",
      width: projectPicture.max,
      height: (projectPicture.max * 3) / 4,
    });
    expect([committedMeta.exif, committedMeta.xmp, committedMeta.iptc]).toEqual([undefined, undefined, undefined]);
    expect(fs.readFileSync(committed).includes("iPhone")).toBe(false);
    expect(fs.statSync(committed).size).toBeLessThan(fs.statSync(original).size / 2);
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  test("refuses an upload on the Media page, where no page would use it", async ({ page }) => {
    const shown = alerts(page);
    await openCms(page, "/collections/projects");
    await page.getByRole("button", { name: "Media" }).click();
    await page.locator('input[type="file"]').setInputFiles(photo);
    await expect.poll(() => shown).toEqual([expect.stringMatching(/^Upload pictures from the entry's picture field/)]);
    expect(fs.existsSync(file("content/media"))).toBe(false);
  });

  test("the editor points at the subject; the preview's phone and desktop crops keep it, and it is saved", async ({
    page,
  }) => {
    await openCms(page, "/collections/projects/entries/harbour-cameras");
    const picker = page.getByRole("slider", { name: "Focal point" });
    const picture = picker.locator("img");
    // The committed photo, read back from the repository.
    await expect.poll(() => naturalSize(picture)).toEqual([projectPicture.max, (projectPicture.max * 3) / 4]);
    await expect(picker).toHaveAttribute("aria-valuetext", "not set (the centre)");
    const box = (await picture.boundingBox())!;
    const pointAtSubject = () => picture.click({ position: { x: SUBJECT.x * box.width, y: SUBJECT.y * box.height } });
    await pointAtSubject();
    await expect(picker).toHaveAttribute("aria-valuetext", "4 % across, 96 % down");
    await expect(picker.locator("[data-focal-marker]")).toBeVisible();
    // By keyboard: a step of 0.01, with Shift 0.05; Clear removes it.
    await picker.press("ArrowRight");
    await expect(picker).toHaveAttribute("aria-valuetext", "5 % across, 96 % down");
    await picker.press("Shift+ArrowUp");
    await expect(picker).toHaveAttribute("aria-valuetext", "5 % across, 91 % down");
    const clear = page.getByRole("button", { name: "Clear" });
    expect((await clear.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // The widget is the site's: WCAG 2.2 AA and AAA contrast (Decap's page around it has no landmarks of its own).
    expect(await axeViolations(page, "[data-focal-widget]", ["color-contrast-enhanced"])).toEqual([]);
    await clear.click();
    await expect(picker).toHaveAttribute("aria-valuetext", "not set (the centre)");
    await pointAtSubject();

    // Each screen's card shows the part of the photo the site's cut for it is (object-position at the point):
    // the whole subject, which a cut at the centre would lose.
    const [rx, ry] = [SUBJECT.radius / 4032, SUBJECT.radius / 3024];
    for (const screen of previewScreens(page)) {
      const image = screen.locator(`img[alt="${harbour.alt}"]`);
      await expect(image).toHaveCSS("object-position", "4% 96%");
      const part = await shownPart(image);
      expect(part.left).toBeLessThanOrEqual(SUBJECT.x - rx);
      expect(part.right).toBeGreaterThanOrEqual(SUBJECT.x + rx);
      expect(part.top).toBeLessThanOrEqual(SUBJECT.y - ry);
      expect(part.bottom).toBeGreaterThanOrEqual(SUBJECT.y + ry);
      expect(0.5 + (part.bottom - part.top) / 2, "the bottom of a cut at the centre").toBeLessThan(SUBJECT.y + ry);
    }
    if (process.env.E2E_DOCS_SCREENSHOTS) await docsScreenshot(page, picker, "cms-focal-point.png");
    await publish(page);
    await expect.poll(() => frontMatter("content/projects/harbour-cameras.md").focus).toBe("0.04,0.96");
    expect(fs.readFileSync(file("content/projects/harbour-cameras.md"), "utf8")).toContain("\nfocus: 0.04,0.96\n");
  });

  test("writes an article with a picture in its text, made fit, drawn by the site's article in the preview, saved as the build expects", async ({
    page,
  }) => {
    // Making a phone's photo takes a while on a busy machine.
    test.setTimeout(120_000);
    const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-"));
    const cover = path.join(uploads, "cover.jpg");
    fs.copyFileSync(path.join(contentFolder, "articles", content.articles[0]!.cover.replace(/^\.\//, "")), cover);
    const original = path.join(uploads, textPhoneFile);
    await phonePhoto(original);

    await openCms(page, "/collections/articles/new");
    await page.getByLabel("Title", { exact: true }).fill(article.title);
    await page.getByLabel("Summary", { exact: true }).fill(article.summary);
    await page.getByLabel("Publish date and time").fill(article.date.replace(" ", "T"));
    await page.getByLabel("Author", { exact: true }).fill(article.author);
    await page.getByLabel("Cover description (alt text)").fill(article.coverAlt);
    await page.getByText("Choose an image").click();
    await attach(page, cover);
    // The text: a paragraph, then a picture from the editor's own picture button, uploaded there and described.
    const text = page.locator("[data-slate-editor]");
    await text.click();
    await page.keyboard.type(article.paragraph);
    await page.getByRole("button", { name: "Add Component" }).click();
    await page.getByRole("menuitem", { name: "Image" }).click();
    await page.getByText("Choose an image").click();
    await attach(page, original);
    await page.getByLabel("Alt Text", { exact: true }).fill(article.pictureAlt);
    // The preview draws it with the site's article, the picture in the text shown from the upload.
    for (const preview of previewScreens(page)) {
      await expect(preview.getByRole("heading", { name: article.title, level: 1 })).toBeVisible();
      const picture = preview.getByAltText(article.pictureAlt, { exact: true });
      await expect.poll(() => naturalSize(picture)).toEqual([textPicture.max, (textPicture.max * 3) / 4]);
    }
    await publish(page);
    const saved = file(`content/articles/${article.slug}.md`);
    await expect.poll(() => fs.existsSync(saved)).toBe(true);
    const { data, content: body } = matter(fs.readFileSync(saved, "utf8"));
    expect(data).toMatchObject({ title: article.title, date: article.date, cover: "./cover.jpg" });
    expect(body.trim()).toBe(`${article.paragraph}\n\n![${article.pictureAlt}](${storedTextPhone})`);
    // Made fit as a picture in the text: at most twice the text's width, its shape kept, without the camera's
    // metadata.
    const stored = await sharp(file(`content/articles/${storedTextPhone}`)).metadata();
    expect([stored.width, stored.height, stored.exif]).toEqual([textPicture.max, (textPicture.max * 3) / 4, undefined]);
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  for (const [what, entry, label, value] of [
    ["a counter's target", `counters/${counterEntry!.slug}`, "Target", newTarget],
    ["the company's phone number", "company/company", "Phone", newPhone],
  ] as const) {
    test(`changes ${what}, and nothing else in its file`, async ({ page }) => {
      const entryFile = `content/${entry}.md`;
      const before = frontMatter(entryFile);
      await openCms(page, `/collections/${entry.replace("/", "/entries/")}`);
      await page.getByLabel(label).fill(String(value));
      await publish(page);
      await expect.poll(() => frontMatter(entryFile)).toEqual({ ...before, [label.toLowerCase()]: value });
    });
  }

  test("a build of the edited copy shows the new projects, the article, the new target and the new phone", async ({
    page,
  }) => {
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
      // The new projects, after the others, in file-name order: they share the next order.
      expect(shown.titles.slice(-2)).toEqual([project.title, harbour.title]);
      expect(shown.alts).toEqual(expect.arrayContaining([project.alt, harbour.alt]));
    }
    // The phone's photo, as committed, is published: the project card's cut of it (named for its entry), in
    // the card's shape.
    const card = `harbour-cameras-${cropField("image", "Card")}`;
    const published = new RegExp(`/static/[^"]*/${card}\\.jpg`).exec(
      fs.readFileSync(file("public/projects.html"), "utf8"),
    );
    expect(published, `the card cut ${card} on /projects`).not.toBeNull();
    const { width, height } = await sharp(file(`public${published![0]}`)).metadata();
    expect(width! / height!).toBeCloseTo(projectPicture.crops!.Card!, 1);
    // The article written in the content manager, with its picture in the text published in the text's sizes.
    const articlePage = fs.readFileSync(file(`public/insights/${article.slug}.html`), "utf8");
    expect(articlePage).toContain(`alt="${article.pictureAlt}"`);
    expect(articlePage).toMatch(new RegExp(`/static/[^"\\s]*/img_5001\\.webp ${textPicture.max}w`));
    const home = fs.readFileSync(file("public/index.html"), "utf8");
    expect(home).toContain(newPhone);
    expect(home).toContain(`<span class="visually-hidden">${newTarget}</span>`);
  });
});
