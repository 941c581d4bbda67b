// Serves public/ with nginx as a production server would (nginx/server.conf): the same settings
// (nginx/site.conf) and the headers, addresses and redirects the build wrote (nginx/answers.conf for nginx's own
// answers, nginx/headers.conf for the pages).
// Usage: node scripts/serve-nginx.mjs [--port N] [--site <folder>] (lib/loopback.mjs's SERVE_PORT unless set). --site serves another build, saved as a
// folder holding its public/ and nginx/ (the default is this checkout). Runs in the foreground until SIGINT or SIGTERM.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVE_PORT } from "../lib/loopback.mjs";
import { nginxConf, quoteNginxPath } from "../tools/nginx-conf.mjs";

const siteArg = process.argv.indexOf("--site");
const root =
  siteArg > 0
    ? path.resolve(process.argv[siteArg + 1])
    : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.join(root, "public");
const include = path.join(root, "nginx", "headers.conf");
const answers = path.join(root, "nginx", "answers.conf");
// The settings every server of the site shares are committed beside the generated include.
const settings = fileURLToPath(new URL("../nginx/site.conf", import.meta.url));
const nginx = process.env.NGINX ?? "/usr/sbin/nginx";
const portArg = process.argv.indexOf("--port");
const port = Number(portArg > 0 ? process.argv[portArg + 1] : (process.env.PORT ?? SERVE_PORT));

function fail(message) {
  console.error(`serve-nginx: ${message}`);
  process.exit(1);
}
if (!Number.isInteger(port) || port <= 0) fail(`"${process.argv[portArg + 1]}" is not a port number`);
if (!fs.existsSync(nginx)) fail(`nginx was not found at ${nginx}: "sudo apt-get install -y nginx", or set NGINX`);
if (![path.join(publicDir, "index.html"), include, answers].every((file) => fs.existsSync(file))) {
  fail(`public/ or nginx/*.conf is missing in ${root}: build the site first ("npm run build")`);
}

// nginx retries a busy port for seconds before it gives up, and meanwhile whatever holds the port answers
// (an earlier server, perhaps of an older build): a caller waiting for the port would take that one for this.
await new Promise((resolve) => {
  const probe = net
    .createServer()
    .once("error", (error) =>
      fail(error.code === "EADDRINUSE" ? `port ${port} is in use: stop what serves there first` : error.message),
    );
  probe.listen(port, "127.0.0.1", () => probe.close(resolve));
});

// Everything nginx writes (pid, temp files) goes to a fresh folder, so it runs without root and never
// touches a system nginx.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "serve-nginx-"));
let conf;
try {
  conf = nginxConf(
    dir,
    `  # nginx/server.conf's HTTPS server, on a local address without TLS.
  server {
    listen 127.0.0.1:${port};
    root ${quoteNginxPath(publicDir)};
    include ${quoteNginxPath(settings)};
    include ${quoteNginxPath(answers)};
    include ${quoteNginxPath(include)};
  }`,
  );
} catch (error) {
  fail(error.message);
}
const confFile = path.join(dir, "nginx.conf");
fs.writeFileSync(confFile, conf);

const server = spawn(nginx, ["-e", "stderr", "-p", dir, "-c", confFile], { stdio: "inherit" });
console.log(`Serving ${publicDir} with nginx at http://127.0.0.1:${port}/`);

const cleanUp = () => fs.rmSync(dir, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("error", (error) => {
  cleanUp();
  fail(error.message);
});
server.on("exit", (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
