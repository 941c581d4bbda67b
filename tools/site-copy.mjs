/**
 * Throw-away copies of the site, for the tests that build broken or edited content and for the build
 * benchmark. Copies live under os.tmpdir(), so no such build touches the repo's own .cache/ or public/.
 */
import fs from "node:fs";
import path from "node:path";

// What `gatsby build` reads; everything else (tests, lock file, old builds) would only slow the copy.
const SITE_ENTRIES = ["package.json", "tsconfig.json", "src", "plugins", "cms", "lib", "static"];

/**
 * Copies the site at `root` into the new folder `dir`, with node_modules as a symlink. `content` is the folder
 * (relative to `root`) that becomes the copy's content/: the tests copy their own (__tests__/content), never the
 * editors'.
 */
export function copySite(root, dir, { content = "content" } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  const gatsbyFiles = fs.readdirSync(root).filter((name) => /^gatsby-.*\.tsx?$/.test(name));
  for (const entry of [...SITE_ENTRIES, ...gatsbyFiles]) {
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  fs.cpSync(path.join(root, content), path.join(dir, "content"), { recursive: true });
  // Typegen output of an earlier build in the repo; the copy's own build must write it afresh.
  fs.rmSync(path.join(dir, "src", "gatsby-types.d.ts"), { force: true });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
}
