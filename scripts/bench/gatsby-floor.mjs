/**
 * The Gatsby floor: the smallest Gatsby page with one picture, built with this repository's own packages and
 * Gatsby's defaults, which the Lighthouse benchmark measures beside each route in the same run. This machine's
 * speed drifts by half within an hour, so a route is judged against what the floor scores at that moment
 * (docs/performance.md): a route that misses a target the floor misses too has lost nothing of its own.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");
/** Kept between runs (bench-results/ is not committed); rebuilt when the installed packages change. */
const folder = path.join(root, "bench-results", "gatsby-floor");
// The tests' own hero picture (2,880 × 1,440), never the editors' content.
const picture = path.join(root, "__tests__", "content", "hero", "a-short.jpg");

// Gatsby builds only a folder whose package.json names it; the versions are the site's own.
const { dependencies } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const packages = [
  "gatsby",
  "react",
  "react-dom",
  "gatsby-plugin-image",
  "gatsby-plugin-sharp",
  "gatsby-transformer-sharp",
];

const files = {
  "package.json": JSON.stringify({
    name: "gatsby-floor",
    private: true,
    dependencies: Object.fromEntries(packages.map((name) => [name, dependencies[name]])),
  }),
  "gatsby-config.js": `module.exports = { plugins: ["gatsby-plugin-image", "gatsby-plugin-sharp", "gatsby-transformer-sharp"] };`,
  "gatsby-ssr.js": `exports.onRenderBody = ({ setHtmlAttributes }) => setHtmlAttributes({ lang: "en" });`,
  "src/pages/index.js": `import * as React from "react";
import { StaticImage } from "gatsby-plugin-image";

export default function Floor() {
  return (
    <main>
      <h1>The Gatsby floor</h1>
      <StaticImage src="../picture.jpg" alt="The floor's one picture" loading="eager" layout="fullWidth" />
    </main>
  );
}

export const Head = () => (
  <>
    <title>The Gatsby floor</title>
    <meta name="description" content="The smallest Gatsby page with one picture." />
  </>
);
`,
  // serve-nginx.mjs includes the headers and answers a build writes; the floor sends Gatsby's alone, and
  // Lighthouse's requests for files it has not (robots.txt, a favicon) are not logged as errors.
  "nginx/headers.conf": "",
  "nginx/answers.conf": "log_not_found off;\n",
};

/** Builds the floor when it is missing or older than the installed packages; returns its folder. */
export function buildFloor() {
  const built = path.join(folder, "public", "index.html");
  const lock = path.join(root, "package-lock.json");
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs > fs.statSync(lock).mtimeMs) return folder;
  console.log("Building the Gatsby floor (one page, one picture)…");
  fs.rmSync(folder, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), text);
  }
  fs.copyFileSync(picture, path.join(folder, "src", "picture.jpg"));
  fs.symlinkSync(path.join(root, "node_modules"), path.join(folder, "node_modules"), "dir");
  const gatsby = path.join(root, "node_modules", ".bin", "gatsby");
  const result = spawnSync(gatsby, ["build"], { cwd: folder, stdio: "inherit", env: process.env });
  if (result.status !== 0) throw new Error("The Gatsby floor did not build; nothing was measured.");
  return folder;
}
