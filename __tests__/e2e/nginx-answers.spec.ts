// nginx's own answers carry the site's headers too: the 400 it gives a request without Host or with too large
// a header, the 414 for too long an address, the 413 for too large a body and the plain-HTTP server's redirect,
// which nginx writes before any location of the generated include applies (nginx/answers.conf). Sent as raw
// requests, since an HTTP client would not send them, to the suite's nginx and to nginx/server.conf's servers.
import fs from "node:fs";
import path from "node:path";
import { NOTHING_POLICY } from "../../lib/common-headers";
import { NGINX_ANSWERS } from "../../plugins/publish/write-security-headers";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts.mjs";
import { raw, SITE_HOST, startProductionNginx, type ProductionNginx } from "./production-nginx";
import { siteDir } from "./site";

/** A GET of `target` for `host`, with `header` lines. */
const GET = (target: string, host: string, header = "") =>
  `GET ${target} HTTP/1.1\r\nHost: ${host}\r\n${header}Connection: close\r\n\r\n`;

/** What nginx refuses itself, and its answer. */
const requests = (host: string): [string, number, string][] => [
  ["no Host", 400, "GET / HTTP/1.1\r\nConnection: close\r\n\r\n"],
  ["a request line nginx cannot read", 400, "NOT HTTP AT ALL\r\n\r\n"],
  ["an address of 9,000 characters", 414, GET(`/${"a".repeat(9000)}`, host)],
  ["a header of 9,000 characters", 400, GET("/", host, `X-Big: ${"a".repeat(9000)}\r\n`)],
];

/** The headers nginx/answers.conf gives nginx's own answers, named in lower case as responses name them. */
const ANSWERS = Object.fromEntries(
  [
    ...fs.readFileSync(path.join(siteDir, NGINX_ANSWERS), "utf8").matchAll(/^add_header ([\w-]+) "(.*)" always;$/gm),
  ].map(([, name, value]) => [name!.toLowerCase(), value!]),
);

/** Each of `sent` gets its status, with the common headers and a policy under which nothing runs. */
async function expectOwnAnswers(server: string, port: number, sent: [string, number, string][], secure = false) {
  for (const [what, status, request] of sent) {
    const answer = await raw(port, request, secure);
    expect([`${server}: ${what}`, answer.status]).toEqual([`${server}: ${what}`, status]);
    expect(answer.headers).toMatchObject(ANSWERS);
    expect(answer.headers["content-security-policy"]).toBe(NOTHING_POLICY);
  }
}

test.describe("nginx's own answers", () => {
  const suitePort = Number(new URL(hosts.nginx).port);

  test("npm run serve:nginx: a request nginx refuses itself gets the site's headers", async () => {
    await expectOwnAnswers("npm run serve:nginx", suitePort, requests("127.0.0.1"));
  });

  test("npm run serve:nginx: too large a body gets 413 with the page's headers", async () => {
    const post = "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5000000\r\nConnection: close\r\n\r\n";
    const answer = await raw(suitePort, post);
    expect(answer.status).toBe(413);
    expect(answer.headers["content-security-policy"]).toMatch(
      /^default-src 'self'; script-src 'self' (?:https:\/\/\S+ )*'sha256-/,
    );
    expect(answer.headers["x-frame-options"]).toBe("DENY");
  });

  test.describe("nginx/server.conf, as production runs it", () => {
    let nginx: ProductionNginx;
    test.beforeAll(async () => {
      nginx = await startProductionNginx();
    });
    test.afterAll(async () => nginx?.stop());

    test("a request either server refuses itself, and the plain-HTTP redirect, get the site's headers", async () => {
      await expectOwnAnswers("HTTPS", nginx.https, requests(SITE_HOST), true);
      const redirect: [string, number, string] = ["the redirect to HTTPS", 301, GET("/about", SITE_HOST)];
      await expectOwnAnswers("plain HTTP", nginx.http, [...requests(SITE_HOST), redirect]);
    });
  });
});
