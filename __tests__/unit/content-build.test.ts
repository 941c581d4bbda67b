/**
 * @jest-environment node
 *
 * A real `gatsby build` on a copy of the site with a broken file (the build stops as it reads the file) or a
 * section heading asked for by a key no file has (as the page's query runs): it must fail, naming the file and
 * the field or the line, or the key, and what is expected, before any page is written.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { copySite } from "../../tools/site-copy.mjs";
import { FIXTURE_CONTENT } from "../e2e/hosts.mjs";
import { pageOf, readSiteContent } from "../support/site-content";
import { tempDir } from "../support/temp-dir";

const root = path.resolve(__dirname, "../..");

/** Builds a copy of the site on the tests' own content, after `edit` (a file's path in the copy → its new text). */
function buildBroken(file: string, edit: (text: string) => string) {
  const dir = tempDir("broken-site-");
  copySite(root, dir, { content: FIXTURE_CONTENT });
  fs.writeFileSync(path.join(dir, file), edit(fs.readFileSync(path.join(dir, file), "utf8")));
  const result = spawnSync(path.join(root, "node_modules/.bin/gatsby"), ["build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1", FORCE_COLOR: "0" },
    timeout: 240_000,
  });
  const output = `${result.stdout}\n${result.stderr}`.replace(/\s+/g, " ");
  return { status: result.status, output, published: fs.existsSync(path.join(dir, "public", "index.html")) };
}

test("gatsby build fails on a wrong field and on HTML and hostile links in a text, naming the file, each line and what to do", () => {
  // What an editor (or a pull request) could plant in the terms: a path without its /, and at the end a
  // redirect, a link that the renderer's percent-encoding turns into script (javascript://%5B%0A…), and a link
  // that starts a sign-in.
  const file = `content/pages/${pageOf(readSiteContent(FIXTURE_CONTENT), "/terms").slug}.md`;
  const meta = '<meta http-equiv="refresh" content="0;url=https://evil.example/">';
  const script = "Read the [full terms](javascript://[%0Aalert(document.domain)).";
  const signIn = "Editors, [sign in here](/api/auth?provider=github).";
  let edited = "";
  const { status, output, published } = buildBroken(file, (text) => {
    edited = `${text.replace(/^path: \/terms$/m, "path: terms")}\n${meta}\n\n${script}\n\n${signIn}\n`;
    return edited;
  });
  // Lines are counted in the file, front matter and all.
  const line = (text: string) => edited.split("\n").indexOf(text) + 1;
  expect({ status, published }).toEqual({ status: 1, published: false });
  expect(output).toContain(
    `Invalid content in ${file}: - field "path" is "terms"; expected a site path starting with /, e.g. /about ` +
      `- line ${line(meta)}: HTML is not allowed: ${meta}; Markdown has no equivalent: remove it ` +
      `- line ${line(script)}: the link to "javascript://[%0Aalert(document.domain)" cannot be read as a web address (a browser would not follow it); write the full address instead, e.g. https://www.example.com/page ` +
      `- line ${line(signIn)}: the link to "/api/auth?provider=github" leads into the site's functions`,
  );
}, 300_000);

test("gatsby build fails on a section heading asked for by a key the content does not have, naming the key", () => {
  // A typo in a section's query would otherwise leave the section without its heading, and no error.
  const services = "src/components/sections/services.tsx";
  const { status, output, published } = buildBroken(services, (text) =>
    text.replace('key: { eq: "services" }', 'key: { eq: "servics" }'),
  );
  // Gatsby stops with 1, or at times with Node's 7 (its handler of the query's error throws as the process ends).
  expect({ failed: status !== 0 && status !== null, published }).toEqual({ failed: true, published: false });
  expect(output).toContain('No section heading has the key "servics"; content/sections/ has services, why,');
}, 300_000);
