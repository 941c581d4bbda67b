/**
 * The third parties a build may turn on (Turnstile, the analytics provider), answered on this machine for the
 * Lighthouse benchmark: their hosts are not reachable here, and a page whose script request failed would be measured
 * as no visitor sees it. One HTTPS server on a local port with a throw-away certificate; Chromium resolves the
 * providers' hosts to it and accepts its certificate (`flags`). Each provider's script is the browser suite's stand-in
 * (tools/third-party-scripts.mjs), a few hundred bytes where the real ones weigh 1–3 KB: the benchmark counts third
 * parties' script bytes apart from the site's anyway.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { plausibleScript, turnstileFrame, turnstileScript } from "../../tools/third-party-scripts.mjs";

const HOSTS = [
  "challenges.cloudflare.com",
  "plausible.io",
  "cloud.umami.is",
  "gateway.umami.is",
  "static.cloudflareinsights.com",
  "cloudflareinsights.com",
];

/** What a GET of each host answers: its script, or Turnstile's frame. */
function answer(host, pathname) {
  if (host === "challenges.cloudflare.com")
    return pathname.endsWith(".js") ? ["text/javascript", turnstileScript] : ["text/html", turnstileFrame];
  return ["text/javascript", host === "plausible.io" ? plausibleScript : ""];
}

export async function thirdPartyStandIns() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "third-parties-"));
  const [key, cert] = ["key.pem", "cert.pem"].map((name) => path.join(dir, name));
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-subj",
      "/CN=third-parties",
      "-days",
      "1",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  const server = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (request, response) => {
    const cors = { "access-control-allow-origin": "*" };
    if (request.method !== "GET") return void response.writeHead(202, cors).end();
    const [type, body] = answer(
      request.headers.host?.split(":")[0] ?? "",
      new URL(request.url ?? "/", "https://x").pathname,
    );
    response.writeHead(200, { ...cors, "content-type": type }).end(body);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    flags: [
      `--host-resolver-rules=${HOSTS.map((host) => `MAP ${host}:443 127.0.0.1:${port}`).join(", ")}`,
      "--ignore-certificate-errors",
    ],
    close: () => {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
