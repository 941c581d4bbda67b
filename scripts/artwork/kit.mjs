// Shared drawing kit: brand colours, SVG element helpers, the navy backdrop and the app-window frame.
// Everything is plain shapes (no <text>: fonts differ between machines, so the output would too).

/**
 * The pictures' palette: the brand's navy and amber (src/styles/_variables.scss), and greys and navies of the
 * mock screens' own (the site's text grey has since darkened for AAA contrast; the pictures keep theirs).
 */
export const C = {
  navy: "#0a1f44",
  navyLight: "#14306b",
  amber: "#f5a524",
  sky: "#60a5fa",
  ink: "#2b3445",
  muted: "#556273",
  surface: "#f3f6fb",
  deep: "#06132e",
  panel: "#102a5a",
  raised: "#1a3a78",
  rule: "#27488a",
  text: "#e6edf8",
  soft: "#8ea3c9",
};

/** One accent per picture, so that pictures shown side by side differ at a glance. */
export const ACCENT = {
  teal: "#2dd4bf",
  amber: "#f5a524",
  violet: "#a78bfa",
  coral: "#fb7185",
  green: "#4ade80",
  sky: "#60a5fa",
  cyan: "#22d3ee",
  orange: "#fb923c",
  fuchsia: "#e879f9",
};

const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== false)
    .map(([k, v]) => `${kebab(k)}="${v}"`)
    .join(" ");

/** An SVG element; attribute names are written in camelCase (strokeWidth → stroke-width). */
export const el = (tag, o = {}, inner) =>
  inner === undefined ? `<${tag} ${attrs(o)}/>` : `<${tag} ${attrs(o)}>${[inner].flat().join("")}</${tag}>`;
export const g = (inner, o = {}) => el("g", o, inner);
export const rect = (x, y, width, height, fill, o = {}) => el("rect", { x, y, width, height, fill, ...o });
export const circle = (cx, cy, r, fill, o = {}) => el("circle", { cx, cy, r, fill, ...o });
export const path = (d, o = {}) => el("path", { d, ...o });
export const line = (x1, y1, x2, y2, stroke, strokeWidth = 4, o = {}) =>
  el("line", { x1, y1, x2, y2, stroke, strokeWidth, strokeLinecap: "round", ...o });
export const polyline = (points, stroke, strokeWidth = 6, o = {}) =>
  el("polyline", {
    points: points.map((p) => p.join(",")).join(" "),
    fill: "none",
    stroke,
    strokeWidth,
    strokeLinecap: "round",
    strokeLinejoin: "round",
    ...o,
  });

/** A line of "text": a rounded bar. */
export const bar = (x, y, width, height = 14, fill = C.soft, o = {}) =>
  rect(x, y, width, height, fill, { rx: height / 2, ...o });

/** A paragraph of text bars, one per width. */
export const lines = (x, y, widths, { height = 12, gap = 24, fill = C.soft, opacity } = {}) =>
  widths.map((w, i) => bar(x, y + i * gap, w, height, fill, { opacity })).join("");

/** A rounded panel with the soft drop shadow every raised surface uses. */
export const card = (x, y, width, height, fill = C.raised, o = {}) =>
  rect(x, y, width, height, fill, { rx: 18, filter: "url(#shadow)", ...o });

/** An app window: a shadowed panel with a title bar and its three dots. */
export function frame(x, y, width, height, { fill = C.panel, bar: barFill = C.deep, radius = 22 } = {}) {
  const top = 54;
  return g([
    rect(x, y, width, height, fill, { rx: radius, filter: "url(#shadow)" }),
    path(
      `M${x} ${y + top}V${y + radius}a${radius} ${radius} 0 0 1 ${radius} -${radius}` +
        `H${x + width - radius}a${radius} ${radius} 0 0 1 ${radius} ${radius}V${y + top}Z`,
      { fill: barFill },
    ),
    circle(x + 32, y + top / 2, 8, "#fb7185"),
    circle(x + 58, y + top / 2, 8, "#fbbf24"),
    circle(x + 84, y + top / 2, 8, "#4ade80"),
    bar(x + width / 2 - 150, y + top / 2 - 11, 300, 22, C.panel),
  ]);
}

/**
 * The whole picture: a navy gradient with a soft glow of the accent behind the subject.
 * `glow` is [cx, cy, r]; `defs` adds gradients of the scene's own.
 */
export function scene(
  width,
  height,
  accent,
  body,
  { glow = [width * 0.6, height * 0.45, width * 0.55], defs = "" } = {},
) {
  const [gx, gy, gr] = glow;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${C.navy}"/><stop offset="1" stop-color="#0d2656"/>
  </linearGradient>
  <radialGradient id="glow" cx="${gx}" cy="${gy}" r="${gr}" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="${accent}" stop-opacity="0.22"/>
    <stop offset="0.55" stop-color="${accent}" stop-opacity="0.07"/>
    <stop offset="1" stop-color="${accent}" stop-opacity="0"/>
  </radialGradient>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="150%">
    <feDropShadow dx="0" dy="14" stdDeviation="18" flood-color="#020916" flood-opacity="0.55"/>
  </filter>
  ${defs}
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect width="${width}" height="${height}" fill="url(#glow)"/>
${[body].flat().join("\n")}
</svg>`;
}
