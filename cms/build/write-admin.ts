/** Writes the CMS into public/: admin.html, and under admin/ Decap's bundle and the site's own script. */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { collections } from "../../src/schema/collections";
import { PICTURE_MAX_PIXELS } from "../../src/schema/validate";
import { siteScript } from "./site.mjs";
import { expectFound } from "../../lib/output-changed";
import { fixDecap } from "./decap-fixes";
import { ADMIN_FILE, PREVIEW_PATH } from "./addresses";

/** The collections the preview page draws (cms/preview/preview.tsx), as the content model marks them. */
const PREVIEWS = Object.keys(collections).filter((name) => collections[name]!.preview);

/** The decap-cms package the site depends on: its folder and version. */
function decap(siteDir: string) {
  const packageFile = createRequire(path.join(siteDir, "package.json")).resolve("decap-cms/package.json");
  const { version } = JSON.parse(fs.readFileSync(packageFile, "utf8")) as { version: string };
  return { dist: path.join(path.dirname(packageFile), "dist"), version };
}
// The bundle, the chunks it loads on demand (editor modes and widgets) and their licence notes. Not the
// source maps, nor the WebP encoder (.wasm), which only Decap's `media_processing` option loads.
const DECAP_FILES = /^(?:\d+\.)?decap-cms\.js(?:\.LICENSE\.txt)?$/;

/**
 * The site's own scripts for the CMS page, served as one file in this order: the upload rules, the upload hook
 * that applies them, the focal-point widget, then admin.js, which registers the widget and starts Decap.
 */
export const SCRIPTS = ["upload-plan.js", "upload.js", "focal.js", "admin.js"];

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
 * Writes public/admin.html and, under public/admin/, Decap's files (its bundle with the site's fixes) in a
 * folder named after its version and the fixed bundle, and the site's script named after its content, so
 * every script there may be cached for good.
 */
export function writeAdmin(siteDir: string, config: object) {
  const publicDir = path.join(siteDir, "public");
  const { dist, version } = decap(siteDir);
  const files = fs.readdirSync(dist).filter((name) => DECAP_FILES.test(name));
  expectFound(files.includes("decap-cms.js") ? 1 : 0, "Content manager", dist, "decap-cms.js (Decap's bundle)");
  const bundleFile = path.join(dist, "decap-cms.js");
  const bundle = fixDecap(fs.readFileSync(bundleFile, "utf8"), bundleFile);
  const decapFolder = `decap-cms-${version}-${contentHash(bundle)}`;
  const decapDir = path.join(publicDir, "admin", decapFolder);
  fs.mkdirSync(decapDir, { recursive: true });
  // Decap's chunks as they are; its bundle as fixed.
  for (const name of files) {
    if (name !== "decap-cms.js") fs.copyFileSync(path.join(dist, name), path.join(decapDir, name));
  }
  fs.writeFileSync(path.join(decapDir, "decap-cms.js"), bundle);

  const imageFields = Object.fromEntries(
    Object.entries(collections).map(([name, c]) => [
      name,
      Object.keys(c.fields).filter((f) => c.fields[f]!.kind === "image"),
    ]),
  );
  const own = SCRIPTS.map((name) => fs.readFileSync(path.join(siteDir, "cms", "admin", name), "utf8")).join("\n");
  // The pictures in a text that takes them (an article's): what an upload from its editor's picture button must be.
  const textPicture = Object.values(collections).find((c) => c.bodyPictures)?.bodyPictures ?? null;
  const site = {
    config,
    preview: PREVIEW_PATH,
    previews: PREVIEWS,
    imageFields,
    textPicture,
    maxPixels: PICTURE_MAX_PIXELS,
  };
  const script = siteScript(site, own);
  const scriptName = `cms-${contentHash(script)}.js`;
  fs.writeFileSync(path.join(publicDir, "admin", scriptName), script);
  // The site's script first: it tells Decap to wait for it (CMS_MANUAL_INIT) before Decap starts.
  const decapScript = `/admin/${decapFolder}/decap-cms.js`;
  fs.writeFileSync(path.join(publicDir, ADMIN_FILE), page([`/admin/${scriptName}`, decapScript]));
  return { files: files.length, version };
}
