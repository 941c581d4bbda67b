/**
 * The parts of `npm run cms` that a unit test can drive: the commands it runs, choosing free ports, and
 * waiting until a server really answers. No import.meta here: Jest loads this file as CommonJS.
 */
import net from "node:net";
import path from "node:path";
import { LOOPBACK_ADDRESSES, MISSING_ADDRESS } from "../../lib/loopback.mjs";

/**
 * The command that starts Decap's local backend for `repo` (cms/local/backend.mjs, which listens on
 * loopback only and answers the content manager at `origin` only), as `npm run cms` and the browser suite run
 * it. Port 0 takes a free one. `site` is the built site whose content manager it serves (<repo>/public).
 * @param {{ root: string, port: number, repo: string, origin: string, mode?: "fs" | "git", site?: string }} options
 */
export function backendCommand({ root, port, repo, origin, mode = "fs", site }) {
  const args = [path.join(root, "cms/local/backend.mjs"), "--port", String(port), "--repo", repo, "--origin", origin];
  if (site) args.push("--site", site);
  return { program: process.execPath, args: mode === "fs" ? args : [...args, "--mode", mode] };
}

/** The ports `npm run cms` prefers: the development server's and the local backend's. */
export const CMS_PORTS = { site: 8000, backend: 8081 };

/** The development server's address under `npm run cms`: the content manager's page, the only one the backend answers. */
export const siteOrigin = (port) => `http://localhost:${port}`;

/**
 * `npm run cms`'s two servers for the working copy at `root`, both on loopback: the local backend on port
 * `backend`, and the development server on port `site`, its CMS pointed at that backend.
 * @param {{ root: string, site: number, backend: number, env: NodeJS.ProcessEnv }} options
 */
export function cmsCommands({ root, site, backend, env }) {
  const common = { ...env, GATSBY_TELEMETRY_DISABLED: "1" };
  return {
    backend: {
      name: "Decap's local backend",
      ...backendCommand({ root, port: backend, repo: root, origin: siteOrigin(site) }),
      env: common,
    },
    site: {
      name: "The development server (gatsby develop)",
      program: path.join(root, "node_modules", ".bin", "gatsby"),
      // "localhost" rather than 127.0.0.1: loopback whichever address the system gives it, and the name the
      // ready line, Gatsby's own messages and the CMS's local_backend address (gatsby-config.ts) all use.
      args: ["develop", "--host", "localhost", "--port", String(site)],
      // CMS_LOCAL_PORT puts the local backend into the CMS's configuration (gatsby-config.ts). Gatsby's
      // plain logger, as on CI: in a terminal its default one redraws the screen and erases lines written
      // after its own, the ready line included. Every message, errors too, is still shown.
      env: { ...common, CMS_LOCAL_PORT: String(backend), GATSBY_LOGGER: env.GATSBY_LOGGER ?? "yurnalist" },
    },
  };
}

// Where the servers will listen: gatsby develop on "localhost" (127.0.0.1 or ::1, whichever the system
// names first), the local backend (cms/local/backend.mjs) on both (LOOPBACK_ADDRESSES). A port is free
// only if both can bind.
const SEARCH = 20;

function canListen(port, host) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", (error) => {
      if (error.code === "EADDRINUSE" || error.code === "EACCES") resolve(false);
      else if (MISSING_ADDRESS.has(error.code)) resolve(true);
      else reject(error);
    });
    server.listen({ port, host }, () => server.close(() => resolve(true)));
  });
}

/** Whether nothing listens on `port` at any address the servers bind. */
export async function isFree(port) {
  for (const host of LOOPBACK_ADDRESSES) if (!(await canListen(port, host))) return false;
  return true;
}

/**
 * The port a server gets: the one `variable` (CMS_PORT, say) names, which must then be free, or else
 * `preferred` or the next free one after it. `avoid` lists ports already given to the other server.
 * @param {{ variable: string, value?: string, preferred: number, avoid?: number[] }} options
 * @returns {Promise<number>}
 */
export async function choosePort({ variable, value, preferred, avoid = [] }) {
  if (value !== undefined && value !== "") {
    const port = Number(value);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`${variable} must be a port number (1-65535), not "${value}"`);
    }
    if (avoid.includes(port)) throw new Error(`${variable}=${port} is the other server's port: choose another`);
    if (!(await isFree(port))) {
      throw new Error(
        `Port ${port} (${variable}=${port}) is in use: stop what runs there, or set ${variable} to another port`,
      );
    }
    return port;
  }
  for (let port = preferred; port < preferred + SEARCH; port++) {
    if (!avoid.includes(port) && (await isFree(port))) return port;
  }
  throw new Error(`Ports ${preferred} to ${preferred + SEARCH - 1} are all in use: set ${variable} to a free port`);
}

const sleep = (ms, signal) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Resolves once `url` answers a request (`init`, as for fetch) with a response `accepts` approves of
 * (given the response and its text); asks again every `interval` ms and gives up after `timeout` ms.
 * A request may hang while the server is busy (the development server holds requests until its first
 * bundle is built), so each one is given up after `attempt` ms. `signal` stops the wait quietly.
 * @param {string} url
 * @param {{ init?: RequestInit, accepts: (response: Response, text: string) => boolean, timeout: number,
 *   interval?: number, attempt?: number, signal?: AbortSignal }} options
 */
export async function waitForAnswer(url, { init, accepts, timeout, interval = 1000, attempt = 10_000, signal }) {
  const deadline = Date.now() + timeout;
  let last = "no answer yet";
  while (!signal?.aborted) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`${url} did not answer within ${Math.round(timeout / 1000)} s (${last})`);
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(Math.min(attempt, left)) });
      if (accepts(response, await response.text())) return;
      last = `last answer: status ${response.status}`;
    } catch (error) {
      // An attempt cut short (the deadline near, or the server busy) keeps the last answer the server gave.
      if (error.name !== "TimeoutError" || !last.startsWith("last answer")) {
        last = `last attempt: ${error.cause?.code ?? error.name}`;
      }
    }
    await sleep(Math.min(interval, Math.max(0, deadline - Date.now())), signal);
  }
}
