/**
 * @jest-environment node
 *
 * What the content manager does with an upload (cms/admin/upload-plan.js, which the CMS page's upload hook
 * applies): the file's format by its bytes, a JPEG's orientation, its metadata cut out, and the decision to refuse
 * the file (with what to do instead), decode it, or store it made fit, with each image field's limits as the
 * content model gives them to the CMS (cms-config.ts).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { cmsConfig } from "../../cms/build/config";
import { collections } from "../../src/schema/collections";
import { PICTURE_MAX_PIXELS } from "../../src/schema/validate";

type Limits = { min: [number, number]; max: number; maxPixels: number };
/** A file's facts: its name, bytes and format, then jpegFacts', the browser's WebP, and its size once decoded. */
type Facts = { name: string; bytes: number; format: string } & Record<string, unknown>;
interface Plan {
  refuse?: string;
  decode?: true;
  fit?: { width: number; height: number; type: string; name: string; keep: boolean };
}
interface UploadRules {
  MAX_BYTES: number;
  sniffFormat(bytes: Uint8Array): string;
  jpegFacts(bytes: Uint8Array): { orientation: number | null; keepable: boolean; profile: Uint8Array | null };
  stripJpeg(bytes: Uint8Array): Uint8Array | null;
  uploadPlan(facts: Facts, limits: Limits | null): Plan;
}

// The file as the CMS page runs it: a plain script, which leaves its functions on a module's exports here.
const rules = { exports: {} as UploadRules };
new Function("module", fs.readFileSync(path.resolve(__dirname, "../../cms/admin/upload-plan.js"), "utf8"))(rules);
const { MAX_BYTES, sniffFormat, jpegFacts, stripJpeg, uploadPlan } = rules.exports;

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
const photo = (facts: Partial<Facts> = {}) => ({ name: "IMG_0001.JPG", bytes: 3_000_000, format: "jpeg", ...facts });

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

