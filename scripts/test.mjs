// `npm test`: every test, as .ci/run runs them on a fresh machine. Usage: node scripts/test.mjs <step>…, each step an
// npm script, or scripts joined by "+", which run beside each other: the unit tests beside the content checks (the
// production build, then a browser on it), which spend much of their time waiting for pages and the HTML checker,
// saves about a minute on two cores. A step's scripts but the last have their output held until they end, so the
// logs do not interleave. The first step that fails stops the run with its exit code. (CI's workflow runs the same
// scripts in its own jobs.)
import { spawn } from "node:child_process";

/** Runs `npm run <script>`; resolves with its exit code. `held`: its output is printed when it ends. */
function run(script, held) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", script], { stdio: held ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output = [];
    if (held) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

for (const step of process.argv.slice(2)) {
  const scripts = step.split("+");
  const codes = await Promise.all(scripts.map((script, i) => run(script, i < scripts.length - 1)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
