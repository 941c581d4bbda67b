/**
 * @jest-environment node
 *
 * Decap's local backend as `npm run cms` starts it (cms/local/backend.mjs): it must answer this machine only,
 * the content manager's own page only, and reach the content folders only, since decap-server itself reads and
 * writes every file of the working copy (.dev.vars, .git/config, package.json). Where it listens, whom it answers
 * and that a refused request reaches nothing are the process's doing: it runs as npm run cms runs it, and every
 * request goes to the loopback range only. Which requests may reach decap-server is requestProblem's
 * (cms/local/content-scope.mjs), asked directly.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { once } from "node:events";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { SERVE_PORT } from "../../lib/loopback.mjs";
import { siteScript } from "../../cms/build/site.mjs";
import { CONTENT_EXTENSIONS, contentScope, requestProblem } from "../../cms/local/content-scope.mjs";
import { backendCommand } from "../../cms/local/start-up.mjs";
import { cmsConfig } from "../../cms/build/config";
import { IMAGE_EXTENSIONS } from "../../src/schema/collections";

const root = path.resolve(__dirname, "../..");
const secret = "GITHUB_CLIENT_SECRET=not-for-the-network";
/** The content manager's page under `npm run cms`: the one origin the backend answers. */
const CMS = "http://localhost:8000";
const project = "---\ntitle: A project\n---\n";
const config = cmsConfig({
  backend: { name: "github", repo: "brightcode/website", branch: "main" },
  localBackendUrl: "http://localhost:8081/api/v1",
  editorialWorkflow: false,
  siteUrl: "https://www.brightcode.example",
  highestOrder: {},
});

/** A working copy with content, a secret beside it, and the content manager's generated configuration in public/. */
function workingCopy() {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-backend-"));
  fs.writeFileSync(path.join(repo, ".dev.vars"), `${secret}\n`);
  fs.writeFileSync(path.join(repo, "package.json"), "{}\n");
  fs.mkdirSync(path.join(repo, "content/projects"), { recursive: true });
  fs.writeFileSync(path.join(repo, "content/projects/a-project.md"), project);
  fs.mkdirSync(path.join(repo, "content/media"));
  fs.writeFileSync(path.join(repo, "content/media/picture.png"), "a picture");
  fs.mkdirSync(path.join(repo, "public/admin"), { recursive: true });
  fs.writeFileSync(path.join(repo, "public/admin/cms-0a1b.js"), siteScript({ config }, "/* the site's script */"));
  fs.writeFileSync(path.join(repo, "public/admin.html"), '<script src="/admin/cms-0a1b.js" defer></script>');
  return repo;
}

/** The working copy as a Git repository on its branch main, the secret and the built site ignored, as in ours. */
function repository(repo: string) {
  const git = (...args: string[]) =>
    spawnSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: repo, encoding: "utf8" });
  git("init", "--quiet", "--initial-branch=main");
  fs.writeFileSync(path.join(repo, ".gitignore"), "public/\n.dev.vars\n");
  git("add", ".");
  git("commit", "--quiet", "-m", "0");
  return git;
}

/** Commits, on the checked-out branch, a link at `file` to the secret. */
function commitLink(git: ReturnType<typeof repository>, repo: string, file: string) {
  fs.symlinkSync(
    path.relative(path.dirname(path.join(repo, file)), path.join(repo, ".dev.vars")),
    path.join(repo, file),
  );
  git("add", ".");
  git("commit", "--quiet", "-m", "a link");
}

const getEntry = (file = "content/projects/a-project.md") => ({
  action: "getEntry",
  params: { branch: "main", path: file },
});
/** Decap's save of a file, here with what the editor's laptop would run if it were written where it must not be. */
const persist = (file: string, { slug = "hook", workflow = false } = {}) => ({
  action: "persistEntry",
  params: {
    branch: "main",
    dataFiles: [{ slug, path: file, raw: "[core]\n\tfsmonitor = echo owned\n" }],
    assets: [],
    options: { commitMessage: "Create hook", useWorkflow: workflow, status: "draft", collectionName: "projects" },
  },
});
const listing = (folder: string) =>
  folder === "content/media"
    ? { action: "getMedia", params: { branch: "main", mediaFolder: folder } }
    : { action: "entriesByFolder", params: { branch: "main", folder, extension: "md", depth: 1 } };

type Backend = { child: ChildProcess; port: number; output: () => string };

