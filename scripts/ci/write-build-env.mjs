// The CI workflow's content job (.github/workflows/ci.yml): adds the deploy build's settings
// (scripts/ci/build-env.mjs) to $GITHUB_ENV, so that `npm run test:content` builds and tests what the deploy
// publishes. Prints them too (none is a secret).
import fs from "node:fs";
import { deployBuildEnv, envFileLines } from "./build-env.mjs";

try {
  const lines = envFileLines(deployBuildEnv(process.env));
  process.stdout.write(lines);
  if (process.env.GITHUB_ENV) fs.appendFileSync(process.env.GITHUB_ENV, lines);
} catch (error) {
  console.error(`The build's settings: ${error.message}`);
  process.exitCode = 1;
}
