/**
 * The build benchmark's copy of the site with phone photos: every picture field the content takes up to its most
 * items (hero slides, projects, works), the portrait, the share picture and two service icons, each a photo of a
 * phone's size (4032 × 3024, 12 megapixels, a few megabytes), as an editor committing pictures by hand would.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

/** A photo's worth of detail: smooth noise, different for each `n` (so no two share a picture cache entry). */
async function phonePhoto(n, width = 4032, height = 3024) {
  const small = Buffer.alloc((width / 16) * (height / 16) * 3);
  for (let i = 0; i < small.length; i++) small[i] = ((Math.sin(i * 12.9898 + n * 78.233) * 43758.5453) % 256) & 255;
  return sharp(small, { raw: { width: width / 16, height: height / 16, channels: 3 } })
    .resize(width, height, { kernel: "cubic" })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Replaces a picture field's file in `file`'s front matter with a new photo of its own; returns its size. */
async function withPhoto(file, field, n, size) {
  const markdown = fs.readFileSync(file, "utf8");
  const name = `${path.basename(file, ".md")}-photo-${n}.jpg`;
  const bytes = await phonePhoto(n, ...size);
  fs.writeFileSync(path.join(path.dirname(file), name), bytes);
  fs.writeFileSync(file, markdown.replace(new RegExp(`^${field}: .*$`, "m"), `${field}: ./${name}`));
  return bytes.length;
}

/** Adds items to a collection by copying its first file, until it holds `count`. */
function fill(dir, count) {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort();
  for (let n = files.length; n < count; n++) {
    const markdown = fs.readFileSync(path.join(dir, files[0]), "utf8").replace(/^order: .*$/m, `order: ${100 + n}`);
    fs.writeFileSync(path.join(dir, `bench-${n}.md`), markdown);
  }
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Puts `photos` phone photos into the copy at `dir`; returns their count and total bytes. */
export async function addPhonePhotos(dir, { hero, projects, works }) {
  const content = path.join(dir, "content");
  const targets = [
    ...fill(path.join(content, "hero"), hero).map((file) => [file, "image"]),
    ...fill(path.join(content, "projects"), projects).map((file) => [file, "image"]),
    ...fill(path.join(content, "works"), works).map((file) => [file, "image"]),
    [path.join(content, "about", "about.md"), "portrait"],
    [path.join(content, "company", "company.md"), "shareImage"],
    ...fill(path.join(content, "services"), 2)
      .slice(0, 2)
      .map((file) => [file, "icon", [3024, 3024]]),
  ];
  let bytes = 0;
  for (const [n, [file, field, size]] of targets.entries())
    bytes += await withPhoto(file, field, n, size ?? [4032, 3024]);
  return { photos: targets.length, bytes };
}