/**
 * Sends `message` to /api/v1 (a POST; none for a preflight) over a connection to `address`, with exactly the
 * headers given (Host included, or none): Node's http client, unlike fetch, lets a test send any Host, as a
 * DNS-rebinding page would.
 */
async function post(address: string, port: number, message: object | null, headers: Record<string, string> = {}) {
  const body = message ? JSON.stringify(message) : "";
  const length = message
    ? { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) }
    : {};
  const method = message ? "POST" : "OPTIONS";
  const request = http.request({
    host: address,
    port,
    method,
    path: "/api/v1",
    setHost: false,
    headers: { ...length, ...headers },
  });
  request.end(body);
  const [response] = (await once(request, "response")) as [http.IncomingMessage];
  let text = "";
  for await (const chunk of response) text += chunk;
  return { status: response.statusCode ?? 0, body: text };
}

/** Starts the backend on a free port and resolves once the line it prints when listening names the port. */
function start(repo: string, mode?: "git"): Promise<Backend> {
  const { program, args } = backendCommand({ root, port: 0, repo, mode, origin: CMS });
  const child = spawn(program, args, { stdio: ["ignore", "pipe", "pipe"] });
  let text = "";
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      text += chunk.toString();
      const listening = /http:\/\/localhost:(\d+)\/api\/v1/.exec(text);
      if (listening) resolve({ child, port: Number(listening[1]), output: () => text });
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => reject(new Error(`the backend stopped (exit code ${code}): ${text}`)));
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

describe("Decap's local backend, as npm run cms starts it", () => {
  let repo: string;
  let backend: Backend;
  const ask = (message: object, headers: Record<string, string> = {}) =>
    post("127.0.0.1", backend.port, message, { Host: `127.0.0.1:${backend.port}`, Origin: CMS, ...headers });

  beforeAll(async () => {
    repo = workingCopy();
    backend = await start(repo);
  });

  afterAll(async () => {
    await stop(backend.child);
    fs.rmSync(repo, { recursive: true, force: true });
  });

  test("answers the content manager's page, addressed to this machine by its loopback names", async () => {
    for (const host of ["127.0.0.1", "localhost", "[::1]"]) {
      const answer = await ask(getEntry(), { Host: `${host}:${backend.port}` });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body).data).toBe(project);
    }
  });

  // On Linux all of 127.0.0.0/8 is this machine's loopback: a server listening on every address answers at
  // 127.0.0.2 as it would at the machine's Wi-Fi address, while one listening on 127.0.0.1 only does not.
  test("listens on loopback's own address only: another address of the machine is refused", async () => {
    await expect(post("127.0.0.2", backend.port, getEntry(), { Host: `127.0.0.2:${backend.port}` })).rejects.toThrow(
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
    const answer = await ask(getEntry(), { Host: host(backend.port) });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body).error).toMatch(
      /^Refused: Host .* is not localhost:(\d+), 127\.0\.0\.1:\1 or \[::1\]:\1; this backend answers this machine only\.$/,
    );
    expect(answer.body).not.toContain("A project");
  });

  test("refuses a request with no Host at all (Node's server itself does), and reads nothing", async () => {
    const answer = await post("127.0.0.1", backend.port, getEntry());
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain("A project");
  });

  test.each([
    ["another local app or development server (another port)", "http://localhost:3000"],
    ["the content manager's host by its other name", "http://127.0.0.1:8000"],
    ["the site served by npm run serve", `http://127.0.0.1:${SERVE_PORT}`],
    ["another site", "http://evil.example"],
    ["a look-alike host", "http://localhost.evil.example:8000"],
    ["its address with a path", "http://localhost:8000/admin"],
    ["a sandboxed page", "null"],
    ["two origins", "http://localhost:8000, http://evil.example"],
  ])("refuses %s (Origin %s): it reads and writes nothing", async (_what, origin) => {
    const read = await ask(getEntry(), { Origin: origin });
    expect(read.status).toBe(403);
    expect(JSON.parse(read.body).error).toBe(
      `Refused: Origin ${JSON.stringify(origin)} is not the content manager's page, ${CMS}; open the content manager at ${CMS}/admin/.`,
    );
    const saved = await ask(persist("content/projects/planted.md"), { Origin: origin });
    expect(saved.status).toBe(403);
    expect(fs.existsSync(path.join(repo, "content/projects/planted.md"))).toBe(false);
  });

  test("refuses a request with no Origin (no page of the content manager's), and preflights of other pages", async () => {
    const answer = await post("127.0.0.1", backend.port, getEntry(), { Host: `localhost:${backend.port}` });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body).error).toMatch(/^Refused: no Origin is not the content manager's page/);
    // A preflight from another page is refused too, so a browser never sends the request itself.
    const preflight = await post("127.0.0.1", backend.port, null, {
      Host: `localhost:${backend.port}`,
      Origin: "http://localhost:3000",
      "Access-Control-Request-Method": "POST",
    });
    expect(preflight.status).toBe(403);
    expect(backend.output()).toContain(
      `refused a request: Origin "http://localhost:3000" is not the content manager's page, ${CMS}.`,
    );
  });

  test("answers what requestProblem refuses with 403 and the reason, and reads and writes nothing", async () => {
    const read = await ask(getEntry(".dev.vars"));
    expect(read.status).toBe(403);
    expect(JSON.parse(read.body).error).toMatch(
      /^Refused: the path "\.dev\.vars" is not a plain path .*; this backend reads and writes the content folders only\.$/,
    );
    expect(read.body).not.toContain(secret);
    expect((await ask(persist("package.json"))).status).toBe(403);
    expect(fs.readFileSync(path.join(repo, "package.json"), "utf8")).toBe("{}\n");
  });

  test("reads and writes the content folders: an entry, a picture, the media folder, a listing", async () => {
    expect((await ask(persist("content/projects/new-project.md"))).status).toBe(200);
    expect(fs.readFileSync(path.join(repo, "content/projects/new-project.md"), "utf8")).toContain("fsmonitor");
    const picture = { path: "content/projects/new-project.jpg", content: "aGk=", encoding: "base64" };
    const media = {
      action: "persistMedia",
      params: { branch: "main", asset: picture, options: { commitMessage: "x" } },
    };
    expect((await ask(media)).status).toBe(200);
    expect(fs.readFileSync(path.join(repo, "content/projects/new-project.jpg"), "utf8")).toBe("hi");
    expect((await ask(listing("content/media"))).body).toContain("picture.png");
    const entries = JSON.parse((await ask(listing("content/projects"))).body) as { file: { path: string } }[];
    expect(entries.map((entry) => entry.file.path)).toContain("content/projects/a-project.md");
  });
});

