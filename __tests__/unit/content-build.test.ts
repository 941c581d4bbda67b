/**
 * @jest-environment node
 *
 * A real `gatsby build` on a copy of the site whose content has broken files: the build must fail with a
 * message naming each file, the field or the line, and what is expected.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { copySite } from "../../tools/site-copy.mjs";
import { FIXTURE_CONTENT } from "../e2e/hosts.mjs";
import { pageOf, readSiteContent } from "../support/site-content";

const root = path.resolve(__dirname, "../..");
// The tests' own content, which the copy takes as its content/ (so these files are the copy's).
const fixture = readSiteContent(FIXTURE_CONTENT);

function copy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "broken-site-"));
  copySite(root, dir, { content: FIXTURE_CONTENT });
  return dir;
}

/** Builds the copy in `dir`; its output with whitespace collapsed. */
function build(dir: string) {
  const result = spawnSync(path.join(root, "node_modules/.bin/gatsby"), ["build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1", FORCE_COLOR: "0" },
    timeout: 240_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}`.replace(/\s+/g, " ") };
}

test("gatsby build fails on `order: first`, naming the file, the field and what is expected", () => {
  const dir = copy();
  try {
    const relative = `content/projects/${fixture.projects[0]!.slug}.md`;
    const file = path.join(dir, relative);
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^order: \d+$/m, "order: first"));
    const { status, output } = build(dir);
    expect(status).not.toBe(0);
    expect(output).toContain(
      `Invalid content in ${relative}: - field "order" is "first"; expected a whole number, e.g. 3`,
    );
    expect(fs.existsSync(path.join(dir, "public", "index.html"))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 300_000);

test("gatsby build fails on HTML and hostile links in the terms, naming the file, each line and what to do", () => {
  const dir = copy();
  try {
    // What an editor (or a pull request) could plant at the end of the terms: a redirect, a link that the
    // renderer's percent-encoding turns into script (javascript://%5B%0A…), and a link that starts a sign-in.
    const relative = `content/pages/${pageOf(fixture, "/terms").slug}.md`;
    const terms = path.join(dir, relative);
    const meta = '<meta http-equiv="refresh" content="0;url=https://evil.example/">';
    const script = "Read the [full terms](javascript://[%0Aalert(document.domain)).";
    const signIn = "Editors, [sign in here](/api/auth?provider=github).";
    const edited = `${fs.readFileSync(terms, "utf8")}\n${meta}\n\n${script}\n\n${signIn}\n`;
    fs.writeFileSync(terms, edited);
    const line = (text: string) => edited.split("\n").indexOf(text) + 1;
    const { status, output } = build(dir);
    expect(status).not.toBe(0);
    // Lines are counted in the file, front matter and all.
    expect(line(meta)).toBe(
      fs.readFileSync(path.join(root, FIXTURE_CONTENT, "pages/terms.md"), "utf8").split("\n").length + 1,
    );
    expect(output).toContain(
      `Invalid content in ${relative}: - line ${line(meta)}: HTML is not allowed: ${meta}; Markdown has no equivalent: remove it`,
    );
    expect(output).toContain(
      `- line ${line(script)}: the link to "javascript://[%0Aalert(document.domain)" cannot be read as a web address`,
    );
    expect(output).toContain(
      `- line ${line(signIn)}: the link to "/api/auth?provider=github" leads into the site's functions`,
    );
    expect(fs.existsSync(path.join(dir, "public", "index.html"))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 300_000);

test("gatsby build fails on a section heading asked for by a key the content does not have, naming the key", () => {
  const dir = copy();
  try {
    // A typo in a section's query would otherwise leave the section without its heading, and no error.
    const services = path.join(dir, "src/components/sections/services.tsx");
    fs.writeFileSync(
      services,
      fs.readFileSync(services, "utf8").replace('key: { eq: "services" }', 'key: { eq: "servics" }'),
    );
    const { status, output } = build(dir);
    expect(status).not.toBe(0);
    expect(output).toContain('No section heading has the key "servics"; content/sections/ has services, why,');
    expect(fs.existsSync(path.join(dir, "public", "services.html"))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 300_000);