/** `jpeg` with `extra` inserted before its `n`th scan (image data never holds FF DA: it is always a marker). */
function beforeScan(jpeg: Buffer, n: number, ...extra: Buffer[]) {
  let at = -1;
  for (let i = 0; i < n; i++) at = jpeg.indexOf(Buffer.from([0xff, 0xda]), at + 1);
  return Buffer.concat([jpeg.subarray(0, at), ...extra, jpeg.subarray(at)]);
}
/** The EXIF segment a camera writes, with a GPS position, and the orientation when given. */
async function exif(orientation?: number) {
  const jpeg = await picture()
    .jpeg()
    .withMetadata(orientation ? { orientation } : {})
    .withExifMerge({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 2984/100" } })
    .toBuffer();
  const at = jpeg.indexOf(Buffer.from([0xff, 0xe1]));
  return jpeg.subarray(at, at + 2 + jpeg.readUInt16BE(at + 2));
}
const xmp = segment(0xe1, 'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/">Home Street</x:xmpmeta>');
const iptc = segment(0xed, "Photoshop 3.0\x008BIM\x04\x04\0\0\0\0\0\x1a\x1c\x02\x5c\0\x17Taken at 12 Home Street");
const comment = segment(0xfe, "Taken at 12 Home Street");
/** What none of the files below may keep: the position, the street, the camera, any metadata block. */
const METADATA = ["48/1", "Home Street", "PhoneMaker", "Exif\0", "http://ns.adobe.com", "Photoshop", "JFXX"];

describe("jpegFacts", () => {
  it("reads the EXIF orientation, 1 when there is none, wherever before the picture it is", async () => {
    expect(jpegFacts(bytes(await phonePhoto(6))).orientation).toBe(6);
    expect(jpegFacts(bytes(await phonePhoto())).orientation).toBe(1);
    expect(jpegFacts(bytes(await picture().jpeg().toBuffer())).orientation).toBe(1);
    // After 240 KB of comments: a reader of the first 128 KB would take it for upright.
    const comments = Array<Buffer>(4).fill(segment(0xfe, "x".repeat(60_000)));
    const late = beforeScan(await picture().jpeg().toBuffer(), 1, ...comments, await exif(6));
    expect(late.indexOf("Exif")).toBeGreaterThan(128 * 1024);
    expect(jpegFacts(bytes(late))).toEqual({ orientation: 6, keepable: true, profile: null });
  });

  it("says what cannot be read with certainty: an EXIF that does not parse, or two", async () => {
    const plain = await picture().jpeg().toBuffer();
    const broken = segment(0xe1, "Exif\0\0MM\0*\0\0\xff\xff");
    expect(jpegFacts(bytes(beforeScan(plain, 1, broken))).orientation).toBeNull();
    expect(jpegFacts(bytes(beforeScan(plain, 1, await exif(1), await exif(6)))).orientation).toBeNull();
  });
});

describe("an upload within bounds", () => {
  /** The plan for `jpeg`, with its facts as the upload hook gathers them (its profile digested). */
  const within = async (jpeg: Buffer) => {
    const { width, height } = await sharp(jpeg).metadata();
    const limits = { min: [1, 1] as [number, number], max: 4000, maxPixels: 1e8 };
    const facts = jpegFacts(bytes(jpeg));
    const profileSha256 = facts.profile && createHash("sha256").update(facts.profile).digest("hex");
    return uploadPlan({ ...photo({ width, height }), ...facts, profileSha256 }, limits);
  };
  const expectNoMetadata = (jpeg: Buffer) => {
    for (const text of METADATA)
      expect({ text, kept: jpeg.includes(text, 0, "latin1") }).toEqual({ text, kept: false });
  };

  it("is kept when its metadata lies before its picture, and committed without a byte of it", async () => {
    const original = await phonePhoto();
    expect(await within(original)).toMatchObject({ fit: { keep: true } });
    const stripped = Buffer.from(stripJpeg(bytes(original))!);
    const meta = await sharp(stripped).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 64, height: 48 });
    expect([meta.exif, meta.xmp, meta.icc === undefined]).toEqual([undefined, undefined, false]);
    expectNoMetadata(stripped);
    // The same compressed picture: from the start of its scan to its end, byte for byte.
    const scan = (jpeg: Buffer) =>
      jpeg.subarray(jpeg.indexOf(Buffer.from([0xff, 0xda])), jpeg.indexOf("\xff\xd9", 2, "latin1") + 2);
    expect(scan(stripped).equals(scan(original))).toBe(true);
    expect(await sharp(stripped).raw().toBuffer()).toEqual(await sharp(original).raw().toBuffer());
  });

  it("is redrawn when metadata follows its first scan, an APP0 is more than JFIF, or it is turned", async () => {
    const progressive = await picture(64, 48).jpeg({ progressive: true }).toBuffer();
    const between = beforeScan(progressive, 2, await exif(), xmp, iptc, comment);
    expect(await sharp(between).metadata()).toMatchObject({ isProgressive: true, width: 64 });
    const plain = await picture().jpeg().toBuffer();
    const jfxx = segment(0xe0, "JFXX\0\x13\xff\xd8\xff\xd9");
    const jfifThumbnail = segment(0xe0, "JFIF\0\x01\x02\0\0\x01\0\x01\x01\x01\x80\x80\x80");
    for (const [name, jpeg] of [
      ["metadata between scans", between],
      ["a JFXX thumbnail", beforeScan(plain, 1, jfxx)],
      ["a JFIF thumbnail", Buffer.concat([plain.subarray(0, 2), jfifThumbnail, plain.subarray(2)])],
      ["turned by its EXIF", await phonePhoto(6)],
    ] as const) {
      expect({ name, plan: await within(jpeg) }).toEqual({
        name,
        plan: { fit: expect.objectContaining({ keep: false }) },
      });
    }
    // Were one kept, nothing of it would stay.
    const stripped = Buffer.from(stripJpeg(bytes(between))!);
    expectNoMetadata(stripped);
    expect(await sharp(stripped).raw().toBuffer()).toEqual(await sharp(progressive).raw().toBuffer());
  });

  it("is kept with a standard colour profile, whole even in chunks, and redrawn with any other: it may hold text", async () => {
    const keep = async (...profile: Buffer[]) => {
      const plain = await picture().jpeg().toBuffer();
      return (await within(Buffer.concat([plain.subarray(0, 2), ...profile, plain.subarray(2)]))).fit!.keep;
    };
    const chunk = (number: number, count: number, data: Buffer) =>
      segment(0xe2, "ICC_PROFILE\0" + String.fromCharCode(number, count) + data.toString("latin1"));
    const srgb = (await sharp(await picture().jpeg().withIccProfile("srgb").toBuffer()).metadata()).icc!;
    const p3 = (await sharp(await picture().jpeg().withIccProfile("p3").toBuffer()).metadata()).icc!;
    const [first, rest] = [srgb.subarray(0, 200), srgb.subarray(200)];
    const signed = Buffer.concat([srgb, Buffer.from("Photographer: Jane, 51.5N 0.1W")]);
    signed.writeUInt32BE(signed.length); // the profile's own size: a well-formed profile with the text in it
    expect([await keep(), await keep(chunk(1, 1, srgb)), await keep(chunk(1, 1, p3))]).toEqual([true, true, true]);
    expect(await keep(chunk(2, 2, rest), chunk(1, 2, first))).toBe(true);
    expect(await keep(chunk(1, 1, signed))).toBe(false);
    // Not one whole set: a chunk missing, repeated, or counted differently.
    expect(await keep(chunk(1, 2, first))).toBe(false);
    expect(await keep(chunk(1, 2, first), chunk(1, 2, first), chunk(2, 2, rest))).toBe(false);
    expect(await keep(chunk(1, 2, first), chunk(2, 3, rest))).toBe(false);
  });

  it("is not a JPEG when it is not whole", () => {
    expect(stripJpeg(bytes("not a picture"))).toBeNull();
    expect(jpegFacts(bytes("\xff\xd8\xff\xe0\x00"))).toEqual({ orientation: null, keepable: false, profile: null });
  });
});

