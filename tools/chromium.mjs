// Chromium (or Chrome) as the browser suite and the benchmarks run it: its path (CHROME_PATH overrides) and the
// flags that work as root on a machine without network (no sandbox, GPU, QUIC or background requests).
import fs from "node:fs";

// Debian's package installs /usr/bin/chromium; GitHub's Ubuntu runners have Google Chrome; Ubuntu's own
// /usr/bin/chromium-browser is, on Ubuntu, a stub that asks for the snap, so it comes last (.ci/setup checks that
// the one it finds runs, and names it in CHROME_PATH).
const chromiumPath =
  process.env.CHROME_PATH ??
  ["/usr/bin/chromium", "/usr/bin/google-chrome", "/usr/bin/chromium-browser"].find((p) => fs.existsSync(p)) ??
  "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Stops with what to install when the browser is missing. */
export function requireChromium() {
  if (fs.existsSync(chromiumPath)) return chromiumPath;
  throw new Error(
    `Chromium was not found at ${chromiumPath}. Install it with "sudo apt-get install -y chromium" (Debian; ` +
      `on Ubuntu install Google Chrome), or run "bash .ci/run", which installs it, ` +
      `or set CHROME_PATH to a Chromium or Chrome binary. Do not run "playwright install".`,
  );
}
