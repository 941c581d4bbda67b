// Temporary folders for a test file, removed once its tests have run, so that runs leave nothing behind in
// the system's temporary folder (each deploy run's stand-ins and checkout would otherwise stay, run after run).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A new folder under the system's temporary folder, named from `prefix`, removed after the file's tests. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}
