import fs from "node:fs";
import path from "node:path";

/** The repository's root. */
export const root = path.resolve(__dirname, "../..");

/**
 * The files under `dir` (relative to the root) whose names match `pattern`, as repository paths; Gatsby's generated
 * types and any node_modules are left out.
 */
export function filesUnder(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(relative, pattern);
    return pattern.test(entry.name) && entry.name !== "gatsby-types.d.ts" ? [relative] : [];
  });
}