describe("requestProblem: what the content manager may reach", () => {
  let repo: string;
  beforeEach(() => {
    repo = workingCopy();
  });
  afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));
  const problem = (body: object, mode = "fs") => requestProblem(body, { scope: contentScope(config), repo, mode });
  const CONTENT_ONLY = /is (?:not|outside|a link)|plain path|not Markdown or a picture/;

  test("allows exactly Markdown and the pictures the content model accepts", () => {
    expect(CONTENT_EXTENSIONS).toEqual([".md", ...IMAGE_EXTENSIONS]);
  });

  // What the review read and wrote from the content manager's own origin, and more of its kind.
  test.each([
    ["the sign-in secret", ".dev.vars"],
    ["Git's configuration (core.fsmonitor runs at the next git status)", ".git/config"],
    ["a Git hook", ".git/hooks/pre-commit"],
    ["the package's scripts", "package.json"],
    ["the build's code", "gatsby-node.ts"],
    ["a program npm runs", "node_modules/.bin/gatsby"],
    ["a file outside the repository", "../outside.md"],
    ["an absolute path", "/etc/passwd"],
    ["a way out through ..", "content/projects/../../package.json"],
    ["a dotfile in a content folder", "content/projects/.env"],
    ["code in a content folder", "content/projects/evil.js"],
    ["a page in a sub-folder", "content/projects/deeper/x.md"],
    ["a Windows path", "content\\projects\\x.md"],
    ["an empty segment", "content//projects/x.md"],
    ["a folder the configuration does not name", "content/other/x.md"],
    ["the content folder itself", "content/x.md"],
  ])("refuses to read or write %s (%s)", (_what, file) => {
    expect(problem(getEntry(file))).toMatch(CONTENT_ONLY);
    expect(problem(persist(file))).toMatch(CONTENT_ONLY);
  });

  test("refuses every path of a request, whatever its place (media, listings, deletions, uploads), and any other action or branch", () => {
    const asset = (file: string) => ({ path: file, content: "", encoding: "base64" });
    const refused = [
      { action: "getMedia", params: { branch: "main", mediaFolder: "." } },
      { action: "entriesByFolder", params: { branch: "main", folder: ".git", extension: "", depth: 9 } },
      { action: "entriesByFiles", params: { branch: "main", files: [{ path: ".dev.vars" }] } },
      { action: "getMediaFile", params: { branch: "main", path: ".dev.vars" } },
      { action: "deleteFile", params: { branch: "main", path: "package.json", options: { commitMessage: "x" } } },
      { action: "deleteFiles", params: { branch: "main", paths: ["content/projects/a-project.md", "package.json"] } },
      { action: "persistMedia", params: { branch: "main", asset: asset("gatsby-node.ts") } },
      {
        action: "persistEntry",
        params: { ...persist("content/projects/new.md").params, assets: [asset(".git/config")] },
      },
      { action: "persistEntry", params: { ...persist("content/projects/new.md").params, dataFiles: "not a list" } },
      // A move, even between two content files: decap-server moves the old file's whole folder.
      {
        action: "persistEntry",
        params: {
          ...persist("content/about/about.md").params,
          dataFiles: [{ slug: "about", path: "content/about/about.md", newPath: "content/pages/about.md", raw: "" }],
        },
      },
      { action: "getEntry", params: { branch: "refs/heads/main", path: "content/projects/a-project.md" } },
      { action: "notAnAction", params: { branch: "main" } },
    ];
    expect(refused.filter((message) => problem(message) === null)).toEqual([]);
    expect(problem(getEntry())).toBeNull();
  });

  test("refuses a link that leads out of a content folder, whether a file or a folder", () => {
    fs.symlinkSync(path.join(repo, ".dev.vars"), path.join(repo, "content/projects/secret.md"));
    fs.symlinkSync(repo, path.join(repo, "content/about"), "dir");
    for (const file of ["content/projects/secret.md", "content/about/about.md"]) {
      expect(problem(getEntry(file))).toMatch(/is a link, which may lead out of the content folders$/);
    }
    expect(problem(getEntry("content/about/package.json"))).toMatch(CONTENT_ONLY);
  });

  // Decap's listEntries sends the collection's extension and depth 1 for a flat folder collection (decap-cms
  // 3.16.3's proxy backend, collectionDepth and entryExtension); its media library sends the folder alone.
  test.each([
    ["another extension", { folder: "content/projects", extension: "", depth: 1 }],
    ["an extension with its dot", { folder: "content/projects", extension: ".md", depth: 1 }],
    ["a deeper listing", { folder: "content/projects", extension: "md", depth: 2 }],
    ["a depth of 0", { folder: "content/projects", extension: "md", depth: 0 }],
    ["a depth as text", { folder: "content/projects", extension: "md", depth: "1" }],
    ["no extension at all", { folder: "content/projects", depth: 1 }],
    ["a parameter Decap does not send", { folder: "content/projects", extension: "md", depth: 1, path: "x" }],
    ["a media folder, which is no collection's", { folder: "content/media", extension: "md", depth: 1 }],
  ])("refuses to list a collection's folder with %s", (_what, params) => {
    expect(problem({ action: "entriesByFolder", params: { branch: "main", ...params } })).toMatch(/^entriesByFolder /);
  });

  test.each([
    ["a depth", { depth: 1 }],
    ["an extension", { extension: "md" }],
  ])("refuses to list the media folder with %s, which Decap never sends", (_what, params) => {
    const message = { action: "getMedia", params: { branch: "main", mediaFolder: "content/media", ...params } };
    expect(problem(message)).toMatch(/^getMedia takes no "(depth|extension)"/);
  });

  // decap-server lists a folder and reads every file it finds, following links: a link committed inside a
  // content folder would hand the listing whatever it points to (.dev.vars here), though a read of the link
  // itself is refused. So a folder that holds a link is not listed at all; an entry of it is still read.
  test.each([
    ["fs", "content/projects", "secret.md"],
    ["fs", "content/media", "secret.png"],
    ["git", "content/projects", "secret.md"],
    ["git", "content/media", "secret.png"],
  ] as const)(
    "in %s mode, a link inside %s (%s) stops its listing, not a read of another entry",
    (mode, folder, name) => {
      const git = repository(repo);
      expect(problem(listing(folder), mode)).toBeNull();
      commitLink(git, repo, `${folder}/${name}`);
      expect(problem(listing(folder), mode)).toBe(
        `the folder "${folder}" holds a link ("${folder}/${name}"), which may lead out of the content folders, so it is not listed`,
      );
      expect(problem(getEntry(), mode)).toBeNull();
    },
  );

  // Git mode checks the configured branch out to list it, and a draft's branch to read it: a link committed there
  // is refused even while the working copy, on another branch, does not show it.
  test("in git mode, a link committed on the branch or a draft's, not in the working copy, is refused", () => {
    const git = repository(repo);
    git("checkout", "--quiet", "-b", "cms/projects/linked");
    commitLink(git, repo, "content/projects/linked.md");
    git("checkout", "--quiet", "main");
    commitLink(git, repo, "content/projects/secret.md");
    git("checkout", "--quiet", "-b", "elsewhere", "HEAD~1");
    expect(fs.existsSync(path.join(repo, "content/projects/secret.md"))).toBe(false);
    expect(problem(listing("content/projects"), "git")).toMatch(
      /^the folder "content\/projects" holds a link on branch main \("content\/projects\/secret\.md"\)/,
    );
    const linked = {
      action: "unpublishedEntryDataFile",
      params: { branch: "main", collection: "projects", slug: "linked", id: "x", path: "content/projects/linked.md" },
    };
    expect(problem(linked, "git")).toMatch(/is a link on branch cms\/projects\/linked/);
  });

  test("in git mode, refuses a draft aimed outside the content, a slug that is no plain name, another collection", () => {
    repository(repo);
    expect(problem(persist(".git/config", { workflow: true }), "git")).toMatch(CONTENT_ONLY);
    expect(problem(persist("content/projects/x.md", { slug: "../../../x", workflow: true }), "git")).toMatch(
      /^the entry name "\.\.\/\.\.\/\.\.\/x" is not a plain name/,
    );
    const otherCollection = {
      action: "deleteUnpublishedEntry",
      params: { branch: "main", collection: "x", slug: "y" },
    };
    expect(problem(otherCollection, "git")).toMatch(/^the collection "x" is not one of the content manager's/);
  });
});

