/**
 * @jest-environment node
 *
 * What the content manager does with an upload (cms/admin/upload-plan.js, which the CMS page's upload hook
 * applies): the file's format by its bytes, a JPEG's orientation, its metadata cut out, and the decision to refuse
 * the file (with what to do instead), decode it, or store it made fit, with each image field's limits as the
 * content model gives them to the CMS (cms-config.ts).
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { cmsConfig } from "../../cms/build/config";
import { collections } from "../../src/schema/collections";
import { PICTURE_MAX_PIXELS } from "../../src/schema/validate";

interface Limits {
  min: [number, number];
  max: number;
  maxPixels: number;
}
interface Facts {
  name: string;
  bytes: number;
  format: string;
  orientation?: number;
  webp?: boolean;
  width?: number | null;
  height?: number | null;
}
type Plan =
  | { refuse: string }
  | { decode: true }
  | { fit: { width: number; height: number; type: string; name: string; keep: boolean } };
interface UploadRules {
  MAX_BYTES: number;
  sniffFormat(bytes: Uint8Array): string;
  jpegOrientation(bytes: Uint8Array): number;
  stripJpeg(bytes: Uint8Array): Uint8Array | null;
  uploadPlan(facts: Facts, limits: Limits | null): Plan;
}

// The file as the CMS page runs it: a plain script, which leaves its functions on a module's exports here.
const rules = { exports: {} as UploadRules };
new Function("module", fs.readFileSync(path.resolve(__dirname, "../../cms/admin/upload-plan.js"), "utf8"))(rules);
const { MAX_BYTES, sniffFormat, jpegOrientation, stripJpeg, uploadPlan } = rules.exports;

const bytes = (buffer: Buffer | string) => new Uint8Array(Buffer.from(buffer));
const picture = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
/** A JPEG segment: its marker and length, then `payload`. */
const segment = (marker: number, payload: string) => {
  const body = Buffer.from(payload, "latin1");
  return Buffer.concat([Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);
};
/**
 * A phone's photo: EXIF with the camera and a GPS position, a colour profile, XMP and a comment, and a second
 * picture after its own (a phone's depth or HDR map), with metadata of its own.
 */
async function phonePhoto(orientation?: number) {
  const jpeg = await picture(64, 48)
    .jpeg()
    .withMetadata(orientation ? { orientation } : {})
    .withExifMerge({
      IFD0: { Make: "PhoneMaker", Model: "Phone 15" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
    })
    .withIccProfile("srgb")
    .toBuffer();
  const xmp = segment(0xe1, 'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/">PhoneMaker</x:xmpmeta>');
  const comment = segment(0xfe, "Taken by PhoneMaker");
  const trailing = Buffer.from("\xff\xd8\xff\xe1 trailing picture by PhoneMaker\xff\xd9", "latin1");
  return Buffer.concat([jpeg.subarray(0, 2), xmp, comment, jpeg.subarray(2), trailing]);
}

/** The CMS configuration the build writes (a GitHub backend's; the fields are the same for every one). */
const config = cmsConfig({
  backend: { name: "github", repo: "owner/name", branch: "main" },
  localBackendUrl: null,
  editorialWorkflow: false,
  siteUrl: "https://example.com",
  highestOrder: {},
});
/** The config of a collection's field, as the CMS page is given it. */
function fieldConfig(collection: string, field: string) {
  const c = config.collections.find((c) => c.name === collection)!;
  return ("files" in c ? c.files[0]!.fields : c.fields).find((f) => f.name === field)!;
}
/** The limits of a collection's image field, as the upload hook reads them from the field's config. */
function limitsOf(collection: string, field: string): Limits {
  const { picture } = fieldConfig(collection, field) as unknown as { picture: Omit<Limits, "maxPixels"> };
  return { ...picture, maxPixels: PICTURE_MAX_PIXELS };
}
const project = () => limitsOf("projects", "image");
const photo = (facts: Partial<Facts> = {}): Facts => ({
  name: "IMG_0001.JPG",
  bytes: 3_000_000,
  format: "jpeg",
  ...facts,
});

describe("sniffFormat", () => {
  it("names the format a file's first bytes hold, whatever the file is called", async () => {
    const made = { jpeg: picture().jpeg(), png: picture().png(), webp: picture().webp(), gif: picture().gif() };
    for (const [format, image] of Object.entries(made)) expect(sniffFormat(bytes(await image.toBuffer()))).toBe(format);
    expect(sniffFormat(bytes(await picture().avif().toBuffer()))).toBe("avif");
    expect(sniffFormat(bytes(await picture().tiff().toBuffer()))).toBe("tiff");
    expect(sniffFormat(bytes(fs.readFileSync(path.resolve(__dirname, "../e2e/files/iphone.heic"))))).toBe("heic");
    expect(sniffFormat(bytes("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"))).toBe("pdf");
    expect(sniffFormat(bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe("svg");
    expect(sniffFormat(bytes("BM6\0\0\0"))).toBe("bmp");
    expect(sniffFormat(bytes("Just some notes."))).toBe("unknown");
  });
});

describe("jpegOrientation", () => {
  it("reads the EXIF orientation, 1 when there is none", async () => {
    expect(jpegOrientation(bytes(await phonePhoto(6)))).toBe(6);
    expect(jpegOrientation(bytes(await phonePhoto()))).toBe(1);
    expect(jpegOrientation(bytes(await picture().jpeg().toBuffer()))).toBe(1);
  });
});

describe("stripJpeg", () => {
  it("cuts out EXIF (with GPS), XMP, comments and what follows the picture; keeps its colour profile and bytes", async () => {
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const stripped = Buffer.from(stripJpeg(bytes(original))!);
    const meta = await sharp(stripped).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 64, height: 48 });
    expect([meta.exif, meta.xmp, meta.icc === undefined]).toEqual([undefined, undefined, false]);
    expect(stripped.includes("PhoneMaker")).toBe(false);
    // The same compressed picture: from the start of its scan to its end, byte for byte.
    const scan = (jpeg: Buffer) =>
      jpeg.subarray(jpeg.indexOf(Buffer.from([0xff, 0xda])), jpeg.indexOf("\xff\xd9", 2, "latin1") + 2);
    expect(scan(stripped).equals(scan(original))).toBe(true);
    expect(await sharp(stripped).raw().toBuffer()).toEqual(await sharp(original).raw().toBuffer());
  });

  it("gives nothing for what is not a whole JPEG", () => {
    expect(stripJpeg(bytes("not a picture"))).toBeNull();
  });
});

describe("uploadPlan", () => {
  it("makes a phone's photo as wide as the field's largest size, a JPEG, named so", () => {
    const limits = project();
    expect(uploadPlan(photo(), limits)).toEqual({ decode: true });
    expect(uploadPlan(photo({ width: 4032, height: 3024 }), limits)).toEqual({
      fit: {
        width: limits.max,
        height: Math.round((3024 * limits.max) / 4032),
        type: "image/jpeg",
        name: "IMG_0001.jpg",
        keep: false,
      },
    });
  });

  it("never enlarges a picture, and keeps a JPEG already within bounds as it is (its metadata cut out)", () => {
    const [width, height] = project().min;
    expect(uploadPlan(photo({ width, height }), project())).toEqual({
      fit: { width, height, type: "image/jpeg", name: "IMG_0001.jpg", keep: true },
    });
    // A turned photo is redrawn upright: its EXIF, which turns it, goes.
    expect(uploadPlan(photo({ width, height, orientation: 6 }), project())).toMatchObject({ fit: { keep: false } });
  });

  it("keeps a PNG a PNG (a logo's transparency), a WebP a WebP where the browser writes WebP, and the rest JPEG", () => {
    const size = { width: 1200, height: 800 };
    const fit = (facts: Partial<Facts>) => (uploadPlan(photo({ ...size, ...facts }), project()) as { fit: object }).fit;
    expect(fit({ name: "logo.png", format: "png" })).toMatchObject({
      type: "image/png",
      name: "logo.png",
      keep: false,
    });
    expect(fit({ name: "a.webp", format: "webp", webp: true })).toMatchObject({ type: "image/webp", name: "a.webp" });
    expect(fit({ name: "a.webp", format: "webp", webp: false })).toMatchObject({ type: "image/jpeg", name: "a.jpg" });
    // HEIC where the browser reads it (Safari), AVIF, BMP: photos the browser reads but cannot write.
    for (const format of ["heic", "avif", "bmp", "tiff"]) {
      expect(fit({ name: "IMG_0002.HEIC", format })).toMatchObject({ type: "image/jpeg", name: "IMG_0002.jpg" });
    }
  });

  it("keeps the height a very wide picture needs, even if it then stays wider than the field's largest size", () => {
    const hero = limitsOf("hero", "image");
    const { fit } = uploadPlan(photo({ width: 8000, height: hero.min[1] + 10 }), hero) as {
      fit: { width: number; height: number };
    };
    expect(fit.height).toBe(hero.min[1]);
    expect(fit.width).toBeGreaterThan(hero.max);
  });

  it("refuses what the browser cannot read, saying what to do: a HEIC, a TIFF, anything else", () => {
    const refused = (format: string, name: string) =>
      (uploadPlan(photo({ name, format, width: null, height: null }), project()) as { refuse: string }).refuse;
    expect(refused("heic", "IMG_0003.HEIC")).toMatch(
      /^“IMG_0003\.HEIC” is an iPhone HEIC photo, which this browser cannot read\. Export it as JPEG.*Most Compatible/,
    );
    expect(refused("tiff", "scan.tif")).toMatch(/^“scan\.tif” is a TIFF picture.*Save it as JPEG/);
    expect(refused("unknown", "notes.txt")).toMatch(/^“notes\.txt” is not a picture this browser can read/);
  });

  it("refuses a PDF, an SVG and a GIF without decoding them, saying what to do", () => {
    const refused = (format: string, name: string) =>
      (uploadPlan(photo({ name, format }), project()) as { refuse: string }).refuse;
    expect(refused("pdf", "brochure.pdf")).toMatch(/^“brochure\.pdf” is a PDF document, not a picture\. Export/);
    const [w, h] = project().min;
    expect(refused("svg", "logo.svg")).toBe(
      `“logo.svg” is an SVG drawing: the site's picture fields take JPEG, PNG or WebP pictures. Export it as a PNG at least ${w} × ${h} px and upload that.`,
    );
    expect(refused("gif", "party.gif")).toMatch(/^“party\.gif” is a GIF: the site shows no GIFs/);
  });

  it("refuses a file too large to prepare, by its bytes before decoding and by its pixels after", () => {
    expect(uploadPlan(photo({ bytes: MAX_BYTES + 1 }), project())).toEqual({
      refuse: expect.stringMatching(/^“IMG_0001\.JPG” is 40 MB, too large to prepare .* \(at most 40 MB\)\. Export it/),
    });
    expect(uploadPlan(photo({ width: 10_000, height: 6_000 }), project())).toEqual({
      refuse: expect.stringMatching(/is 10000 × 6000 px \(60 million pixels\), too large .* \(at most 50 million\)/),
    });
  });

  it("refuses a picture smaller than its field needs, in either direction, naming both sizes", () => {
    const [w, h] = project().min;
    for (const [width, height] of [
      [w - 1, h + 500],
      [w + 500, h - 1],
    ]) {
      expect(uploadPlan(photo({ width, height }), project())).toEqual({
        refuse: `“IMG_0001.JPG” is ${width} × ${height} px: this field needs a picture at least ${w} × ${h} px, or it looks blurred where the site shows it. Choose a larger picture.`,
      });
    }
  });

  it("refuses an upload from the Media page: a picture belongs to an entry's picture field", () => {
    expect(uploadPlan(photo(), null)).toEqual({
      refuse: expect.stringMatching(/^Upload pictures from the entry's picture field/),
    });
  });

  it("gives every image field of the model its own limits: a picture at its least size is kept, twice its largest is halved", () => {
    for (const [name, collection] of Object.entries(collections)) {
      for (const [field, spec] of Object.entries(collection.fields)) {
        if (spec.kind !== "image") continue;
        const limits = limitsOf(name, field);
        expect(limits).toEqual({ min: spec.picture!.min, max: spec.picture!.max, maxPixels: PICTURE_MAX_PIXELS });
        const [w, h] = spec.picture!.min;
        expect(uploadPlan(photo({ width: w, height: h }), limits)).toMatchObject({ fit: { width: w, height: h } });
        const large = uploadPlan(photo({ width: 2 * spec.picture!.max, height: 2 * spec.picture!.max }), limits);
        expect(large).toMatchObject({ fit: { width: spec.picture!.max, height: spec.picture!.max } });
      }
    }
  });
});

describe("docs/editors.md", () => {
  it("gives each image field's sizes as the content model has them", () => {
    const doc = fs.readFileSync(path.resolve(__dirname, "../../docs/editors.md"), "utf8").replace(/ +/g, " ");
    for (const [name, collection] of Object.entries(collections)) {
      for (const [field, spec] of Object.entries(collection.fields)) {
        if (spec.kind !== "image") continue;
        const label = `${collection.label}: ${fieldConfig(name, field).label}`;
        const row = new RegExp(`^\\| ${label} \\|.*\\|$`, "m");
        const [w, h] = spec.picture!.min;
        expect(doc.match(row)?.[0]).toMatch(new RegExp(`\\| ${w} × ${h} px \\| ${spec.picture!.max} px wide \\|$`));
      }
    }
  });
});