describe("uploadPlan", () => {
  const plan = (facts: Partial<Facts>, limits: Limits | null = project()) => uploadPlan(photo(facts), limits);

  it("makes a phone's photo as wide as the field's largest size, a JPEG, named so", () => {
    const { max } = project();
    expect(plan({})).toEqual({ decode: true });
    expect(plan({ width: 4032, height: 3024 })).toEqual({
      fit: {
        width: max,
        height: Math.round((3024 * max) / 4032),
        type: "image/jpeg",
        name: "IMG_0001.jpg",
        keep: false,
      },
    });
  });

  it("never enlarges a picture, and keeps an upright JPEG already within bounds as it is (its metadata cut out)", () => {
    const [width, height] = project().min;
    expect(plan({ width, height, orientation: 1, keepable: true, profile: null })).toEqual({
      fit: { width, height, type: "image/jpeg", name: "IMG_0001.jpg", keep: true },
    });
    // Not known to be upright: redrawn.
    expect(plan({ width, height, orientation: null, keepable: true })).toMatchObject({ fit: { keep: false } });
  });

  it("keeps a PNG a PNG (a logo's transparency), a WebP a WebP where the browser writes WebP, and the rest JPEG", () => {
    const fit = (facts: Partial<Facts>) => plan({ width: 1200, height: 800, ...facts }).fit;
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
    const { fit } = plan({ width: 8000, height: hero.min[1] + 10 }, hero);
    expect(fit!.height).toBe(hero.min[1]);
    expect(fit!.width).toBeGreaterThan(hero.max);
  });

  it("refuses a PDF, an SVG and a GIF without decoding them, and what the browser cannot read, saying what to do", () => {
    const [w, h] = project().min;
    const refused = (name: string, format: string, size = {}) => plan({ name, format, ...size }).refuse;
    expect(refused("brochure.pdf", "pdf")).toMatch(/^“brochure\.pdf” is a PDF document, not a picture\. Export/);
    expect(refused("logo.svg", "svg")).toBe(
      `“logo.svg” is an SVG drawing: the site's picture fields take JPEG, PNG or WebP pictures. Export it as a PNG at least ${w} × ${h} px and upload that.`,
    );
    expect(refused("party.gif", "gif")).toMatch(/^“party\.gif” is a GIF: the site shows no GIFs/);
    // Decoded, without a size: the browser could not read it.
    const unread = { width: null, height: null };
    expect(refused("IMG_0003.HEIC", "heic", unread)).toMatch(
      /^“IMG_0003\.HEIC” is an iPhone HEIC photo, which this browser cannot read\. Export it as JPEG.*Most Compatible/,
    );
    expect(refused("scan.tif", "tiff", unread)).toMatch(/^“scan\.tif” is a TIFF picture.*Save it as JPEG/);
    expect(refused("notes.txt", "unknown", unread)).toMatch(/^“notes\.txt” is not a picture this browser can read/);
  });

  it("refuses a file too large to prepare, by its bytes before decoding and by its pixels after", () => {
    expect(plan({ bytes: MAX_BYTES + 1 }).refuse).toMatch(
      /^“IMG_0001\.JPG” is 40 MB, too large to prepare .* \(at most 40 MB\)\. Export it/,
    );
    expect(plan({ width: 10_000, height: 6_000 }).refuse).toMatch(
      /is 10000 × 6000 px \(60 million pixels\), too large .* \(at most 50 million\)/,
    );
  });

  it("refuses a picture smaller than its field needs, in either direction, naming both sizes", () => {
    const [w, h] = project().min;
    for (const [width, height] of [
      [w - 1, h + 500],
      [w + 500, h - 1],
    ]) {
      expect(plan({ width, height })).toEqual({
        refuse: `“IMG_0001.JPG” is ${width} × ${height} px: this field needs a picture at least ${w} × ${h} px, or it looks blurred where the site shows it. Choose a larger picture.`,
      });
    }
  });

  it("refuses an upload from the Media page: a picture belongs to an entry's picture field", () => {
    expect(plan({}, null).refuse).toMatch(/^Upload pictures from the entry's picture field/);
  });
});

/** Every image field of the content model: its collection, its name and its spec. */
const imageFields = Object.entries(collections).flatMap(([name, collection]) =>
  Object.entries(collection.fields)
    .filter(([, spec]) => spec.kind === "image")
    .map(([field, spec]) => ({ name, collection, field, picture: spec.picture! })),
);

test("the content manager gives every image field of the model its own limits", () => {
  for (const { name, field, picture } of imageFields) {
    expect(fieldConfig(name, field)).toHaveProperty("picture", { min: picture.min, max: picture.max });
  }
});

test("docs/editors.md gives each image field's sizes as the content model has them", () => {
  const doc = fs.readFileSync(path.resolve(__dirname, "../../docs/editors.md"), "utf8").replace(/ +/g, " ");
  for (const { name, collection, field, picture } of imageFields) {
    const row = new RegExp(`^\\| ${collection.label}: ${fieldConfig(name, field).label} \\|.*\\|$`, "m");
    const [w, h] = picture.min;
    expect(doc.match(row)?.[0]).toMatch(new RegExp(`\\| ${w} × ${h} px \\| ${picture.max} px wide \\|$`));
  }
});
