/**
 * @jest-environment node
 *
 * .github/CODEOWNERS, read as GitHub reads it (the last matching pattern decides): every file of the repository
 * needs a maintainer's review but those of the editors' content folders, and a folder whose fields decide where
 * visitors' data goes (the company facts, with the quote form's endpoint) needs one too. GitHub's "Require review
 * from Code Owners" (docs/operators.md, "4. Branch protection") enforces it; this holds the repository's side.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { collections } from "../../src/schema/collections";
import { root } from "../support/repo-files";

interface Rule {
  pattern: string;
  owners: string[];
}

const rules: Rule[] = fs
  .readFileSync(path.join(root, ".github/CODEOWNERS"), "utf8")
  .split("\n")
  .map((line) => line.replace(/#.*/, "").trim())
  .filter(Boolean)
  .map((line) => {
    const [pattern, ...owners] = line.split(/\s+/);
    return { pattern: pattern!, owners };
  });

/** Whether `pattern` matches `file`; only the two forms this file uses, so that no other is misread here. */
function matches(pattern: string, file: string): boolean {
  if (pattern === "*") return true;
  if (/^\/[a-z0-9/-]+\/$/.test(pattern)) return `/${file}`.startsWith(pattern);
  throw new Error(`CODEOWNERS: the pattern ${pattern} is not one this test reads ("*" or "/folder/")`);
}

/** A file's owners: the last matching rule's (none when that rule names nobody, or when no rule matches). */
const ownersOf = (file: string) => rules.findLast((rule) => matches(rule.pattern, file))?.owners ?? [];

const editorsFolders = Object.keys(collections).filter(
  (name) => !Object.values(collections[name]!.fields).some((field) => field.kind === "endpoint"),
);

it("names owners as GitHub accounts or teams", () => {
  for (const { owners } of rules) for (const owner of owners) expect(owner).toMatch(/^@[\w-]+(?:\/[\w-]+)?$/);
});

it("needs a maintainer for every file of the repository outside the editors' content folders", () => {
  const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
  const outside = tracked.filter((file) => !editorsFolders.some((name) => file.startsWith(`content/${name}/`)));
  expect(outside.length).toBeGreaterThan(0);
  expect(outside.filter((file) => ownersOf(file).length === 0)).toEqual([]);
  // A file or folder added later at the top level, or in content/ outside every collection, is covered too.
  expect(ownersOf("a-new-top-level-file")).not.toEqual([]);
  expect(ownersOf("content/a-folder-of-no-collection/x.md")).not.toEqual([]);
});

it("leaves each editors' folder, and only those, to the editors' Publish", () => {
  for (const name of editorsFolders)
    expect({ name, owners: ownersOf(`content/${name}/x.md`) }).toEqual({ name, owners: [] });
  const unowned = rules.filter((rule) => rule.owners.length === 0).map((rule) => rule.pattern);
  expect(unowned.sort()).toEqual(editorsFolders.map((name) => `/content/${name}/`).sort());
});

it("needs a maintainer for the company facts, which say where quotes are sent", () => {
  const sendsData = Object.keys(collections).filter((name) => !editorsFolders.includes(name));
  expect(sendsData).toContain("company");
  for (const name of sendsData) expect(ownersOf(`content/${name}/${name}.md`)).not.toEqual([]);
});
