// Decap's local backend for this machine only: decap-server's own middlewares (its programmatic API), listening
// on loopback and behind a check of each request's Host and Origin. decap-server's command listens on every
// address and answers any Host, so anyone on the editor's network, or a web page by DNS rebinding, could read
// and write every file of the working copy (.dev.vars, Git hooks, package.json).
// Usage: node scripts/cms-backend.mjs [--port 8081] [--mode fs|git] [--repo <folder, default: this one>]
// (`npm run cms` starts it; `npm run cms:backend -- --mode git` in a throw-away clone for the editorial
// workflow). --port 0 takes a free port; the line printed once it listens names the address.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import express from "express";
// A bundle Node cannot read named exports from: its functions are properties of the default export.
import decap from "decap-server/dist/middlewares.js";
import { LOOPBACK_ADDRESSES, MISSING_ADDRESS } from "./cms/start-up.mjs";

// The names a browser on this machine addresses it by. A rebinding page's requests carry its own name.
const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];
// decap-server's CORS rule only hides answers from other pages; it does not stop a save from being made.
const LOOPBACK_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** Refuses, before decap-server sees it, a request not addressed to this machine or sent by another site's page. */
function thisMachineOnly(request, response, next) {
  // The port this connection came in on, so that the check holds whatever port was asked for (0 included).
  const port = request.socket.localPort;
  const host = request.headers.host;
  const origin = request.headers.origin;
  // Quoted as JSON in the refusal, since it is printed on the editor's terminal too.
  let refusal;
  if (!LOOPBACK_NAMES.some((name) => host?.toLowerCase() === `${name}:${port}`)) {
    refusal = `Host ${JSON.stringify(host ?? "")} is not localhost:${port} or 127.0.0.1:${port}`;
  } else if (origin !== undefined && !LOOPBACK_ORIGIN.test(origin)) {
    refusal = `Origin ${JSON.stringify(origin)} is not a page of this machine`;
  }
  if (refusal === undefined) return next();
  console.warn(`Decap's local backend refused a request: ${refusal}.`);
  response.status(403).json({ error: `Refused: ${refusal}; this backend answers this machine only.` });
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port, host }, () => resolve(server.address().port));
  });
}

function options() {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "8081" },
      mode: { type: "string", default: "fs" },
      repo: { type: "string" },
    },
  });
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port > 65535) {
    throw new Error(`--port must be a port number (0-65535), not "${values.port}"`);
  }
  if (!["fs", "git"].includes(values.mode)) throw new Error(`--mode must be fs or git, not "${values.mode}"`);
  const repo = path.resolve(values.repo ?? process.cwd());
  if (!fs.statSync(repo, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`--repo ${repo} is not a folder`);
  return { port, mode: values.mode, repo };
}

try {
  const { port: asked, mode, repo } = options();
  const app = express();
  app.disable("x-powered-by");
  app.use(thisMachineOnly);
  // decap-server's middlewares read the folder from here; no .env is read, unlike decap-server's command.
  process.env.GIT_REPO_DIRECTORY = repo;
  await (mode === "git" ? decap.registerLocalGit : decap.registerLocalFs)(app, { logLevel: "warn" });

  let port = asked;
  try {
    // The first address takes the port (a free one for --port 0); the others, which a machine may lack, follow.
    const [first, ...others] = LOOPBACK_ADDRESSES;
    port = await listen(http.createServer(app), asked, first);
    for (const address of others)
      await listen(http.createServer(app), port, address).catch((error) => {
        if (!MISSING_ADDRESS.has(error.code)) throw error;
      });
  } catch (error) {
    if (error.code === "EADDRINUSE") throw new Error(`port ${port} is in use: stop what runs there, or choose another`);
    throw error;
  }
  console.log(
    `Decap's local backend (${mode} mode, ${repo}) at http://localhost:${port}/api/v1, for this machine only.`,
  );
} catch (error) {
  console.error(`Decap's local backend: ${error.message}`);
  process.exit(1);
}
