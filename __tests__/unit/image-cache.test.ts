/**
 * @jest-environment node
 *
 * plugins/image-cache: a gatsby-plugin-sharp job is served from the pictures an earlier build kept only when every
 * output it names was kept, and a job whose shape has changed stops the build.
 */
import fs from "node:fs";
import path from "node:path";
import { OutputChanged } from "../../lib/output-changed";
import { reuseEncoded, type ImageJob } from "../../plugins/image-cache/reuse";
import { tempDir } from "../support/temp-dir";

let site: string;
let publicDir: string;
let kept: string;
const outputDir = () => path.join(publicDir, "static", "d1g3st");
const job = (...outputs: string[]): ImageJob => ({
  name: "IMAGE_PROCESSING",
  outputDir: outputDir(),
  args: { operations: outputs.map((outputPath) => ({ outputPath })) },
});
const keep = (file: string, bytes: string) => {
  fs.mkdirSync(path.dirname(path.join(kept, file)), { recursive: true });
  fs.writeFileSync(path.join(kept, file), bytes);
};

beforeEach(() => {
  site = tempDir("image-cache-");
  publicDir = path.join(site, "public");
  kept = path.join(site, ".picture-cache");
});

test("copies every output of a job from the kept pictures, into the same place under public/", () => {
  keep("static/d1g3st/a1/photo.webp", "webp");
  keep("static/d1g3st/b2/photo.jpg", "jpg");
  expect(reuseEncoded(job("a1/photo.webp", "b2/photo.jpg"), publicDir, kept)).toBe(true);
  expect(fs.readFileSync(path.join(outputDir(), "a1/photo.webp"), "utf8")).toBe("webp");
  expect(fs.readFileSync(path.join(outputDir(), "b2/photo.jpg"), "utf8")).toBe("jpg");
});

test("encodes (copies nothing) when any output was not kept, or the job is another plugin's", () => {
  keep("static/d1g3st/a1/photo.webp", "webp");
  expect(reuseEncoded(job("a1/photo.webp", "b2/photo.jpg"), publicDir, kept)).toBe(false);
  expect(reuseEncoded({ name: "GENERATE_SCREENSHOT", outputDir: outputDir() }, publicDir, kept)).toBe(false);
  expect(fs.existsSync(publicDir)).toBe(false);
});

test("never reads outside the kept folder, whatever path a job names", () => {
  fs.writeFileSync(path.join(site, "secret.jpg"), "secret");
  keep("static/x.jpg", "x");
  const outside = { ...job(), outputDir: publicDir, args: { operations: [{ outputPath: "../secret.jpg" }] } };
  expect(reuseEncoded(outside, publicDir, kept)).toBe(false);
  expect(fs.existsSync(path.join(publicDir, "secret.jpg"))).toBe(false);
});

test("stops the build, naming the step, when gatsby-plugin-sharp's jobs no longer name their outputs", () => {
  const reuse = (changed: Partial<ImageJob>) => () =>
    reuseEncoded({ ...job("a1/photo.webp"), ...changed }, publicDir, kept);
  expect(reuse({ outputDir: undefined })).toThrow(
    /^Image cache: a gatsby-plugin-sharp job has no outputDir and operations\[\]\.outputPath/,
  );
  expect(reuse({ args: { operations: [] } })).toThrow(OutputChanged);
  expect(reuse({ args: { operations: [{}] } })).toThrow(OutputChanged);
});
