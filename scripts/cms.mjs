// Local editing: the site's development server (http://localhost:8000/, the CMS at /admin) and Decap's
// local backend (decap-server, port 8081), which writes what an editor saves into this working copy.
// Nothing is committed: review the changes with `git status` and commit them as usual.
// Usage: npm run cms. Stops both with Ctrl+C.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

const children = [
  spawn(bin("decap-server"), [], {
    cwd: root,
    stdio: "inherit",
    env: { ...env, PORT: process.env.CMS_LOCAL_PORT ?? "8081", GIT_REPO_DIRECTORY: root, LOG_LEVEL: "warn" },
  }),
  spawn(bin("gatsby"), ["develop", "--host", "localhost", "--port", "8000"], { cwd: root, stdio: "inherit", env }),
];
console.log("Content manager: http://localhost:8000/admin/ (once the development server is ready)");

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0));
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
