// nginx's own answers carry the site's headers too: the 400 it gives a request without Host or with too large
// a header, the 414 for too long an address, the 413 for too large a body and the plain-HTTP server's redirect,
// which nginx writes before any location of the generated include applies (nginx/answers.conf). Sent as raw
// requests, since an HTTP client would not send them, to the suite's nginx and to nginx/server.conf's servers.
import net from "node:net";
import tls from "node:tls";
import { NOTHING_POLICY } from "../../lib/common-headers";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts.mjs";
import { SITE_HOST, startProductionNginx, type ProductionNginx } from "./production-nginx";

interface Answer {
  status: number;
  headers: Record<string, string>;
}

/** Writes `request` as it is and reads the answer's status line and headers. */
function raw(port: number, request: string, secure = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = secure
      ? tls.connect({ host: "127.0.0.1", port, servername: SITE_HOST, rejectUnauthorized: false })
      : net.connect(port, "127.0.0.1");
    let text = "";
    socket.setEncoding("latin1");
    socket.once(secure ? "secureConnect" : "connect", () => socket.write(request));
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = ""] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers });
    });
  });
}

const LONG = `/${"a".repeat(9000)}`;
const requests = (host: string): [string, number, string][] => [
  ["no Host", 400, "GET / HTTP/1.1\r\nConnection: close\r\n\r\n"],
  ["a request line nginx cannot read", 400, "NOT HTTP AT ALL\r\n\r\n"],
  ["an address of 9,000 characters", 414, `GET ${LONG} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`],
  [
    "a header of 9,000 characters",
    400,
    `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Big: ${"a".repeat(9000)}\r\nConnection: close\r\n\r\n`,
  ],
];

/** The site's headers on an answer of nginx's own: the common ones, and a policy under which nothing runs. */
function expectHeaders(answer: Answer) {
  expect(answer.headers).toMatchObject({
    "content-security-policy": NOTHING_POLICY,
    "strict-transport-security": "max-age=31536000",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "referrer-policy": "strict-origin-when-cross-origin",
  });
}

test.describe("nginx's own answers", () => {
  const suitePort = Number(new URL(hosts.nginx).port);
  for (const [what, status, request] of requests("127.0.0.1")) {
    test(`npm run serve:nginx: ${what} gets ${status} with the site's headers`, async () => {
      const answer = await raw(suitePort, request);
      expect(answer.status).toBe(status);
      expectHeaders(answer);
    });
  }

  test("npm run serve:nginx: too large a body gets 413 with the page's headers", async () => {
    const post = `POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5000000\r\nConnection: close\r\n\r\n`;
    const answer = await raw(suitePort, post);
    expect(answer.status).toBe(413);
    expect(answer.headers["content-security-policy"]).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    expect(answer.headers["x-frame-options"]).toBe("DENY");
  });

  test.describe("nginx/server.conf, as production runs it", () => {
    let nginx: ProductionNginx;
    test.beforeAll(async () => {
      nginx = await startProductionNginx();
    });
    test.afterAll(async () => nginx?.stop());

    test("every answer of its own, on both servers, carries the site's headers", async () => {
      for (const [server, port, secure] of [
        ["HTTPS", nginx.https, true],
        ["plain HTTP", nginx.http, false],
      ] as const) {
        for (const [what, status, request] of requests(SITE_HOST)) {
          const answer = await raw(port, request, secure);
          expect(answer.status, `${server}: ${what}`).toBe(status);
          expectHeaders(answer);
        }
      }
      const redirect = await raw(nginx.http, `GET /about HTTP/1.1\r\nHost: ${SITE_HOST}\r\nConnection: close\r\n\r\n`);
      expect(redirect.status).toBe(301);
      expectHeaders(redirect);
    });
  });
});
