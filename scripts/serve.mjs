// Serves public/ as Cloudflare Pages does, with Cloudflare's own runtime (wrangler pages dev, workerd): its
// address rules (/about serves about.html, /about/ redirects to /about, unknown paths get 404.html with
// status 404) and the headers the build wrote in public/_headers, and the sign-in functions in functions/.
// Nothing to install beyond `npm ci`. Usage: node scripts/serve.mjs [--port N] (lib/loopback.mjs's SERVE_PORT unless set). Runs in the foreground
// until SIGINT or SIGTERM. The functions' variables come from .dev.vars (wrangler reads it, git ignores it) and,
// over it, from the environment (GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET, and for tests GITHUB_OAUTH_ORIGIN).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVE_PORT } from "../lib/loopback.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const portArg = process.argv.indexOf("--port");
const port = Number(portArg > 0 ? process.argv[portArg + 1] : (process.env.PORT ?? SERVE_PORT));
if (!Number.isInteger(port) || port <= 0) {
  console.error(`serve: "${process.argv[portArg + 1]}" is not a port number`);
  process.exit(1);
}
if (!fs.existsSync(path.join(root, "public", "index.html")) || !fs.existsSync(path.join(root, "public", "_headers"))) {
  console.error('serve: public/ is missing or was not built with its headers: build the site first ("npm run build")');
  process.exit(1);
}

/**
 * Where wrangler runs: this folder, or, when the environment gives the functions' variables, a folder of its own
 * (this user's alone, removed on exit) whose .dev.vars holds them over this folder's, beside a link to functions/.
 * Never --binding: a command line is visible to every user of the machine (ps), and so would the secret be.
 */
function wranglerFolder() {
  const given = ["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET", "GITHUB_OAUTH_ORIGIN"].filter((name) => process.env[name]);
  if (given.length === 0) return { cwd: root, remove: () => {} };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "serve-"));
  const own = path.join(root, ".dev.vars");
  const vars = [fs.existsSync(own) ? fs.readFileSync(own, "utf8").trimEnd() : ""];
  for (const name of given) vars.push(`${name}=${JSON.stringify(process.env[name])}`);
  fs.writeFileSync(path.join(dir, ".dev.vars"), `${vars.join("\n").trim()}\n`, { mode: 0o600 });
  fs.symlinkSync(path.join(root, "functions"), path.join(dir, "functions"), "dir");
  return { cwd: dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

const folder = wranglerFolder();
const args = ["pages", "dev", path.join(root, "public"), "--ip", "127.0.0.1", "--port", String(port)];
// A fixed date keeps the runtime's behaviour from changing with the day; the debugger port follows the
// site's, so two servers can run side by side.
args.push("--compatibility-date", "2024-09-23", "--inspector-port", String(port + 1));
args.push("--show-interactive-dev-session=false", "--log-level", "warn");
const server = spawn(path.join(root, "node_modules", ".bin", "wrangler"), args, {
  cwd: folder.cwd,
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
server.on("exit", (code, signal) => {
  folder.remove();
  process.exit(code ?? (signal ? 0 : 1));
});
