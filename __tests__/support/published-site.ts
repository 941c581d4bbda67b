// A published site in a temporary folder, for the publish steps that read and rewrite public/.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Writes `files` (paths inside public/ and their text) into a new temporary folder, and returns the folder. */
export function writeSite(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "published-site-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, "public", file)), { recursive: true });
    fs.writeFileSync(path.join(dir, "public", file), text);
  }
  return dir;
}
