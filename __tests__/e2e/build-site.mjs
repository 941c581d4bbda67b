// `npm run build:e2e`: the production build of the browser suite's own content, wired to the suite's stand-ins
// (hosts.mjs, testBuildEnv).
import { spawnSync } from "node:child_process";
import { testBuildEnv } from "./hosts.mjs";

const { status } = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, ...testBuildEnv } });
process.exit(status ?? 1);
