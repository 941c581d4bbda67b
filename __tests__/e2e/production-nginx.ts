// nginx/server.conf as a production server runs it: both of its servers (plain HTTP, which only redirects,
// and HTTPS with the site), on local ports, a throw-away certificate and this checkout's build.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
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
  const listening = async (port: number) => {
    for (let i = 0; i < 100; i++) {
      const open = await new Promise<boolean>((resolve) =>
        net
          .connect(port, "127.0.0.1")
          .once("connect", function (this: net.Socket) {
            this.destroy();
            resolve(true);
          })
          .once("error", () => resolve(false)),
      );
      if (open) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`nginx did not listen on port ${port}`);
  };
  await Promise.all([listening(ports.http), listening(ports.https)]);
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
