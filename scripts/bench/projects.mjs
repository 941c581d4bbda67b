/** The build benchmark's copies of the site with the projects multiplied, each with an image of its own. */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

// Titles may be quoted in the front matter (docs/editors.md: quote a value that contains ": ").
const TITLE_LINE = /^title: (")?(.*?)\1$/m;
const titleOf = (markdown) => TITLE_LINE.exec(markdown)?.[2] ?? "";
const withTitle = (markdown, title) => markdown.replace(TITLE_LINE, `title: ${JSON.stringify(title)}`);

const readProjects = (projectsDir) =>
  fs
    .readdirSync(projectsDir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => {
      const markdown = fs.readFileSync(path.join(projectsDir, name), "utf8");
      const image = /^image: \.\/(.+)$/m.exec(markdown)?.[1];
      if (!image) throw new Error(`content/projects/${name} has no "image: ./file" line to copy`);
      return { slug: name.slice(0, -".md".length), markdown, image };
    });

/**
 * A new JPEG image for copy `n`: a hue shift plus a small corner patch coloured by `n`. A real project brings
 * its own picture, so every copy must differ in bytes, or Gatsby's image cache (keyed by the file's
 * content digest) would process one picture once and make large content look cheap.
 */
function variantImage(source, n) {
  const patch = { r: (n * 53) % 256, g: (n * 97) % 256, b: (n * 151) % 256 };
  return sharp(source)
    .modulate({ hue: (n * 7) % 360 })
    .composite([{ input: { create: { width: 24, height: 24, channels: 3, background: patch } }, top: 0, left: 0 }])
    .jpeg({ quality: 82, progressive: true })
    .toBuffer();
}

/**
 * Adds projects to the copy in `dir` until it has `factor` times as many as it started with. Each new
 * project has its own slug, order, title and image file, as the content rules ask. Returns the count.
 */
export async function scaleProjects(dir, factor) {
  const projectsDir = path.join(dir, "content", "projects");
  const originals = readProjects(projectsDir);
  const maxOrder = Math.max(...originals.map((p) => Number(/^order: (\d+)$/m.exec(p.markdown)?.[1] ?? 0)));
  const total = originals.length * factor;
  const digests = new Set();
  for (let n = 1; n <= total - originals.length; n++) {
    const source = originals[(n - 1) % originals.length];
    const slug = `${source.slug}-copy-${n}`;
    const image = `${slug}.jpg`;
    const bytes = await variantImage(path.join(projectsDir, source.image), n);
    const digest = createHash("sha256").update(bytes).digest("hex");
    if (digests.has(digest)) throw new Error(`bench: image for copy ${n} is byte-identical to an earlier copy`);
    digests.add(digest);
    fs.writeFileSync(path.join(projectsDir, image), bytes);
    const markdown = withTitle(source.markdown, `${titleOf(source.markdown)} ${n}`)
      .replace(/^order: .*$/m, `order: ${maxOrder + n}`)
      .replace(/^image: .*$/m, `image: ./${image}`);
    fs.writeFileSync(path.join(projectsDir, `${slug}.md`), markdown);
  }
  return total;
}

/** Number of projects in the copy at `dir`. */
export const countProjects = (dir) => readProjects(path.join(dir, "content", "projects")).length;

/** The title of every project in the copy at `dir`, to check that the built pages show them all. */
export const projectTitles = (dir) =>
  readProjects(path.join(dir, "content", "projects")).map(({ markdown }) => titleOf(markdown));
