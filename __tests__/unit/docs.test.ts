/**
 * @jest-environment node
 *
 * README.md and the guides in docs/: every link between them resolves (the file exists and, for a link to a
 * heading, the heading is there under the anchor GitHub gives it; web addresses are not followed), and every
 * command they give exists: each `npm run` names a script whose files are there, and `npm run cms`, which no
 * other test runs, finds its programs in this working copy.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
const documents = ["README.md", ...fs.readdirSync(path.join(root, "docs")).map((name) => `docs/${name}`)].filter(
  (file) => file.endsWith(".md"),
);

/** The text outside fenced code blocks and code spans, where links and headings are. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "code");

/** GitHub's anchor for each heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const [, heading] of markdown.replace(/^```[\s\S]*?^```/gm, "").matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = heading!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

function links(file: string): string[] {
  const text = prose(fs.readFileSync(path.join(root, file), "utf8"));
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((t) => !/^[a-z]+:/i.test(t));
}

test("README points each reader to their guide, in at most 150 lines", () => {
  const guides = ["product", "editors", "operators", "architecture", "upgrading", "performance"];
  expect(links("README.md")).toEqual(expect.arrayContaining(guides.map((name) => `docs/${name}.md`)));
  expect(fs.readFileSync(path.join(root, "README.md"), "utf8").split("\n").length).toBeLessThanOrEqual(150);
});

const { scripts } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
};

test("every npm command the guides give is a script of package.json, whose files are there", () => {
  const given = documents.flatMap((file) =>
    [...fs.readFileSync(path.join(root, file), "utf8").matchAll(/\bnpm run ([\w:-]+)/g)].map((match) => match[1]!),
  );
  expect(given.length).toBeGreaterThan(10);
  expect([...new Set(given)].filter((name) => !(name in scripts))).toEqual([]);
  const files = Object.values(scripts).flatMap((command) => [...command.matchAll(/\bnode (\S+)/g)].map((m) => m[1]!));
  expect(files.filter((file) => !fs.existsSync(path.join(root, file)))).toEqual([]);
});

test("npm run cms runs, in this working copy, the site on loopback and a backend answering its page only", () => {
  const result = spawnSync("npm", ["run", "--silent", "cms", "--", "--check"], { cwd: root, encoding: "utf8" });
  expect({ status: result.status, stderr: result.stderr.trim() }).toEqual({ status: 0, stderr: "" });
  const site = /gatsby develop --host localhost --port (\d+)$/m.exec(result.stdout)?.[1];
  expect(result.stdout).toContain(`${root}/node_modules/.bin/gatsby develop --host localhost --port ${site}`);
  // The site's launcher, not decap-server's own command, which listens on every address and answers any Host.
  expect(result.stdout).toMatch(
    new RegExp(`${root}/cms/local/backend\\.mjs --port \\d+ --repo ${root} --origin http://localhost:${site}$`, "m"),
  );
});

test.each(documents)("every link in %s resolves", (file) => {
  const broken = links(file).filter((target) => {
    const [relative, anchor] = target.split("#");
    const resolved = relative ? path.resolve(path.dirname(path.join(root, file)), relative) : path.join(root, file);
    if (!fs.existsSync(resolved)) return true;
    if (anchor === undefined) return false;
    return !resolved.endsWith(".md") || !anchors(fs.readFileSync(resolved, "utf8")).has(anchor);
  });
  expect(broken).toEqual([]);
});
