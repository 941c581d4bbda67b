/**
 * @jest-environment node
 *
 * The development server answers only its own pages on this machine (cms/local/own-pages-only.mjs): an HTTP
 * server standing in for Gatsby's, which answers everything with `Access-Control-Allow-Origin: *` as Gatsby's
 * does, behind the guard the content manager's plugin installs when `gatsby develop` starts.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { onPreInit } from "../../cms/build/gatsby-node";

let port = 0;
let undo: () => void;
let server: http.Server;
const originalEmit = http.Server.prototype.emit;

beforeAll(async () => {
  const command = process.env.gatsby_executing_command;
  process.env.gatsby_executing_command = "develop";
  const { answerOwnPagesOnly } = await import("../../cms/local/own-pages-only.mjs");
  // The plugin installs it as `gatsby develop` starts; the test undoes it after.
  const options = { plugins: [], workflow: null };
  onPreInit!({ reporter: { panic: jest.fn() } } as never, options as never, () => undefined);
  process.env.gatsby_executing_command = command;
  expect(http.Server.prototype.emit).not.toBe(originalEmit);
  http.Server.prototype.emit = originalEmit;
  undo = answerOwnPagesOnly();
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
  server = http.createServer((_request, response) => {
    response.writeHead(200, { "Access-Control-Allow-Origin": "*" }).end('{"data":"the working copy"}');
  });
  server.on("upgrade", (_request, socket) => socket.end("HTTP/1.1 101 Switching Protocols\r\n\r\n"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  undo();
  await new Promise((resolve) => server.close(resolve));
});

/** A request with exactly these headers (Node's client sends any Host, as a DNS-rebinding page's browser would). */
function ask(path: string, headers: Record<string, string>, method = "GET"): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path, method, headers, setHost: false }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, body }));
    });
    request.on(
      "upgrade",
      (response, socket) => (socket.destroy(), resolve({ status: response.statusCode!, body: "" })),
    );
    request.on("error", reject);
    request.end();
  });
}

const own = () => ({ Host: `localhost:${port}` });

it("answers its own pages, a typed address and a tool on this machine, under each of its names", async () => {
  for (const host of ["localhost", "127.0.0.1", "[::1]"]) {
    expect(await ask("/___graphql", { Host: `${host}:${port}`, Origin: `http://${host}:${port}` }, "POST")).toEqual({
      status: 200,
      body: '{"data":"the working copy"}',
    });
  }
  expect((await ask("/page-data/index/page-data.json", { ...own(), "Sec-Fetch-Site": "same-origin" })).status).toBe(
    200,
  );
  expect((await ask("/admin/", { ...own(), "Sec-Fetch-Site": "none" })).status).toBe(200);
  expect((await ask("/", own())).status).toBe(200);
});

it.each([
  ["another site's page", { Origin: "https://evil.example" }],
  ["another port of this machine", { Origin: "http://localhost:1" }],
  ["a sandboxed frame", { Origin: "null" }],
  ["an image or a link on another site", { "Sec-Fetch-Site": "cross-site" }],
  ["another localhost port's image", { "Sec-Fetch-Site": "same-site" }],
  ["a DNS-rebinding page", { Host: "evil.example:8000" }],
  ["no Host", { Host: "" }],
])("refuses %s, GraphQL, page data, every endpoint and a WebSocket alike", async (_case, headers) => {
  for (const [path, method] of [
    ["/___graphql", "POST"],
    ["/___graphql", "OPTIONS"],
    ["/page-data/index/page-data.json", "GET"],
    ["/__open-stack-frame-in-editor?fileName=/etc/passwd", "GET"],
  ] as const) {
    const answer = await ask(path, { ...own(), ...headers }, method);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatch(/^Refused: .*The development server answers its own pages on this machine only/);
  }
  const upgrade = { ...own(), ...headers, Connection: "Upgrade", Upgrade: "websocket" };
  expect((await ask("/socket.io/?EIO=4&transport=websocket", upgrade)).status).toBe(403);
});

it("takes a WebSocket from its own pages", async () => {
  const headers = { ...own(), Origin: `http://localhost:${port}`, Connection: "Upgrade", Upgrade: "websocket" };
  expect((await ask("/socket.io/?EIO=4&transport=websocket", headers)).status).toBe(101);
});
