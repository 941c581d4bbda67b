/**
 * @jest-environment node
 *
 * Decap's local backend as `npm run cms` starts it (scripts/cms-backend.mjs): it reads and writes every file
 * of the working copy, so it must answer this machine only. Run as its own process, as npm run cms runs it,
 * since where it listens is the process's doing. Every request goes to the loopback range only.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { backendCommand } from "../../scripts/cms/start-up.mjs";

const root = path.resolve(__dirname, "../..");
const secret = "GITHUB_CLIENT_SECRET=not-for-the-network";

type Answer = { status: number; body: string };
type Backend = { child: ChildProcess; port: number; output: () => string };

/**
 * POSTs `message` to /api/v1 over a connection to `address`, with exactly the headers given (Host included,
 * or none): Node's http client, unlike fetch, lets a test send any Host, as a DNS-rebinding page would.
 */
function post(address: string, port: number, message: object, headers: Record<string, string> = {}) {
  const body = JSON.stringify(message);
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      {
        host: address,
        port,
        method: "POST",
        path: "/api/v1",
        setHost: false,
        headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)), ...headers },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** Starts the backend on a free port and resolves once the line it prints when listening names the port. */
function start(repo: string, mode?: "git"): Promise<Backend> {
  const { program, args } = backendCommand({ root, port: 0, repo, mode });
  const child = spawn(program, args, { stdio: ["ignore", "pipe", "pipe"] });
  let text = "";
  const output = () => text;
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      text += chunk.toString();
      const listening = /http:\/\/localhost:(\d+)\/api\/v1/.exec(text);
      if (listening) resolve({ child, port: Number(listening[1]), output });
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => reject(new Error(`the backend stopped (exit code ${code}): ${text}`)));
  });
}

