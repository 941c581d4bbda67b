// Clears the previous build before `npm run build`, as `gatsby clean` does, but keeps webpack's own cache
// (.cache/webpack) and the pictures encoded before (.picture-cache, plugins/image-cache): every build still starts
// from no pages, no page data and no Gatsby state (the publish steps rewrite public/ in place, which no
// incremental build would survive), while webpack, which checks its cache against every module's content and its
// own configuration, reuses what it compiled before, and a picture already encoded, named by its content's and
// its sizes' digest, is copied instead of encoded again. Gatsby keeps the webpack folder itself whenever it throws
// its cache away. CI keeps both between runs.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const KEPT = "webpack";

// `--state` clears Gatsby's state alone, for the development server (cms/local/start.mjs): one kept from a build of
// other content keeps nodes whose files are gone, and the server's queries fail on them.
const stateOnly = process.argv.includes("--state");

const cache = path.join(root, ".cache");
for (const entry of fs.existsSync(cache) ? fs.readdirSync(cache) : []) {
  if (entry !== KEPT) fs.rmSync(path.join(cache, entry), { recursive: true, force: true });
}
if (stateOnly) process.exit(0);
fs.rmSync(path.join(root, "public"), { recursive: true, force: true });
// What `gatsby clean` also removes: Babel's and Terser's caches of this build's output.
for (const tool of ["babel-loader", "terser-webpack-plugin"]) {
  fs.rmSync(path.join(root, "node_modules", ".cache", tool), { recursive: true, force: true });
}
