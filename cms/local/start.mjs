// Local editing: the site's development server (http://localhost:8000/, the CMS at /admin/) and Decap's
// local backend (cms/local/backend.mjs, port 8081), which writes what an editor saves into this working
// copy. Both listen on loopback only: nobody else on the network can reach them.
// Nothing is committed: review the changes with `git status` and commit them as usual.
// Usage: npm run cms. Takes the next free ports when 8000 or 8081 are in use; CMS_PORT and CMS_LOCAL_PORT
// fix them. Prints the CMS's address once it answers. Stops both with Ctrl+C. `npm run cms -- --check` starts
// nothing: it prints the two commands and stops, with an error if a program is missing (the unit tests run it).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { choosePort, CMS_PORTS, cmsCommands, siteOrigin, waitForAnswer } from "./start-up.mjs";

// The working copy: this file is cms/local/start.mjs.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
// A cold start (bootstrap, then the first bundle) can take minutes on a slow machine.
const READY_TIMEOUT = 10 * 60_000;

let site, backend;
try {
  const fixed = { site: process.env.CMS_PORT, backend: process.env.CMS_LOCAL_PORT };
  site = await choosePort({
    variable: "CMS_PORT",
    value: fixed.site,
    preferred: CMS_PORTS.site,
    avoid: [Number(fixed.backend)],
  });
  backend = await choosePort({
    variable: "CMS_LOCAL_PORT",
    value: fixed.backend,
    preferred: CMS_PORTS.backend,
    avoid: [site],
  });
} catch (error) {
  console.error(`npm run cms: ${error.message}`);
  process.exit(1);
}

const commands = Object.values(cmsCommands({ root, site, backend, env: process.env }));
if (process.argv.includes("--check")) {
  for (const { name, program, args } of commands) {
    fs.accessSync(program, fs.constants.X_OK);
    console.log(`${name}: ${program} ${args.join(" ")}`);
  }
  process.exit(0);
}

// Gatsby's state from an earlier build or server may hold content that is no longer there (another branch's):
// the server starts from none, as a build does (webpack's cache is kept).
spawnSync(process.execPath, [path.join(root, "scripts", "clean.mjs"), "--state"], { stdio: "inherit" });
console.log("Starting the content manager (the first start takes a minute or two)…");
for (const [what, port, preferred, variable] of [
  ["the site", site, CMS_PORTS.site, "CMS_PORT"],
  ["Decap's local backend", backend, CMS_PORTS.backend, "CMS_LOCAL_PORT"],
]) {
  if (process.env[variable]) console.log(`Using port ${port} for ${what} (${variable}).`);
  else if (port !== preferred) console.log(`Port ${preferred} is in use, so ${what} runs on port ${port}.`);
}

const children = commands.map(({ name, program, args, env }) => ({
  name,
  child: spawn(program, args, { cwd: root, stdio: "inherit", env }),
}));

const waiting = new AbortController();
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  waiting.abort();
  for (const { child } of children) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0));
for (const { name, child } of children) {
  child.on("error", (error) => {
    console.error(`${name} could not start: ${error.message}`);
    stop(1);
  });
  child.on("exit", (code, signal) => {
    if (!stopping) console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the other one too.`);
    stop(code ?? 1);
  });
}

// The development server holds every request until its first bundle is built, and serves the CMS page
// (cms/build/gatsby-node.ts) at /admin/ (/admin redirects there).
const address = `${siteOrigin(site)}/admin/`;
const wait = { timeout: READY_TIMEOUT, signal: waiting.signal };
try {
  await Promise.all([
    waitForAnswer(address, { ...wait, accepts: (response, text) => response.ok && text.includes("decap-cms") }),
    waitForAnswer(`http://localhost:${backend}/api/v1`, {
      ...wait,
      // As the content manager's page asks: the backend answers no other.
      init: {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: siteOrigin(site) },
        body: '{"action":"info"}',
      },
      accepts: (response, text) => response.ok && text.includes('"repo"'),
    }),
  ]);
  if (!stopping) {
    // On a line of its own, below any progress line Gatsby is still redrawing.
    console.log(`\nContent manager ready: ${address}`);
    console.log(`(the site: http://localhost:${site}/; Ctrl+C stops both)\n`);
  }
} catch (error) {
  if (!stopping) {
    console.error(`The content manager did not start: ${error.message}. The messages above may say why.`);
    stop(1);
  }
}
