/**
 * @jest-environment node
 *
 * lib/picture.ts: a picture as the build reads it (its shown size and what it holds), and the cut of it around a
 * focal point that every crop of the site is.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { focalCut, focalRegion, keptFocalCut, parseFocus, readPicture } from "../../lib/picture";
import { tempDir } from "../support/temp-dir";

const dir = tempDir("picture-");

/** A black picture of `width` × `height`, with an EXIF orientation when given. */
async function write(name: string, width: number, height: number, options: { orientation?: number } = {}) {
  const file = path.join(dir, name);
  const image = sharp({ create: { width, height, channels: 3, background: "#000" } });
  const encoded = name.endsWith(".png") ? image.png() : image.jpeg();
  await (options.orientation ? encoded.withMetadata({ orientation: options.orientation }) : encoded).toFile(file);
  return file;
}

describe("readPicture", () => {
  it("gives the size as shown, turned a quarter when the EXIF orientation says so", async () => {
    expect(await readPicture(await write("plain.jpg", 400, 300))).toEqual({ width: 400, height: 300, format: "jpeg" });
    const turned = await readPicture(await write("turned.jpg", 400, 300, { orientation: 6 }));
    expect(turned).toEqual({ width: 300, height: 400, format: "jpeg" });
  });

  it("names what a file holds, whatever it is called, and nothing for a file no decoder reads", async () => {
    const png = await write("named.jpg.png", 10, 10);
    const misnamed = path.join(dir, "misnamed.jpg");
    fs.copyFileSync(png, misnamed);
    expect((await readPicture(misnamed))?.format).toBe("png");
    fs.writeFileSync(path.join(dir, "notes.jpg"), "not a picture");
    expect(await readPicture(path.join(dir, "notes.jpg"))).toBeUndefined();
    expect(await readPicture(path.join(dir, "missing.jpg"))).toBeUndefined();
  });
});

describe("parseFocus", () => {
  it("reads x,y, and takes the centre when there is none", () => {
    expect(parseFocus("0.35,0.6")).toEqual({ x: 0.35, y: 0.6 });
    expect(parseFocus(undefined)).toEqual({ x: 0.5, y: 0.5 });
    expect(parseFocus("undefined")).toEqual({ x: 0.5, y: 0.5 });
  });
});

describe("focalRegion", () => {
  it("cuts the most of the picture that has the shape, placed as object-position places it", () => {
    // A 2:1 picture cut square: the full height; the spare width (1000 px) split as the point says.
    expect(focalRegion(2000, 1000, 1, { x: 0.5, y: 0.5 })).toEqual({ left: 500, top: 0, width: 1000, height: 1000 });
    expect(focalRegion(2000, 1000, 1, { x: 1, y: 0.5 })).toEqual({ left: 1000, top: 0, width: 1000, height: 1000 });
    // A 4:3 photo cut 3:2: the full width, the spare height split as the point says.
    expect(focalRegion(4032, 3024, 1.5, { x: 0.5, y: 0.25 })).toEqual({ left: 0, top: 84, width: 4032, height: 2688 });
  });

  it("always holds the focal point, wherever it is", () => {
    for (const [width, height] of [
      [2880, 1440],
      [1200, 1600],
      [4032, 3024],
    ]) {
      for (const ratio of [1, 1.5, 460 / 552, 2.5]) {
        for (const x of [0, 0.03, 0.5, 0.97, 1]) {
          for (const y of [0, 0.2, 1]) {
            const region = focalRegion(width!, height!, ratio, { x, y });
            const [px, py] = [x * width!, y * height!];
            expect(px >= region.left && px <= region.left + region.width).toBe(true);
            expect(py >= region.top && py <= region.top + region.height).toBe(true);
            expect(region.left + region.width <= width! && region.top + region.height <= height!).toBe(true);
            expect(Math.abs(region.width / region.height - ratio)).toBeLessThan(0.01 + 1 / region.height);
          }
        }
      }
    }
  });
});

describe("focalCut", () => {
  it("cuts the picture as shown (EXIF orientation applied), as a JPEG or, for a PNG, a PNG", async () => {
    const cut = await focalCut(await write("wide.jpg", 800, 400, { orientation: 6 }), 1, { x: 0.5, y: 0 });
    // Turned, the picture is 400 × 800: the square is its full width, at its top.
    expect(await sharp(cut.buffer).metadata()).toMatchObject({ width: 400, height: 400, format: "jpeg" });
    expect(cut.ext).toBe(".jpg");
    const png = await focalCut(await write("logo.png", 300, 100), 1, { x: 0, y: 0 });
    expect(await sharp(png.buffer).metadata()).toMatchObject({ width: 100, height: 100, format: "png" });
    expect(png.ext).toBe(".png");
  });
});

describe("keptFocalCut", () => {
  it("keeps each cut by the picture's bytes, shape and point, and reads it back instead of cutting again", async () => {
    const kept = path.join(dir, "kept");
    const file = await write("photo.jpg", 600, 300);
    const first = await keptFocalCut(file, 1, { x: 0.25, y: 0.5 }, kept);
    expect(first).toEqual(await focalCut(file, 1, { x: 0.25, y: 0.5 }));
    const [name] = fs.readdirSync(path.join(kept, "cuts"));
    expect(name).toMatch(/^[0-9a-f]{64}\.jpg$/);
    // A second build reads the kept cut back (marked here, so that a cut made again would show).
    fs.writeFileSync(path.join(kept, "cuts", name!), "kept");
    expect((await keptFocalCut(file, 1, { x: 0.25, y: 0.5 }, kept)).buffer.toString()).toBe("kept");
    // Another point, another shape or other bytes is another cut.
    await keptFocalCut(file, 1, { x: 0.75, y: 0.5 }, kept);
    await keptFocalCut(file, 1.5, { x: 0.25, y: 0.5 }, kept);
    await keptFocalCut(await write("photo.jpg", 600, 301), 1, { x: 0.25, y: 0.5 }, kept);
    expect(fs.readdirSync(path.join(kept, "cuts"))).toHaveLength(4);
  });

  it("cuts one picture for many entries at once (the same cut, asked for together)", async () => {
    const kept = path.join(dir, "kept-together");
    const file = await write("shared.jpg", 400, 200);
    const cuts = await Promise.all(Array.from({ length: 8 }, () => keptFocalCut(file, 1, { x: 0.5, y: 0.5 }, kept)));
    for (const cut of cuts) expect(cut).toEqual(cuts[0]);
    expect(fs.readdirSync(path.join(kept, "cuts"))).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.jpg$/)]);
  });
});
