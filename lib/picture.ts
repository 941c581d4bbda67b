/**
 * Reads a picture as the build publishes it (gatsby-node.ts checks and crops content pictures with it): its size
 * with the EXIF orientation applied, its format by what the file holds, and a cut of it around a focal point.
 */
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

/**
 * Where a build keeps what it made of the pictures for the next build: the cuts below, and the sizes
 * gatsby-plugin-sharp encoded (plugins/image-cache). Beside .cache, not in it; CI keeps it between runs.
 */
export const PICTURE_CACHE = ".picture-cache";

export interface PictureInfo {
  width: number;
  height: number;
  /** jpeg, png, webp, avif, or another format (heic, gif, tiff, svg…) the build does not take. */
  format: string;
}

/** The picture in `file`, or undefined when there is no picture there (no file, or bytes no decoder reads). */
export async function readPicture(file: string): Promise<PictureInfo | undefined> {
  try {
    const { width = 0, height = 0, format = "unknown", compression, orientation = 1 } = await sharp(file).metadata();
    // An AVIF and a HEIC are both HEIF files, told apart by their compression.
    const kind = format === "heif" ? (compression === "av1" ? "avif" : "heic") : format;
    // Orientations 5 to 8 turn the picture a quarter: what is shown is as tall as the stored picture is wide.
    return orientation >= 5 ? { width: height, height: width, format: kind } : { width, height, format: kind };
  } catch {
    return undefined;
  }
}

/** A focal point: how far across and down the picture its subject is, from 0 to 1; the centre by default. */
export interface Focus {
  x: number;
  y: number;
}

/** The focal point a `focus` field holds ("0.35,0.6"), or the centre. */
export function parseFocus(value: unknown): Focus {
  const [x, y] = typeof value === "string" ? value.split(",").map(Number) : [];
  return Number.isFinite(x) && Number.isFinite(y) ? { x: x!, y: y! } : { x: 0.5, y: 0.5 };
}

/**
 * The region of a `width` × `height` picture that a box of shape `ratio` (width / height) shows when the
 * picture covers it with object-position at the focal point: the most of the picture that has that shape,
 * placed so that the point sits as far across (and down) the region as it sits across the picture's spare width
 * (height). So a cut shown in a box of its own shape, or covering any box with the same object-position, shows
 * what the whole picture would there: the point is always inside.
 */
export function focalRegion(width: number, height: number, ratio: number, focus: Focus) {
  const cutWidth = Math.min(width, Math.round(height * ratio));
  const cutHeight = Math.min(height, Math.round(width / ratio));
  return {
    left: Math.round(focus.x * (width - cutWidth)),
    top: Math.round(focus.y * (height - cutHeight)),
    width: cutWidth,
    height: cutHeight,
  };
}

/** The cut of the picture in `file` of shape `ratio` around `focus`, encoded as the build's source for it. */
export async function focalCut(file: string, ratio: number, focus: Focus) {
  const picture = await readPicture(file);
  if (!picture) throw new Error(`${file} is not a picture`);
  const region = focalRegion(picture.width, picture.height, ratio, focus);
  // rotate() applies the EXIF orientation before the cut, so the cut is of the picture as shown. The cut is the
  // picture pipeline's source (gatsby-plugin-sharp encodes what is published): PNG keeps a logo's transparency,
  // a JPEG at quality 95 a photo, without a visible loss.
  const cut = sharp(file).rotate().extract(region);
  const png = picture.format === "png";
  return { buffer: await (png ? cut.png() : cut.jpeg({ quality: 95 })).toBuffer(), ext: png ? ".png" : ".jpg" };
}

/** What focalCut makes, named in each kept cut's digest: change it whenever focalCut's output changes. */
const CUT_RECIPE = "rotate, extract, jpeg 95 or png";

/**
 * focalCut, kept under `kept`/cuts by the digest of the picture's bytes, its shape and its point: a cut made by an
 * earlier build is read back instead of decoding the whole picture again (a phone's photo takes a quarter of a
 * second to decode and cut).
 */
export async function keptFocalCut(file: string, ratio: number, focus: Focus, kept: string) {
  const digest = createHash("sha256")
    .update(await fs.promises.readFile(file))
    .update(JSON.stringify([CUT_RECIPE, ratio, focus.x, focus.y]))
    .digest("hex");
  const folder = path.join(kept, "cuts");
  for (const ext of [".jpg", ".png"]) {
    const keptCut = path.join(folder, digest + ext);
    if (fs.existsSync(keptCut)) return { buffer: await fs.promises.readFile(keptCut), ext };
  }
  const cut = await focalCut(file, ratio, focus);
  await fs.promises.mkdir(folder, { recursive: true });
  // Written whole, then named: a build stopped halfway leaves no half a cut to read back, and two entries cutting
  // the same picture at once (same digest) each write a file of their own before one replaces the other.
  const partial = path.join(folder, `${digest}.${randomUUID()}.partial`);
  await fs.promises.writeFile(partial, cut.buffer);
  await fs.promises.rename(partial, path.join(folder, digest + cut.ext));
  return cut;
}
