// Decap's local backend for the content manager on this machine only: decap-server's own middlewares (its
// programmatic API), listening on loopback, answering only the content manager's page (its exact origin) and
// reaching only the content folders. decap-server's command listens on every address, answers any page of
// any localhost port and reads and writes every file of the working copy (.dev.vars, .git/config,
// package.json), so a web page, another local app or anyone on the editor's network could run code there.
// Usage: node cms/local/backend.mjs [--port 8081] [--mode fs|git] [--repo <folder, default: this one>]
//   [--origin <the content manager's page, default http://localhost:8000>] [--site <the built site whose
//   content manager it serves, default <repo>/public>]
// (`npm run cms` starts it; `npm run cms:backend -- --mode git` in a throw-away clone for the editorial
// workflow). --port 0 takes a free port; the line printed once it listens names the address.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import express from "express";
// A bundle Node cannot read named exports from: its functions are properties of the default export.
import decap from "decap-server/dist/middlewares.js";
import { readSiteSettings } from "../build/site.mjs";
import { contentScope, requestProblem } from "./content-scope.mjs";
import { CMS_PORTS, siteOrigin } from "./start-up.mjs";
import { LOOPBACK_ADDRESSES, LOOPBACK_NAMES, MISSING_ADDRESS } from "../../lib/loopback.mjs";

/** Answers 403 with the reason, which the editor's terminal shows too (quoted as JSON where it quotes a value). */
function refuse(response, refusal, why) {
  console.warn(`Decap's local backend refused a request: ${refusal}.`);
  response.status(403).json({ error: `Refused: ${refusal}; ${why}` });
}

/**
 * Refuses, before decap-server sees it, a request not addressed to this machine (DNS rebinding) or not sent by
 * the content manager's own page: decap-server's CORS rule only hides answers from other pages, it does not
 * stop a save from being made, and any other page of this machine (another port) is not the content manager.
 */
const contentManagerOnly = (origin) => (request, response, next) => {
  // The port this connection came in on, so that the check holds whatever port was asked for (0 included).
  const port = request.socket.localPort;
  const host = request.headers.host;
  // The names a browser on this machine reaches it by; a rebinding page's requests carry its own name.
  const names = LOOPBACK_NAMES.map((name) => `${name}:${port}`);
  if (!names.includes(host?.toLowerCase() ?? "")) {
    return refuse(
      response,
      `Host ${JSON.stringify(host ?? "")} is not ${names.slice(0, -1).join(", ")} or ${names.at(-1)}`,
      "this backend answers this machine only.",
    );
  }
  if (request.headers.origin !== origin) {
    const sent =
      request.headers.origin === undefined ? "no Origin" : `Origin ${JSON.stringify(request.headers.origin)}`;
    return refuse(
      response,
      `${sent} is not the content manager's page, ${origin}`,
      `open the content manager at ${origin}/admin/.`,
    );
  }
  next();
};

/** Refuses a request for anything but the content folders the built site's content manager is configured with. */
const contentFoldersOnly =
  ({ site, repo, mode }) =>
  (request, response, next) => {
    // decap-server answers POST only; a preflight (OPTIONS) goes on to its CORS rule.
    if (request.method !== "POST") return next();
    let scope;
    try {
      // "info" (the backend's modes, the start-up's readiness probe) reads no content: it is answered even
      // before the configuration is written.
      scope = request.body?.action === "info" ? null : contentScope(readSiteSettings(site).config);
    } catch (error) {
      return refuse(
        response,
        `the content manager's configuration cannot be read (${error.message})`,
        "run npm run cms, which writes it.",
      );
    }
    const problem = scope && requestProblem(request.body, { scope, repo, mode });
    if (problem) return refuse(response, problem, "this backend reads and writes the content folders only.");
    next();
  };

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port, host }, () => resolve(server.address().port));
  });
}

function options() {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: String(CMS_PORTS.backend) },
      mode: { type: "string", default: "fs" },
      repo: { type: "string" },
      origin: { type: "string", default: siteOrigin(CMS_PORTS.site) },
      site: { type: "string" },
    },
  });
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port > 65535) {
    throw new Error(`--port must be a port number (0-65535), not "${values.port}"`);
  }
  if (!["fs", "git"].includes(values.mode)) throw new Error(`--mode must be fs or git, not "${values.mode}"`);
  const repo = path.resolve(values.repo ?? process.cwd());
  if (!fs.statSync(repo, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`--repo ${repo} is not a folder`);
  const origin = URL.canParse(values.origin) ? new URL(values.origin) : null;
  if (!origin || origin.origin !== values.origin || !LOOPBACK_NAMES.includes(origin.hostname)) {
    throw new Error(
      `--origin must be the content manager's page on this machine, such as http://localhost:8000, not "${values.origin}"`,
    );
  }
  return {
    port,
    mode: values.mode,
    repo,
    origin: values.origin,
    site: path.resolve(values.site ?? path.join(repo, "public")),
  };
}

try {
  const { port: asked, mode, repo, origin, site } = options();
  const app = express();
  app.disable("x-powered-by");
  app.use(contentManagerOnly(origin));
  app.use(express.json({ limit: "50mb" }));
  app.use(contentFoldersOnly({ site, repo, mode }));
  // decap-server's middlewares read the folder and the allowed origin from here; no .env is read, unlike
  // decap-server's command.
  process.env.GIT_REPO_DIRECTORY = repo;
  process.env.ORIGIN = origin;
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
  console.log(`Decap's local backend (${mode} mode, ${repo}) at http://localhost:${port}/api/v1, for ${origin} only.`);
} catch (error) {
  console.error(`Decap's local backend: ${error.message}`);
  process.exit(1);
}
