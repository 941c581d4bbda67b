/**
 * Whether an image job can be served from pictures kept from an earlier build. gatsby-plugin-sharp names each
 * output by the digest of its input and of the job's arguments (public/static/<file digest>/<args digest>/…), so
 * a kept file of that name is the same picture: it is copied into place instead of encoded again.
 */
import fs from "node:fs";
import path from "node:path";
import { OutputChanged } from "../../lib/output-changed";

/** An IMAGE_PROCESSING job as gatsby-plugin-sharp 5.16 creates it; other jobs are not this plugin's. */
export interface ImageJob {
  name: string;
  outputDir?: string;
  args?: { operations?: { outputPath?: string }[] };
}

/**
 * Copies the job's outputs from `kept` (the same paths under it as under `publicDir`) and returns true when every
 * one was kept; false, with nothing copied, otherwise. A job of gatsby-plugin-sharp's name without the outputs
 * it should name stops the build: its jobs have changed, and reuse would be a guess.
 */
export function reuseEncoded(job: ImageJob, publicDir: string, kept: string): boolean {
  if (job.name !== "IMAGE_PROCESSING") return false;
  const outputs = (job.args?.operations ?? []).map((operation) => operation.outputPath);
  if (!job.outputDir || outputs.length === 0 || outputs.some((output) => !output)) {
    throw new OutputChanged("Image cache", "a gatsby-plugin-sharp job", "outputDir and operations[].outputPath");
  }
  const files = outputs.map((output) => path.relative(publicDir, path.join(job.outputDir!, output!)));
  if (files.some((file) => file.startsWith("..") || !fs.existsSync(path.join(kept, file)))) return false;
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.copyFileSync(path.join(kept, file), path.join(publicDir, file));
  }
  return true;
}
