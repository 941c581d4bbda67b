// npm run typecheck: TypeScript over the whole repository (tsc --noEmit). The page queries' types
// (src/gatsby-types.d.ts) are written by Gatsby during a build or `gatsby develop`, which is the only
// way to make them; on a fresh clone this says so instead of failing on every query's type.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
if (!fs.existsSync(path.join(root, "src", "gatsby-types.d.ts"))) {
  console.error(
    "npm run typecheck: src/gatsby-types.d.ts is missing. Gatsby writes it during a build: run `npm run build` " +
      "(or `npm run develop`) once, then `npm run typecheck` again.",
  );
  process.exit(1);
}
const tsc = spawnSync(path.join(root, "node_modules", ".bin", "tsc"), ["--noEmit"], { cwd: root, stdio: "inherit" });
process.exit(tsc.status ?? 1);
