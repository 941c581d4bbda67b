// nginx/server.conf as a production server runs it: both of its servers (plain HTTP, which only redirects,
// and HTTPS with the site), on local ports, a throw-away certificate and this checkout's build. And requests
// written as they are, which an HTTP client would refuse to send, to it and to the suite's servers.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import tls from "node:tls";
import { expect } from "@playwright/test";
import { nginxConf } from "../../tools/nginx-conf.mjs";

const ROOT = path.resolve(__dirname, "../..");
const SERVER_CONF = path.join(ROOT, "nginx", "server.conf");
/** The host name nginx/server.conf serves. */
export const SITE_HOST = "www.brightcode.example";

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export interface ProductionNginx {
  http: number;
  https: number;
  stop(): Promise<void>;
}

/** The configuration with this machine's ports, certificate and folders; everything else as committed. */
function localised(conf: string, ports: { http: number; https: number }, cert: string, key: string) {
  const replaced = conf
    .replace(/^\s*listen \[::\]:.*$/gm, "")
    .replace(/listen 80;/, `listen 127.0.0.1:${ports.http};`)
    .replace(/listen 443 /, `listen 127.0.0.1:${ports.https} `)
    .replace(/\/etc\/letsencrypt\/live\/[^/]+\/fullchain\.pem/, cert)
    .replace(/\/etc\/letsencrypt\/live\/[^/]+\/privkey\.pem/, key)
    .replaceAll("/srv/brightcode", ROOT);
  for (const expected of [`127.0.0.1:${ports.http}`, `127.0.0.1:${ports.https}`, cert, key, ROOT]) {
    if (!replaced.includes(expected)) throw new Error(`nginx/server.conf changed shape: could not set ${expected}`);
  }
  return replaced;
}

/** Starts nginx/server.conf; `nginx -t` must accept it first. */
export async function startProductionNginx(): Promise<ProductionNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "production-nginx-"));
  const [cert, key] = [path.join(dir, "cert.pem"), path.join(dir, "key.pem")];
  const openssl = ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", `/CN=${SITE_HOST}`, "-days", "1"];
  const made = spawnSync("openssl", [...openssl, "-keyout", key, "-out", cert], { encoding: "utf8" });
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  const ports = { http: await freePort(), https: await freePort() };
  const conf = path.join(dir, "nginx.conf");
  const server = localised(fs.readFileSync(SERVER_CONF, "utf8"), ports, cert, key);
  fs.writeFileSync(conf, nginxConf(dir, server));
  const nginx = process.env.NGINX ?? "/usr/sbin/nginx";
  const check = spawnSync(nginx, ["-t", "-e", "stderr", "-p", dir, "-c", conf], { encoding: "utf8" });
  if (!check.stderr.includes("test is successful"))
    throw new Error(`nginx refused nginx/server.conf:\n${check.stderr}`);
  const child = spawn(nginx, ["-e", "stderr", "-p", dir, "-c", conf], { stdio: ["ignore", "ignore", "inherit"] });
  // Until both servers accept a connection.
  const connect = (port: number) =>
    new Promise<void>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.destroy();
        resolve();
      });
      socket.once("error", reject);
    });
  await expect(() => Promise.all([connect(ports.http), connect(ports.https)])).toPass();
  return {
    ...ports,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An answer's status (-1 when its head is not HTTP, as a header split by a smuggled line break) and headers. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
}

/** Writes `request` as it is to 127.0.0.1 (over TLS, for SITE_HOST, when `secure`), and reads the answer's head. */
export function raw(port: number, request: string, secure = false): Promise<Answer> {
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
      const [statusLine = "", ...lines] = text.split("\r\n\r\n")[0]!.split("\r\n");
      const fields = lines.map((line) => /^([\w-]+):[ \t]*([^\r\n]*?)[ \t]*$/.exec(line));
      resolve({
        status: fields.every(Boolean) ? Number(statusLine.split(" ")[1]) : -1,
        headers: Object.fromEntries(fields.map((field) => [field?.[1]?.toLowerCase(), field?.[2]])),
      });
    });
  });
}

/** A GET of `target`, written as it is, for `host`. */
export const get = (port: number, target: string, host: string, secure = false) =>
  raw(port, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, secure);
