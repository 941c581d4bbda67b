// The CI workflow's `lane` job (.github/workflows/ci.yml): decides the lane of the commit checked out here
// (scripts/ci/lane.mjs) and writes `lane=content`, `lane=code` or `lane=none` to $GITHUB_OUTPUT, or fails when the
// run must not go on. Reads PRODUCTION_BRANCH, GH_TOKEN (the run's token, `actions: read` and `contents: read`) and
// GitHub's own variables.
import fs from "node:fs";
import { chooseLane } from "./lane.mjs";

const chosen = await chooseLane({ env: process.env });
const { lane } = chosen;
// One line: a file's name could otherwise put a workflow command of its own on the next.
const reason = chosen.reason.replace(/[\r\n]+/g, " ");
if (!lane) {
  console.log(`::error::No lane: ${reason}`);
  process.exit(1);
}
console.log(`Lane: ${lane} (${reason})`);
if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `lane=${lane}\n`);
if (process.env.GITHUB_STEP_SUMMARY)
  fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, `Lane: **${lane}** (${reason})\n`);
