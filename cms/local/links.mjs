/**
 * Links in the content folders, which Decap's local backend must not follow: decap-server reads through a
 * link to anything inside the repository (content/projects/x.md → ../../.dev.vars), and in Git mode a link
 * committed on a branch appears in the working copy when decap-server checks that branch out.
 * No import.meta here: Jest loads this file as CommonJS.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const show = (value) => JSON.stringify(value);
const LEADS_OUT = "which may lead out of the content folders";

/** The first link on the way to `relative` (a plain relative path) in the working copy, or null. */
export function linkOnPath(relative, repo) {
  const segments = relative.split("/");
  for (let i = 1; i <= segments.length; i++) {
    const stat = fs.lstatSync(path.join(repo, ...segments.slice(0, i)), { throwIfNoEntry: false });
    if (stat?.isSymbolicLink()) return `${show(segments.slice(0, i).join("/"))} is a link, ${LEADS_OUT}`;
  }
  return null;
}

/** Git's entries for `places` on `branch` (`-r`: every file below them), or null when there is no such branch (yet). */
function tree(repo, branch, places, flags = []) {
  const args = ["ls-tree", ...flags, "-z", `refs/heads/${branch}`, "--", ...places];
  try {
    return execFileSync("git", args, { cwd: repo, encoding: "utf8" })
      .split("\0")
      .filter(Boolean)
      .map((line) => ({ link: line.startsWith("120000 "), path: line.slice(line.indexOf("\t") + 1) }));
  } catch {
    return null;
  }
}

/** In Git mode, a link committed on a branch (a draft's) on the way to one of `paths`, which the working copy may lack. */
export function linkOnBranch(paths, repo, branches) {
  const places = [...new Set(paths.flatMap((p) => p.split("/").map((_, i, all) => all.slice(0, i + 1).join("/"))))];
  for (const branch of branches) {
    // Given a folder and a path in it, ls-tree lists the whole folder: only the places on the way count here
    // (a listing of the folder checks its entries, linkInFolder).
    const link = tree(repo, branch, places)?.find((entry) => entry.link && places.includes(entry.path));
    if (link) return `${show(link.path)} is a link on branch ${branch}, ${LEADS_OUT}`;
  }
  return null;
}

/**
 * Why `folder` must not be listed to `depth` (1: its own entries; decap-server reads every file it lists, so
 * one link is enough to leak), or null. A link anywhere within that depth refuses the listing whole, rather
 * than leaving the link out, so the editor learns of it. In Git mode `branch` is checked too: decap-server
 * checks it out before listing, and a link committed there need not be in the working copy today.
 */
export function linkInFolder(folder, depth, { repo, mode, branch }) {
  const refusal = (link, where = "") =>
    `the folder ${show(folder)} holds a link ${where}(${show(link)}), ${LEADS_OUT}, so it is not listed`;
  const walk = (relative, level) => {
    let entries;
    try {
      entries = fs.readdirSync(path.join(repo, relative), { withFileTypes: true });
    } catch {
      return null; // no folder (yet): decap-server lists nothing
    }
    for (const entry of entries) {
      const inside = `${relative}/${entry.name}`;
      if (entry.isSymbolicLink()) return inside;
      const deeper = entry.isDirectory() && level < depth ? walk(inside, level + 1) : null;
      if (deeper) return deeper;
    }
    return null;
  };
  const inCopy = walk(folder, 1);
  if (inCopy) return refusal(inCopy);
  if (mode !== "git") return null;
  // ls-tree -r names files (links included), not folders: a file at depth d has d segments below the folder.
  const onBranch = tree(repo, branch, [`${folder}/`], ["-r"])?.find(
    (entry) => entry.link && entry.path.slice(folder.length + 1).split("/").length <= depth,
  );
  return onBranch ? refusal(onBranch.path, `on branch ${branch} `) : null;
}
