// The pictures the content manager shows for existing entries, and their real sizes, for the CMS tests with
// Decap's local backend (cms.spec.ts) and with its GitHub backend (cms-github.spec.ts). A picture Decap has
// not read yet is an empty SVG placeholder, whose size (300 × 150) is no picture's.
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import matter from "gray-matter";
import sharp from "sharp";
import { cmsConfig } from "../../src/schema/cms-config";
import { site } from "./site";

/** The content folder of the build under test (the tests' own), which the CMS tests' repositories hold. */
export const contentFolder = path.resolve(__dirname, "../..", site.dir);

/** A folder collection's entries (their slugs), in file-name order. */
export function entriesOf(collection: string) {
  return fs
    .readdirSync(path.join(contentFolder, collection))
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -".md".length))
    .sort();
}

/**
 * Every image field of every collection, with the label the form gives it, in the first entry of its
 * collection (by file name) or its collection's one file.
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
  const slug = "files" in collection ? collection.name : entriesOf(collection.name)[0]!;
  return fields.map((f) => ({ collection: collection.name, slug, name: f.name, label: f.label }));
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
