/** Figures and goals of the build benchmark, from the measured builds, and the table that prints them. */

// The build's bars (docs/performance.md).
const BUILD_GOAL_S = 60;
const PER_PROJECT_GOAL_S = 0.5;
// One run per size on a shared 2-core machine jitters by several seconds, which moves the short 1×→10×
// slope a lot; growth counts as linear unless the 10×→50× slope is clearly (25 %) steeper.
const LINEAR_TOLERANCE = 1.25;
// Phases that cost less than this in every build are noise in the phase table.
const PHASE_FLOOR_S = 0.5;

const slope = (a, b) => (b.seconds - a.seconds) / (b.projects - a.projects);
const round = (n, digits = 3) => Number(n.toFixed(digits));

/** builds: { cold1, cold10, cold50 }, each { seconds, projects, phases, loadAverage, log }. */
export function computeFigures(builds) {
  const { cold1, cold10, cold50 } = builds;
  const perProject = {
    from1to10: round(slope(cold1, cold10)),
    from10to50: round(slope(cold10, cold50)),
    from1to50: round(slope(cold1, cold50)),
  };
  // A 1×→10× slope at or below zero means noise outweighed the 54 added projects: no verdict, not a FAIL.
  const measurable = perProject.from1to10 > 0;
  const growth = measurable ? round(perProject.from10to50 / perProject.from1to10, 2) : null;
  const goals = [
    {
      goal: `a build of the site (every build is clean) < ${BUILD_GOAL_S} s`,
      value: `${cold1.seconds} s`,
      pass: cold1.seconds < BUILD_GOAL_S,
    },
    {
      goal: `no faster than linear (10→50 slope ≤ ${LINEAR_TOLERANCE} × 1→10 slope)`,
      value: measurable ? `${growth} ×` : "1→10 slope ≤ 0",
      pass: measurable ? perProject.from10to50 <= LINEAR_TOLERANCE * perProject.from1to10 : null,
    },
    {
      goal: `a project with its image < ${PER_PROJECT_GOAL_S} s of cold build (10→50 slope)`,
      value: `${perProject.from10to50} s`,
      pass: perProject.from10to50 < PER_PROJECT_GOAL_S,
    },
  ];
  const added = cold50.projects - cold10.projects;
  const phasePerProject = Object.fromEntries(
    Object.keys(cold50.phases).map((name) => [
      name,
      round(((cold50.phases[name] ?? 0) - (cold10.phases[name] ?? 0)) / added),
    ]),
  );
  return { builds, perProject, growthRatio: growth, goals, phasePerProject };
}

/** A plain-text table; the first `textColumns` columns align left, the figures after them right. */
function table(header, rows, textColumns = 1) {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) =>
    row.map((cell, i) => (i < textColumns ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  return [line(cells[0]), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

const LABELS = {
  cold1: "build, 1×",
  cold10: "build, 10×",
  cold50: "build, 50×",
};

/** The printed report: builds, cost per project, goals, and where the time goes. */
export function formatReport({ builds, perProject, goals, phasePerProject }) {
  const names = Object.keys(LABELS);
  const buildRows = names.map((key) => {
    const { projects, seconds, loadAverage } = builds[key];
    return [LABELS[key], projects, `${seconds.toFixed(1)} s`, loadAverage.toFixed(1)];
  });
  const slopeRows = [
    ["1× → 10×", `${perProject.from1to10.toFixed(3)} s`],
    ["10× → 50×", `${perProject.from10to50.toFixed(3)} s`],
    ["1× → 50×", `${perProject.from1to50.toFixed(3)} s`],
  ];
  const goalRows = goals.map(({ goal, value, pass }) => [{ true: "PASS", false: "FAIL" }[pass] ?? "N/A", goal, value]);
  const phases = Object.keys(builds.cold50.phases).filter((name) =>
    names.some((key) => (builds[key].phases[name] ?? 0) >= PHASE_FLOOR_S),
  );
  const phaseRows = phases
    .sort((a, b) => phasePerProject[b] - phasePerProject[a])
    .map((name) => [
      name,
      ...names.map((key) => (builds[key].phases[name] ?? 0).toFixed(1)),
      phasePerProject[name].toFixed(3),
    ]);
  return [
    table(["Build", "Projects", "Wall time", "Load before"], buildRows),
    "",
    table(["Cost per added project", "Seconds"], slopeRows),
    "",
    table(["", "Goal", "Measured"], goalRows, 2),
    "",
    `Gatsby's phases (s), by cost per project 10×→50×; phases under ${PHASE_FLOOR_S} s in every build left out.`,
    "Image jobs start during the page queries, so those two overlap; phases that do not grow with content",
    "still move by seconds between builds when the machine is busy.",
    table(["Phase", "1×", "10×", "50×", "per project"], phaseRows),
  ].join("\n");
}
