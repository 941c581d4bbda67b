/**
 * Reads a picture as the build publishes it (gatsby-node.ts checks and crops content pictures with it): its size
 * with the EXIF orientation applied, its format by what the file holds, and a cut of it around a focal point.
 */
import sharp from "sharp";

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
