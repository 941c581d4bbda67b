// Serves public/ as Cloudflare Pages does, with Cloudflare's own runtime (wrangler pages dev, workerd): its
// address rules (/about serves about.html, /about/ redirects to /about, unknown paths get 404.html with
// status 404) and the headers the build wrote in public/_headers, and the sign-in functions in functions/.
// Nothing to install beyond `npm ci`. Usage: node scripts/serve.mjs [--port 9000]. Runs in the foreground
// until SIGINT or SIGTERM. The functions' variables (GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET, and for tests
// GITHUB_OAUTH_ORIGIN) are passed on from the environment; keep a real secret in .dev.vars instead (wrangler
// reads it, git ignores it), since a command line is visible to every user of the machine.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const portArg = process.argv.indexOf("--port");
const port = Number(portArg > 0 ? process.argv[portArg + 1] : (process.env.PORT ?? 9000));
if (!Number.isInteger(port) || port <= 0) {
  console.error(`serve: "${process.argv[portArg + 1]}" is not a port number`);
  process.exit(1);
}
if (!fs.existsSync(path.join(root, "public", "index.html")) || !fs.existsSync(path.join(root, "public", "_headers"))) {
  console.error('serve: public/ is missing or was not built with its headers: build the site first ("npm run build")');
  process.exit(1);
}

const args = ["pages", "dev", "public", "--ip", "127.0.0.1", "--port", String(port)];
// A fixed date keeps the runtime's behaviour from changing with the day; the debugger port follows the
// site's, so two servers can run side by side.
args.push("--compatibility-date", "2024-09-23", "--inspector-port", String(port + 1));
args.push("--show-interactive-dev-session=false", "--log-level", "warn");
for (const name of ["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET", "GITHUB_OAUTH_ORIGIN"]) {
  if (process.env[name]) args.push("--binding", `${name}=${process.env[name]}`);
}
const server = spawn(path.join(root, "node_modules", ".bin", "wrangler"), args, {
  cwd: root,
  stdio: "inherit",
  // No telemetry, no prompts, and no request to Cloudflare for the visitor's location data (offline).
  env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true", NODE_ENV: "test" },
  detached: true,
});
console.log(`Serving ${path.join(root, "public")} as Cloudflare Pages would, at http://127.0.0.1:${port}/`);

// wrangler starts workerd as a child of its own: stop the whole group.
const stop = (signal) => {
  try {
    process.kill(-server.pid, signal);
  } catch {
    // already gone
  }
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
