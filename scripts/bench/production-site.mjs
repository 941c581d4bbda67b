/**
 * The production build for the benchmarks: built when missing, older than its sources or made for the
 * browser suite, and served as production serves it (nginx with the generated headers and gzip).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

/** The newest modification time under the given paths (build inputs). */
function newest(paths) {
  return Math.max(
    ...paths.map((p) => {
      const stat = fs.statSync(p);
      if (!stat.isDirectory()) return stat.mtimeMs;
      return newest(fs.readdirSync(p).map((name) => path.join(p, name)));
    }),
  );
}

export function buildIfNeeded() {
  const built = path.join(root, "public", "index.html");
  const inputs = [
    "src",
    "plugins",
    "lib",
    "content",
    "static",
    "package-lock.json",
    "gatsby-config.ts",
    "gatsby-node.ts",
    "gatsby-ssr.tsx",
  ];
  // A build for the browser suite points the form at a stand-in on this machine: rebuild for production.
  const e2eBuild =
    fs.existsSync(built) && /action="http:\/\/(?:127\.0\.0\.1|localhost)[:/]/.test(fs.readFileSync(built, "utf8"));
  if (fs.existsSync(built) && !e2eBuild && fs.statSync(built).mtimeMs > newest(inputs.map((p) => path.join(root, p))))
    return;
  console.log("Building the site (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("The build failed; nothing was measured.");
}

export async function serve({ folder, origin }) {
  // As production serves it: nginx with the generated headers and gzip, each file whole, as a CDN serves a
  // cached file. (wrangler's local server compresses as it streams, which adds to the simulated TBT:
  // docs/performance.md.)
  const server = spawn("node", ["scripts/serve-nginx.mjs", "--port", new URL(origin).port, "--site", folder], {
    cwd: root,
    // Its errors (a folder without a build, a port in use) show, and end the wait.
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  let exited = false;
  server.on("exit", () => (exited = true));
  // It says "Serving" once it has found the port free, so what answers there afterwards is its nginx,
  // not an earlier server of another build.
  let ready = false;
  server.stdout.on("data", (chunk) => (ready ||= chunk.toString().includes("Serving")));
  for (let i = 0; i < 100 && !exited; i++) {
    try {
      if (ready && (await fetch(`${origin}/`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`scripts/serve-nginx.mjs did not serve ${folder} on ${origin}`);
}
