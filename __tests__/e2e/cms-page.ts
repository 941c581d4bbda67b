// The content manager's page in the browser tests: signing in to the local backend, its configuration turned to
// the editorial workflow, the file an entry's form saves, and the pictures it shows for existing entries with their
// real sizes, with Decap's local backend (cms.spec.ts) and with its GitHub backend (cms-github.spec.ts). A picture
// Decap has not read yet is an empty SVG placeholder, whose size (300 × 150) is no picture's.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import matter from "gray-matter";
import sharp from "sharp";
import { cmsConfig } from "../../cms/build/config";
import { backendCommand } from "../../cms/local/start-up.mjs";
import { cmsBackend, hosts } from "./hosts.mjs";
import { recordViolations } from "./csp-helpers";
import { expect as siteExpect } from "./fixtures";
import { site } from "./site";

/**
 * expect for the content manager's pages, waiting up to 15 s rather than 5: Decap's page boots from a 3 MB bundle,
 * and with four workers on two cores a load, and the requests Decap makes once it has booted, can take longer.
 */
export const expect = siteExpect.configure({ timeout: 15_000 });

/**
 * Decap's local backend as npm run cms starts it (`--mode git` as docs/editors.md's drafts do), for `repo`, where
 * the test build's CMS looks for it; it answers the CMS page of the build under test only (served by nginx),
 * whose configuration it reads. Resolves with the process once the backend answers for `repo`.
 */
export async function startBackend(repo: string, mode: "fs" | "git" = "fs") {
  const root = path.resolve(__dirname, "../..");
  const port = Number(new URL(cmsBackend).port);
  const { program, args } = backendCommand({ root, port, repo, origin: hosts.nginx, mode, site: `${root}/public` });
  const backend = spawn(program, args, { stdio: "inherit" });
  const info = async () => {
    const answer = await fetch(`${cmsBackend}/api/v1`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: hosts.nginx },
      body: JSON.stringify({ action: "info" }),
    }).catch(() => null);
    return answer?.ok ? ((await answer.json()) as { repo: string; publish_modes?: string[] }) : null;
  };
  await expect.poll(async () => (await info())?.repo).toBe(path.basename(repo));
  return { backend, info };
}

/** Opens the CMS at a route of its own (after #) and signs in to the local backend, the page's policy watched. */
export async function openCms(page: Page, route: string) {
  await recordViolations(page);
  await page.goto(`/admin#${route}`);
  await page.getByRole("button", { name: "Login" }).click();
}

/**
 * The test build's CMS with the editorial workflow turned on as CMS_WORKFLOW=editorial turns it on: publish_mode,
 * and nothing else (cms-config.test.ts).
 */
export async function turnOnEditorialWorkflow(context: BrowserContext) {
  await context.route(/\/admin\/cms-[0-9a-f]+\.js$/, async (route) => {
    const script = await (await route.fetch()).text();
    const [, settings, rest] = /^window\.CMS_SITE = (.*);\n([\s\S]*)$/.exec(script)!;
    const parsed = JSON.parse(settings!) as { config: Record<string, unknown> };
    expect(parsed.config).not.toHaveProperty("publish_mode");
    parsed.config.publish_mode = "editorial_workflow";
    await route.fulfill({
      body: `window.CMS_SITE = ${JSON.stringify(parsed)};\n${rest}`,
      contentType: "text/javascript",
    });
  });
}

/** The Markdown file the content manager saves for an entry of these fields (in its form's order), without a body. */
export const savedFile = (fields: Record<string, unknown>) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n")}\n---\n`;

/** The content folder of the build under test (the tests' own), which the CMS tests' repositories hold. */
export const contentFolder = path.resolve(__dirname, "../..", site.dir);

/** A folder collection's entries (their slugs), in file-name order. */
export function entriesOf(collection: string) {
  const folder = path.join(contentFolder, collection);
  // A collection may have no file yet (the editors' content has no article until one is written).
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -".md".length))
    .sort();
}

/**
 * Every image field of every collection, with the label the form gives it, in the first entry of its
 * collection (by file name) that names a picture in it, or its collection's one file.
 */
