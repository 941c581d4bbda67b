/**
 * @jest-environment node
 *
 * `npm run cms` (cms/local/start.mjs): the commands it runs, the ports it picks, and its wait for the servers to answer.
 */
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { choosePort, cmsCommands, isFree, waitForAnswer } from "../../cms/local/start-up.mjs";

// Ports of this test's own; it occupies them for a moment only.
const PORT = 9140;
const servers: net.Server[] = [];

function occupy(port: number, host: string): Promise<net.Server> {
  const server = net.createServer();
  servers.push(server);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** A web server that starts listening on `port` after `delay` ms and answers each request with `answer`. */
function later(port: number, delay: number, answer: (response: http.ServerResponse) => void) {
  const server = http.createServer((_request, response) => answer(response));
  servers.push(server);
  setTimeout(() => server.listen(port, "127.0.0.1"), delay);
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("cmsCommands", () => {
  const root = "/home/editor/site";
  const { backend, site } = cmsCommands({ root, site: 8000, backend: 8081, env: { PATH: "/usr/bin" } });

  test("the local backend is the launcher that listens on loopback only, for this working copy", () => {
    // Not decap-server's own command, which listens on every address and answers any Host.
    expect(backend.program).toBe(process.execPath);
    expect(backend.args).toEqual([
      path.join(root, "cms/local/backend.mjs"),
      "--port",
      "8081",
      "--repo",
      root,
      // It answers the development server's page only: the content manager.
      "--origin",
      "http://localhost:8000",
    ]);
    expect(backend.env).toMatchObject({ PATH: "/usr/bin" });
  });

  test("the development server listens on loopback, and its CMS points at the backend's port", () => {
    expect(site.program).toBe(path.join(root, "node_modules/.bin/gatsby"));
    expect(site.args).toEqual(["develop", "--host", "localhost", "--port", "8000"]);
    expect(site.env).toMatchObject({ PATH: "/usr/bin", CMS_LOCAL_PORT: "8081", GATSBY_TELEMETRY_DISABLED: "1" });
  });
});

describe("choosePort", () => {
  test("takes the preferred port when it is free", async () => {
    expect(await isFree(PORT)).toBe(true);
    expect(await choosePort({ variable: "CMS_PORT", preferred: PORT })).toBe(PORT);
  });

  test("skips a port in use on 127.0.0.1 and takes the next free one", async () => {
    await occupy(PORT, "127.0.0.1");
    expect(await isFree(PORT)).toBe(false);
    expect(await choosePort({ variable: "CMS_PORT", preferred: PORT })).toBe(PORT + 1);
  });

  test("skips a port in use on ::1 only (where localhost may point)", async () => {
    await occupy(PORT, "::1");
    expect(await choosePort({ variable: "CMS_PORT", preferred: PORT })).toBe(PORT + 1);
  });

  test("a port in use on another address only is free: both servers listen on loopback's own", async () => {
    await occupy(PORT, "127.0.0.2");
    expect(await isFree(PORT)).toBe(true);
  });

  test("skips the port already given to the other server", async () => {
    expect(await choosePort({ variable: "CMS_LOCAL_PORT", preferred: PORT, avoid: [PORT] })).toBe(PORT + 1);
  });

  test("a port asked for explicitly and in use is an error naming it and the variable", async () => {
    await occupy(PORT, "127.0.0.1");
    await expect(choosePort({ variable: "CMS_PORT", value: String(PORT), preferred: 8000 })).rejects.toThrow(
      `Port ${PORT} (CMS_PORT=${PORT}) is in use: stop what runs there, or set CMS_PORT to another port`,
    );
  });

  test("a port asked for explicitly and free is used, and a value that is no port is an error", async () => {
    expect(await choosePort({ variable: "CMS_LOCAL_PORT", value: String(PORT + 2), preferred: 8081 })).toBe(PORT + 2);
    await expect(choosePort({ variable: "CMS_LOCAL_PORT", value: "80a", preferred: 8081 })).rejects.toThrow(
      'CMS_LOCAL_PORT must be a port number (1-65535), not "80a"',
    );
  });
});

describe("waitForAnswer", () => {
  const url = `http://127.0.0.1:${PORT + 3}/admin/`;
  const page = (response: http.ServerResponse) => response.end("<script src=/admin/decap-cms.js></script>");
  const accepts = (response: Response, text: string) => response.ok && text.includes("decap-cms");

  test("waits while nothing listens, then resolves once the server answers", async () => {
    later(PORT + 3, 600, page);
    const start = Date.now();
    await waitForAnswer(url, { accepts, timeout: 5000, interval: 100 });
    expect(Date.now() - start).toBeGreaterThanOrEqual(500);
  });

  test("gives up on requests the server holds, and asks again until it answers", async () => {
    const ready = Date.now() + 700;
    // As the development server does while it bundles: the request hangs until the bundle is built.
    later(PORT + 3, 0, (response) => setTimeout(() => page(response), Math.max(0, ready - Date.now())));
    await waitForAnswer(url, { accepts, timeout: 5000, interval: 50, attempt: 200 });
    expect(Date.now()).toBeGreaterThanOrEqual(ready);
  });

  test("gives up after its timeout with an error naming the address and the last answer", async () => {
    later(PORT + 3, 0, (response) => {
      response.statusCode = 503;
      response.end("starting");
    });
    const start = Date.now();
    await expect(waitForAnswer(url, { accepts, timeout: 800, interval: 100 })).rejects.toThrow(
      `${url} did not answer within 1 s (last answer: status 503)`,
    );
    expect(Date.now() - start).toBeLessThan(2000);
  });

  test("keeps the server's last answer when a later request is cut short", async () => {
    let requests = 0;
    // A 503 first, then requests held past the deadline, as by a busy server.
    later(PORT + 3, 0, (response) => {
      if (++requests > 1) return;
      response.statusCode = 503;
      response.end("starting");
    });
    await expect(waitForAnswer(url, { accepts, timeout: 800, interval: 50, attempt: 200 })).rejects.toThrow(
      `${url} did not answer within 1 s (last answer: status 503)`,
    );
    expect(requests).toBeGreaterThan(1);
  });

  test("stops quietly when told to", async () => {
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 200);
    await expect(waitForAnswer(url, { accepts, timeout: 5000, interval: 100, signal: stop.signal })).resolves.toBe(
      undefined,
    );
  });
});
