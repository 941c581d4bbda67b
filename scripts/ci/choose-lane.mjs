// The CI workflow's `lane` job (.github/workflows/ci.yml): decides the lane of the commit checked out here
// (scripts/ci/lane.mjs) and writes `lane=content` or `lane=code` to $GITHUB_OUTPUT. Reads PRODUCTION_BRANCH,
// GH_TOKEN (the run's token, `actions: read` and `contents: read`) and GitHub's own variables.
import fs from "node:fs";
import { chooseLane } from "./lane.mjs";

const { lane, reason } = await chooseLane({ env: process.env });
console.log(`Lane: ${lane} (${reason})`);
if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `lane=${lane}\n`);
if (process.env.GITHUB_STEP_SUMMARY)
  fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, `Lane: **${lane}** (${reason})\n`);