export const imageFields = cmsConfig({
  backend: { name: "github", repo: "owner/name", branch: "main" },
  localBackendUrl: null,
  editorialWorkflow: false,
  siteUrl: "https://example.com",
  highestOrder: {},
}).collections.flatMap((collection) => {
  const fields = ("files" in collection ? collection.files[0]!.fields : collection.fields).filter(
    (f) => f.widget === "image",
  );
  // An entry whose field names a picture: an optional field (a page's share picture) may have none anywhere.
  const slugs = "files" in collection ? [collection.name] : entriesOf(collection.name);
  const named = (slug: string, field: string) =>
    Boolean(matter(fs.readFileSync(path.join(contentFolder, collection.name, `${slug}.md`), "utf8")).data[field]);
  return fields.flatMap((f) => {
    const slug = slugs.find((s) => named(s, f.name));
    return slug ? [{ collection: collection.name, slug, name: f.name, label: f.label }] : [];
  });
});

/** Decap's collections whose cards show a picture in the grid view: it takes a field named image for it. */
export const gridCollections = [...new Set(imageFields.filter((f) => f.name === "image").map((f) => f.collection))];

/** The size of the picture an entry's image field names, read from the file beside the Markdown in `content`. */
export async function pictureSize(content: string, collection: string, slug: string, field: string) {
  const folder = path.join(content, collection);
  const stored = matter(fs.readFileSync(path.join(folder, `${slug}.md`), "utf8")).data[field] as string;
  const { width, height } = await sharp(path.join(folder, stored)).metadata();
  return [width, height];
}

/** The thumbnail of the form's image field with this label. */
export const thumbnail = (page: Page, label: string) =>
  page
    .getByLabel("image field")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("img");

/** The size an <img> shows its picture at, once loaded. */
export const naturalSize = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => (img.complete ? [img.naturalWidth, img.naturalHeight] : null));

/** The size of the picture an element shows as its background (a grid card's), loaded the same way. */
export const backgroundSize = (element: Locator) =>
  element.evaluate(async (el) => {
    const img = new Image();
    img.src = /^url\("(.*)"\)$/.exec(getComputedStyle(el).backgroundImage)?.[1] ?? "";
    await img.decode().catch(() => undefined);
    return [img.naturalWidth, img.naturalHeight];
  });

/** Where the subject of phonePhoto sits, as a share of its width and height, and its radius in pixels. */
export const SUBJECT = { x: 0.04, y: 0.96, radius: 80 };

/**
 * A phone's photo, as an editor uploads it: 4032 × 3024, about 5 MB, with the camera and a GPS position in its
 * EXIF, of a harbour whose subject (a red buoy) is in its bottom left corner, which a crop at the centre cuts off.
 */
export async function phonePhoto(file: string) {
  const [width, height] = [4032, 3024];
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa8dc"/><stop offset="1" stop-color="#dcecf7"/></linearGradient>
      <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2f6f7e"/><stop offset="1" stop-color="#0f3440"/></linearGradient>
    </defs>
    <rect width="${width}" height="${height * 0.55}" fill="url(#sky)"/>
    <rect y="${height * 0.55}" width="${width}" height="${height * 0.45}" fill="url(#sea)"/>
    <path d="M${width * 0.55} ${height * 0.55} l300 -420 l120 0 l0 420 z M${width * 0.62} ${height * 0.55} h${width * 0.3} v-260 h-${width * 0.3} z" fill="#4a4f57"/>
    <rect x="${width * 0.2}" y="${height * 0.6}" width="${width * 0.8}" height="90" fill="#7b6a58"/>
    <circle cx="${SUBJECT.x * width}" cy="${SUBJECT.y * height}" r="${SUBJECT.radius}" fill="#d11"/>
  </svg>`;
  // A sensor's fine grain, which makes the photo as large as a phone's.
  const grain = await sharp({
    create: { width, height, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 14 } },
  })
    .png()
    .toBuffer();
  await sharp(Buffer.from(scene))
    .composite([{ input: grain, blend: "overlay" }])
    .jpeg({ quality: 92 })
    .withExifMerge({
      IFD0: { Make: "Apple", Model: "iPhone 15" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
    })
    .toFile(file);
}

/**
 * The part of its picture an <img> shows (object-fit: cover at its object-position), as shares of the picture's
 * width and height: what the site's cut of the picture for that box is (lib/picture.ts's focalRegion).
 */
export const shownPart = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => {
    const [x = 50, y = 50] = getComputedStyle(img).objectPosition.split(" ").map(parseFloat);
    const { naturalWidth: width, naturalHeight: height, clientWidth: boxWidth, clientHeight: boxHeight } = img;
    const scale = Math.max(boxWidth / width, boxHeight / height);
    const [shownWidth, shownHeight] = [boxWidth / scale, boxHeight / scale];
    const left = ((x / 100) * (width - shownWidth)) / width;
    const top = ((y / 100) * (height - shownHeight)) / height;
    return { left, top, right: left + shownWidth / width, bottom: top + shownHeight / height };
  });
