/**
 * The build benchmark's articles: `count` articles in a copy of the site (content/articles/, which the editors'
 * content does not have yet), each with a cover of its own, tagged from a few tags (content/tags/), and the edits
 * an editor's publish makes: one article's text, one article's cover.
 *
 * Covers are 2400 × 1600 JPEGs of about 350 KB: the content manager makes an upload at most 2400 px wide (the
 * cover's `max`, src/schema/collections.ts) and a camera's photo is 3:2, so this is what an editor's cover is
 * when it reaches the repository; the build's cost is in decoding and encoding those pixels. Each is smooth noise
 * of its own seed: no two covers share a cut or an encoded size, so no cache hit hides work.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { articleBody, articleSummary, articleTitle, seeded } from "./article-text.mjs";

const COVER = { width: 2400, height: 1600, quality: 80 };
// Noise cells of 32 px, smoothed by the enlargement: blotches of colour a JPEG keeps at photo-like sizes.
const CELL = 32;
const TAGS = {
  cloud: "Cloud",
  security: "Security",
  data: "Data & Analytics",
  ai: "AI",
  devops: "DevOps",
  mobile: "Mobile",
  web: "Web",
  careers: "Careers",
};
const AUTHORS = ["Maya Lindqvist", "Tomás Okafor", "Priya Raman", "Jonas Weber", "Aiko Tanaka", "Sam Brennan"];
// The first article's date; each next one two days later (and at another hour of the working day), so that 1,000
// articles span 2018 to 2023: all published, by any build's clock.
const FIRST_DAY = Date.UTC(2018, 0, 2);
const DAY_MS = 86_400_000;

/** A cover for `seed`: the same bytes for the same seed, other pixels for another. */
async function cover(seed) {
  const random = seeded(seed * 7919 + 17);
  const [width, height] = [COVER.width / CELL, COVER.height / CELL];
  const cells = Buffer.alloc(width * height * 3);
  for (let i = 0; i < cells.length; i++) cells[i] = Math.floor(random() * 256);
  return sharp(cells, { raw: { width, height, channels: 3 } })
    .resize(COVER.width, COVER.height, { kernel: "cubic" })
    .jpeg({ quality: COVER.quality })
    .toBuffer();
}

/**
 * Covers 0 to count - 1 in `pool` (a folder the benchmark keeps for its run), made once and copied into each
 * site copy: the 100 articles' covers are the first 100 of the 1,000's.
 */
async function fillPool(pool, count) {
  fs.mkdirSync(pool, { recursive: true });
  const missing = [];
  for (let n = 0; n < count; n++) if (!fs.existsSync(path.join(pool, `${n}.jpg`))) missing.push(n);
  // Two at a time: sharp uses libvips' threads for each, and this machine has two cores.
  for (let at = 0; at < missing.length; at += 2) {
    await Promise.all(
      missing.slice(at, at + 2).map(async (n) => fs.writeFileSync(path.join(pool, `${n}.jpg`), await cover(n))),
    );
  }
}

/** The file name (and so the address) of article `n`: its title's words, and its number to keep it unique. */
const fileName = (n) =>
  articleTitle(n)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Its date as editors write it, in the company's time zone: a working hour, so no clock change falls on it. */
function articleDate(n) {
  const day = new Date(FIRST_DAY + n * 2 * DAY_MS).toISOString().slice(0, 10);
  const hour = String(8 + (n % 9)).padStart(2, "0");
  return `${day} ${hour}:${String((n * 15) % 60).padStart(2, "0")}`;
}

/** Article `n`'s file: front matter within the model's limits (collections.ts), tagged with one to three tags. */
function articleFile(n) {
  const random = seeded(n * 7 + 4);
  const names = Object.keys(TAGS);
  const chosen = new Set(
    Array.from({ length: 1 + Math.floor(random() * 3) }, () => names[Math.floor(random() * names.length)]),
  );
  const older = n > 0 ? `/insights/${fileName(n - 1)}` : null;
  return [
    "---",
    `title: ${JSON.stringify(articleTitle(n))}`,
    `summary: ${JSON.stringify(articleSummary(n))}`,
    `date: ${articleDate(n)}`,
    `author: ${JSON.stringify(AUTHORS[n % AUTHORS.length])}`,
    `tags: [${[...chosen].join(", ")}]`,
    `cover: ./${fileName(n)}.jpg`,
    `coverAlt: ${JSON.stringify(`Abstract cover of article ${n + 1}: soft blotches of colour`)}`,
    "---",
    "",
    articleBody(n, older),
  ].join("\n");
}

/**
 * Writes `count` articles, their covers and the tags into the site copy at `dir`; `pool` holds the covers. Returns
 * what was written: the articles' files, the tags, the covers' total bytes and the texts' mean length.
 */
export async function addArticles(dir, count, pool) {
  await fillPool(pool, count);
  const content = path.join(dir, "content");
  const [articles, tags] = [path.join(content, "articles"), path.join(content, "tags")];
  if (fs.existsSync(articles)) throw new Error(`${articles} exists: the benchmark expects content without articles`);
  fs.mkdirSync(articles, { recursive: true });
  fs.mkdirSync(tags, { recursive: true });
  for (const [slug, name] of Object.entries(TAGS))
    fs.writeFileSync(path.join(tags, `${slug}.md`), `---\nname: ${JSON.stringify(name)}\n---\n`);
  let [coverBytes, textChars] = [0, 0];
  const files = [];
  for (let n = 0; n < count; n++) {
    const file = path.join(articles, `${fileName(n)}.md`);
    const text = articleFile(n);
    fs.writeFileSync(file, text);
    fs.copyFileSync(path.join(pool, `${n}.jpg`), path.join(articles, `${fileName(n)}.jpg`));
    coverBytes += fs.statSync(path.join(pool, `${n}.jpg`)).size;
    textChars += text.length - text.indexOf("\n---\n") - 5;
    files.push(file);
  }
  return { count, files, tags: Object.keys(TAGS).length, coverBytes, meanTextChars: Math.round(textChars / count) };
}

/** An editor's change to one article's text: a sentence added to its first paragraph. Returns the file. */
export function changeText(files, which) {
  const file = files[which];
  const text = fs.readFileSync(file, "utf8");
  const at = text.indexOf("\n---\n") + 6;
  const changed = `${text.slice(0, at)}An editor's correction, published on its own. ${text.slice(at)}`;
  fs.writeFileSync(file, changed);
  return file;
}

/** An editor's change to one article's cover: a picture of its own, never seen by a build before. */
export async function changeCover(files, which) {
  const picture = files[which].replace(/\.md$/, ".jpg");
  fs.writeFileSync(picture, await cover(1_000_000 + which));
  return picture;
}
