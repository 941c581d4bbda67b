/** Writes the CMS into public/: admin.html, and under admin/ Decap's bundle and the site's own script. */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { ADMIN_FILE } from "./policy";

/** The decap-cms package the site depends on: its folder and version. */
function decap(siteDir: string) {
  const packageFile = createRequire(path.join(siteDir, "package.json")).resolve("decap-cms/package.json");
  const { version } = JSON.parse(fs.readFileSync(packageFile, "utf8")) as { version: string };
  return { dist: path.join(path.dirname(packageFile), "dist"), version };
}
// The bundle, the chunks it loads on demand (editor modes and widgets) and their licence notes. Not the
// source maps, nor the WebP encoder (.wasm), which only Decap's `media_processing` option loads.
const DECAP_FILES = /^(?:\d+\.)?decap-cms\.js(?:\.LICENSE\.txt)?$/;

const contentHash = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 20);

const page = (scripts: string[]) => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content manager</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${scripts.map((src) => `<script src="${src}" defer></script>`).join("\n")}
</head>
<body></body>
</html>
`;

/**
 * Replaces public/admin.html and public/admin/. Decap's files sit in a folder named after its version and
 * the site's script is named after its content, so every script there may be cached for good.
 */
export function writeAdmin(siteDir: string, config: object, siteCss: string) {
  const publicDir = path.join(siteDir, "public");
  const adminDir = path.join(publicDir, "admin");
  const { dist, version } = decap(siteDir);
  const decapDir = `decap-cms-${version}`;
  fs.rmSync(adminDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(adminDir, decapDir), { recursive: true });
  const files = fs.readdirSync(dist).filter((name) => DECAP_FILES.test(name));
  for (const name of files) fs.copyFileSync(path.join(dist, name), path.join(adminDir, decapDir, name));

  const own = fs.readFileSync(path.join(siteDir, "plugins", "cms", "admin.js"), "utf8");
  const script = `window.CMS_SITE = ${JSON.stringify({ config, siteCss })};\n${own}`;
  const scriptName = `cms-${contentHash(script)}.js`;
  fs.writeFileSync(path.join(adminDir, scriptName), script);
  // The site's script first: it tells Decap to wait for it (CMS_MANUAL_INIT) before Decap starts.
  fs.writeFileSync(path.join(publicDir, ADMIN_FILE), page([`/admin/${scriptName}`, `/admin/${decapDir}/decap-cms.js`]));
  return { files: files.length, version };
}