/** Runs the backend's command with `args` to the end, for its refusals to start. */
function run(args: string[]) {
  const { program, args: base } = backendCommand({ root, port: 0, repo: root });
  return spawnSync(program, [...base, ...args], { encoding: "utf8", timeout: 30_000 });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

const getEntry = { action: "getEntry", params: { branch: "main", path: ".dev.vars" } };
/** Decap's save of a file, here one the editor's laptop would run (a Git hook) if it were written. */
const persist = (file: string) => ({
  action: "persistEntry",
  params: {
    branch: "main",
    dataFiles: [{ slug: "hook", path: file, raw: "#!/bin/sh\necho owned\n" }],
    assets: [],
    options: { commitMessage: "Create hook", useWorkflow: false, status: "draft" },
  },
});

describe("Decap's local backend, as npm run cms starts it", () => {
  let repo: string;
  let backend: Backend;
  const local = (headers: Record<string, string> = {}) => ({ Host: `127.0.0.1:${backend.port}`, ...headers });

  beforeAll(async () => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-backend-"));
    fs.writeFileSync(path.join(repo, ".dev.vars"), `${secret}\n`);
    backend = await start(repo);
  });

  afterAll(async () => {
    await stop(backend.child);
    fs.rmSync(repo, { recursive: true, force: true });
  });

  test("answers a request addressed to this machine by its loopback names, and a page of this machine", async () => {
    for (const host of ["127.0.0.1", "localhost", "[::1]"]) {
      const answer = await post("127.0.0.1", backend.port, getEntry, local({ Host: `${host}:${backend.port}` }));
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body).data).toBe(`${secret}\n`);
    }
    // The CMS's page under `npm run cms` and under `npm run serve:nginx` (docs/editors.md's drafts on a laptop).
    for (const origin of [`http://localhost:8000`, "http://127.0.0.1:9000"]) {
      expect((await post("127.0.0.1", backend.port, getEntry, local({ Origin: origin }))).status).toBe(200);
    }
  });

  // On Linux all of 127.0.0.0/8 is this machine's loopback: a server listening on every address answers at
  // 127.0.0.2 as it would at the machine's Wi-Fi address, while one listening on 127.0.0.1 only does not.
  test("listens on loopback's own address only: another address of the machine is refused", async () => {
    await expect(post("127.0.0.2", backend.port, getEntry, { Host: `127.0.0.2:${backend.port}` })).rejects.toThrow(
      expect.objectContaining({ code: "ECONNREFUSED" }),
    );
  });

  test.each<[string, (port: number) => string]>([
    ["a foreign name (DNS rebinding)", (port) => `evil.example:${port}`],
    ["a name that only starts like 127.0.0.1", (port) => `127.0.0.1.evil.example:${port}`],
    ["a name that only starts like localhost", (port) => `localhost.evil.example:${port}`],
    ["this port followed by more", (port) => `localhost:${port}.evil.example`],
    ["another port", (port) => `127.0.0.1:${port + 1}`],
    ["no port", () => "127.0.0.1"],
    ["localhost without a port", () => "localhost"],
    ["a foreign name without a port", () => "evil.example"],
    ["another loopback address", (port) => `127.0.0.2:${port}`],
  ])("refuses a request addressed to %s, and reads nothing", async (_what, host) => {
    const answer = await post("127.0.0.1", backend.port, getEntry, { Host: host(backend.port) });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body).error).toMatch(/^Refused: Host .* is not localhost:\d+ or 127\.0\.0\.1:\d+/);
    expect(answer.body).not.toContain(secret);
  });

  test("refuses a request with no Host at all (Node's server itself does), and reads nothing", async () => {
    const answer = await post("127.0.0.1", backend.port, getEntry);
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain(secret);
  });

  test("refuses a save addressed to a foreign name, and writes nothing", async () => {
    const answer = await post("127.0.0.1", backend.port, persist(".git/hooks/pre-commit"), {
      Host: `evil.example:${backend.port}`,
    });
    expect(answer.status).toBe(403);
    expect(fs.existsSync(path.join(repo, ".git/hooks/pre-commit"))).toBe(false);
  });

  test("refuses a save from a page of another site, and writes nothing; the same from this machine is saved", async () => {
    const hook = path.join(repo, ".git/hooks/pre-commit");
    for (const origin of [
      "http://evil.example",
      "http://localhost.evil.example:8000",
      "http://127.0.0.1.evil.example",
      "null",
      "http://localhost:8000, http://evil.example",
    ]) {
      const answer = await post("127.0.0.1", backend.port, persist(".git/hooks/pre-commit"), local({ Origin: origin }));
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body).error).toMatch(/^Refused: Origin .* is not a page of this machine/);
      expect(fs.existsSync(hook)).toBe(false);
    }
    // Preflights too, so a browser never sends the save itself.
    const preflight = await new Promise<number>((resolve, reject) =>
      http
        .request(
          {
            host: "127.0.0.1",
            port: backend.port,
            method: "OPTIONS",
            path: "/api/v1",
            headers: { Origin: "http://evil.example", "Access-Control-Request-Method": "POST" },
          },
          (response) => (response.resume(), resolve(response.statusCode ?? 0)),
        )
        .on("error", reject)
        .end(),
    );
    expect(preflight).toBe(403);
    // What makes the refusals above the Origin's doing: the same save from the CMS's page is written.
    const saved = await post(
      "127.0.0.1",
      backend.port,
      persist(".git/hooks/pre-commit"),
      local({ Origin: "http://localhost:8000" }),
    );
    expect(saved.status).toBe(200);
    expect(fs.readFileSync(hook, "utf8")).toContain("echo owned");
    expect(backend.output()).toContain('refused a request: Origin "http://evil.example" is not a page of this machine');
  });
});

describe("the backend's Git mode (docs/editors.md's drafts on a laptop), and its refusals to start", () => {
  test("--mode git answers with the editorial workflow, on loopback only", async () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-backend-git-"));
    spawnSync("git", ["init", "--quiet", "--initial-branch=main"], { cwd: repo });
    spawnSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "--quiet", "--allow-empty", "-m", "0"], {
      cwd: repo,
    });
    const backend = await start(repo, "git");
    try {
      const info = await post("127.0.0.1", backend.port, { action: "info" }, { Host: `localhost:${backend.port}` });
      expect(JSON.parse(info.body).publish_modes).toContain("editorial_workflow");
      await expect(post("127.0.0.2", backend.port, { action: "info" })).rejects.toThrow(
        expect.objectContaining({ code: "ECONNREFUSED" }),
      );
    } finally {
      await stop(backend.child);
      fs.rmSync(repo, { recursive: true, force: true });
    }
  });

  test.each([
    [["--mode", "svn"], 'Decap\'s local backend: --mode must be fs or git, not "svn"'],
    [["--port", "80a"], 'Decap\'s local backend: --port must be a port number (0-65535), not "80a"'],
    [["--repo", "/nonexistent/folder"], "Decap's local backend: --repo /nonexistent/folder is not a folder"],
    [["--host", "0.0.0.0"], "Decap's local backend: Unknown option '--host'"],
  ])("%j is an error naming the option", (args, message) => {
    const result = run(args);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(message);
  });

  test("a port in use is an error naming the port", async () => {
    const other = http.createServer();
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    const { port } = other.address() as { port: number };
    try {
      const result = run(["--port", String(port)]);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`Decap's local backend: port ${port} is in use`);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
