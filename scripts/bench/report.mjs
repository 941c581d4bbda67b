/** Figures and goals of the build benchmark, from the measured builds, and the table that prints them. */

// The build's bars (docs/performance.md): a clean build of the site, and one that reuses the pictures encoded
// before, with the site's photos at their most.
const BUILD_GOAL_S = 60;
const CACHED_PHOTOS_GOAL_S = 60;
// Phases that cost less than this in every build are noise in the phase table.
const PHASE_FLOOR_S = 0.5;

/** builds: { cold, cached, photosCold, photosCached }, each { seconds, phases, loadAverage, log }. */
export function computeFigures(builds, photos) {
  const { cold, photosCold, photosCached } = builds;
  const goals = [
    {
      goal: `a build of the site (every build is clean) < ${BUILD_GOAL_S} s`,
      value: `${cold.seconds} s`,
      pass: cold.seconds < BUILD_GOAL_S,
    },
    {
      goal: `with ${photos.photos} phone photos, a build reusing the pictures encoded before < ${CACHED_PHOTOS_GOAL_S} s`,
      value: `${photosCached.seconds} s (cold: ${photosCold.seconds} s)`,
      pass: photosCached.seconds < CACHED_PHOTOS_GOAL_S,
    },
  ];
  return { builds, photos, goals };
}

/** A plain-text table; the first `textColumns` columns align left, the figures after them right. */
export function table(header, rows, textColumns = 1) {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) =>
    row.map((cell, i) => (i < textColumns ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  return [line(cells[0]), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

const LABELS = {
  cold: "the site, cold",
  cached: "the site, pictures cached",
  photosCold: "with phone photos, cold",
  photosCached: "with phone photos, pictures cached",
};

/** The printed report: builds, goals, and where the time goes. */
export function formatReport({ builds, goals }) {
  const names = Object.keys(LABELS);
  const buildRows = names.map((key) => {
    const { seconds, loadAverage } = builds[key];
    return [LABELS[key], `${seconds.toFixed(1)} s`, loadAverage.toFixed(1)];
  });
  const goalRows = goals.map(({ goal, value, pass }) => [{ true: "PASS", false: "FAIL" }[pass] ?? "N/A", goal, value]);
  const phases = Object.keys(builds.photosCold.phases).filter((name) =>
    names.some((key) => (builds[key].phases[name] ?? 0) >= PHASE_FLOOR_S),
  );
  const phaseRows = phases.map((name) => [name, ...names.map((key) => (builds[key].phases[name] ?? 0).toFixed(1))]);
  return [
    table(["Build", "Wall time", "Load before"], buildRows),
    "",
    table(["", "Goal", "Measured"], goalRows, 2),
    "",
    `Gatsby's phases (s); phases under ${PHASE_FLOOR_S} s in every build left out. Image jobs start during the page`,
    "queries, so those two overlap; a busy machine moves every phase by seconds.",
    table(["Phase", ...names.map((key) => LABELS[key])], phaseRows),
  ].join("\n");
}