describe("the backend's Git mode (docs/editors.md's drafts on a laptop), and its refusals to start", () => {
  test("--mode git keeps the editorial workflow, on loopback only: a draft is saved on its branch", async () => {
    const repo = workingCopy();
    const git = repository(repo);
    const backend = await start(repo, "git");
    const ask = (message: object) =>
      post("127.0.0.1", backend.port, message, { Host: `localhost:${backend.port}`, Origin: CMS });
    try {
      expect(JSON.parse((await ask({ action: "info" })).body).publish_modes).toContain("editorial_workflow");
      await expect(post("127.0.0.2", backend.port, { action: "info" })).rejects.toThrow(
        expect.objectContaining({ code: "ECONNREFUSED" }),
      );
      // Decap's draft of a new project: a branch of its own, the file on it.
      const draft = await ask(persist("content/projects/a-draft.md", { slug: "a-draft", workflow: true }));
      expect(draft.status).toBe(200);
      expect(git("show", "cms/projects/a-draft:content/projects/a-draft.md").stdout).toContain("fsmonitor");
      expect((await ask({ action: "unpublishedEntries", params: { branch: "main" } })).body).toContain(
        "projects/a-draft",
      );
      // The same save aimed at Git's configuration is refused before decap-server writes it.
      expect((await ask(persist(".git/config", { workflow: true }))).status).toBe(403);
      expect(fs.readFileSync(path.join(repo, ".git/config"), "utf8")).not.toContain("fsmonitor");
    } finally {
      await stop(backend.child);
      fs.rmSync(repo, { recursive: true, force: true });
    }
  });

  /** Runs the backend's command with `args` to the end, for its refusals to start. */
  const run = (args: string[]) => {
    const { program, args: base } = backendCommand({ root, port: 0, repo: root, origin: CMS });
    return spawnSync(program, [...base, ...args], { encoding: "utf8", timeout: 30_000 });
  };

  test.each([
    [["--mode", "svn"], 'Decap\'s local backend: --mode must be fs or git, not "svn"'],
    [["--port", "80a"], 'Decap\'s local backend: --port must be a port number (0-65535), not "80a"'],
    [["--repo", "/nonexistent/folder"], "Decap's local backend: --repo /nonexistent/folder is not a folder"],
    [["--host", "0.0.0.0"], "Decap's local backend: Unknown option '--host'"],
    [["--origin", "http://evil.example"], "--origin must be the content manager's page on this machine"],
    [["--origin", "http://localhost:8000/admin"], "--origin must be the content manager's page on this machine"],
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
