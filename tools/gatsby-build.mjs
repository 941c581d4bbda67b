/**
 * Runs one `gatsby build` in a copy of the site (the build benchmark's timed runs, the browser suite's CMS builds)
 * and reads Gatsby's own phase timings from its log.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";

// Telemetry would try the network, which this machine lacks; CI=true swaps Gatsby's animated progress
// bars for plain lines, which keeps the log readable and its "success <phase> - 1.23s" lines parseable.
const BUILD_ENV = { GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1", FORCE_COLOR: "0" };
const TAIL_LINES = 40;

export class BuildFailed extends Error {}

/** Seconds per phase, from lines such as "success Generating image thumbnails - 12.345s - 36/36 2.9/s". */
function parsePhases(log) {
  const phases = {};
  for (const match of log.matchAll(/^success (.+?) - (\d+(?:\.\d+)?)s\b/gm)) {
    const [, name, seconds] = match;
    // A few phases run more than once in a build (e.g. schema building); their costs add up.
    phases[name] = Number(((phases[name] ?? 0) + Number(seconds)).toFixed(3));
  }
  return phases;
}

/**
 * Runs `gatsby build` in `dir` with all output to `logFile`, and returns the wall time in seconds and the
 * phases. A failed build throws BuildFailed with the tail of the log, so a broken figure is never printed.
 * `env` adds build variables (the browser suite's CMS_WORKFLOW, CMS_LOCAL_PORT, FORM_ENDPOINT).
 */
export async function timedBuild(root, dir, logFile, env = {}) {
  const log = fs.openSync(logFile, "w");
  const gatsby = path.join(root, "node_modules", ".bin", "gatsby");
  const start = performance.now();
  const code = await new Promise((resolve, reject) => {
    const child = spawn(gatsby, ["build"], {
      cwd: dir,
      env: { ...process.env, ...env, ...BUILD_ENV },
      stdio: ["ignore", log, log],
    });
    child.on("error", reject);
    child.on("exit", (status, signal) => resolve(status ?? signal));
  });
  const seconds = (performance.now() - start) / 1000;
  fs.closeSync(log);
  const text = fs.readFileSync(logFile, "utf8");
  if (code !== 0) {
    const tail = text.trimEnd().split("\n").slice(-TAIL_LINES).join("\n");
    throw new BuildFailed(`gatsby build in ${dir} failed (${code}); last ${TAIL_LINES} lines of ${logFile}:\n${tail}`);
  }
  return { seconds: Number(seconds.toFixed(2)), phases: parsePhases(text) };
}
