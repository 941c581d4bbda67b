// Small pictograms the scenes share, each drawn around a centre (x, y) at size s (about its width).
import { C, circle, el, g, path, rect } from "./kit.mjs";

/** A person's head and shoulders in a circle. */
export function avatar(x, y, r, bg, fg = C.text) {
  const id = `av${Math.round(x)}_${Math.round(y)}`;
  return g([
    el("clipPath", { id }, circle(x, y, r, "#000")),
    circle(x, y, r, bg),
    g(
      [
        circle(x, y - r * 0.18, r * 0.36, fg),
        el("ellipse", { cx: x, cy: y + r * 0.78, rx: r * 0.68, ry: r * 0.5, fill: fg }),
      ],
      {
        clipPath: `url(#${id})`,
        opacity: 0.92,
      },
    ),
  ]);
}

/** A car seen from the side. */
export const car = (x, y, s, fill, wheel = C.deep) =>
  g([
    path(
      `M${x - s / 2} ${y + s * 0.12}v-${s * 0.14}q0 -${s * 0.1} ${s * 0.1} -${s * 0.12}l${s * 0.12} -${s * 0.02}` +
        `l${s * 0.12} -${s * 0.16}h${s * 0.3}l${s * 0.16} ${s * 0.16}q${s * 0.2} ${s * 0.02} ${s * 0.2} ${s * 0.14}v${s * 0.14}z`,
      { fill },
    ),
    circle(x - s * 0.26, y + s * 0.13, s * 0.1, wheel),
    circle(x + s * 0.26, y + s * 0.13, s * 0.1, wheel),
  ]);

/** A car-carrier truck: cab on the right, flatbed with a car on it. */
export const hauler = (x, y, s, fill, load, wheel = C.deep) =>
  g([
    rect(x - s / 2, y + s * 0.02, s * 0.72, s * 0.08, fill, { rx: s * 0.02 }),
    path(`M${x + s * 0.22} ${y + s * 0.1}v-${s * 0.3}h${s * 0.16}l${s * 0.12} ${s * 0.14}v${s * 0.16}z`, { fill }),
    rect(x + s * 0.3, y - s * 0.15, s * 0.07, s * 0.09, C.deep, { opacity: 0.55 }),
    car(x - s * 0.16, y - s * 0.1, s * 0.62, load, C.deep),
    circle(x - s * 0.36, y + s * 0.14, s * 0.075, wheel),
    circle(x - s * 0.16, y + s * 0.14, s * 0.075, wheel),
    circle(x + s * 0.34, y + s * 0.14, s * 0.075, wheel),
  ]);

/** A map pin with a round head, holding an optional glyph. */
export const pin = (x, y, s, fill, inner = "") =>
  g([
    path(
      `M${x} ${y}c-${s * 0.1} -${s * 0.2} -${s * 0.5} -${s * 0.52} -${s * 0.5} -${s * 0.86}a${s * 0.5} ${s * 0.5} 0 0 1 ${s} 0` +
        `c0 ${s * 0.34} -${s * 0.4} ${s * 0.66} -${s * 0.5} ${s * 0.86}z`,
      { fill, filter: "url(#shadow)" },
    ),
    inner,
  ]);

export const heart = (x, y, s, fill) =>
  path(
    `M${x} ${y + s * 0.38}C${x - s * 0.62} ${y - s * 0.02} ${x - s * 0.5} ${y - s * 0.52} ${x} ${y - s * 0.22}` +
      `C${x + s * 0.5} ${y - s * 0.52} ${x + s * 0.62} ${y - s * 0.02} ${x} ${y + s * 0.38}z`,
    { fill },
  );

/** A four-pointed spark, the usual sign for "AI". */
export const sparkle = (x, y, s, fill) =>
  path(
    `M${x} ${y - s / 2}Q${x + s * 0.08} ${y - s * 0.08} ${x + s / 2} ${y}Q${x + s * 0.08} ${y + s * 0.08} ${x} ${y + s / 2}` +
      `Q${x - s * 0.08} ${y + s * 0.08} ${x - s / 2} ${y}Q${x - s * 0.08} ${y - s * 0.08} ${x} ${y - s / 2}z`,
    { fill },
  );

export const check = (x, y, s, stroke, width = s * 0.16) =>
  path(`M${x - s * 0.34} ${y + s * 0.02}l${s * 0.22} ${s * 0.22}l${s * 0.46} -${s * 0.46}`, {
    fill: "none",
    stroke,
    strokeWidth: width,
    strokeLinecap: "round",
    strokeLinejoin: "round",
  });

export const magnifier = (x, y, s, stroke) =>
  g([
    circle(x - s * 0.08, y - s * 0.08, s * 0.3, "none", { stroke, strokeWidth: s * 0.13 }),
    path(`M${x + s * 0.14} ${y + s * 0.14}l${s * 0.24} ${s * 0.24}`, {
      stroke,
      strokeWidth: s * 0.14,
      strokeLinecap: "round",
    }),
  ]);

export const cart = (x, y, s, stroke) =>
  g([
    path(
      `M${x - s / 2} ${y - s * 0.36}h${s * 0.16}l${s * 0.14} ${s * 0.52}h${s * 0.54}l${s * 0.12} -${s * 0.38}h-${s * 0.74}`,
      {
        fill: "none",
        stroke,
        strokeWidth: s * 0.1,
        strokeLinecap: "round",
        strokeLinejoin: "round",
      },
    ),
    circle(x - s * 0.1, y + s * 0.34, s * 0.08, stroke),
    circle(x + s * 0.28, y + s * 0.34, s * 0.08, stroke),
  ]);

/** A database cylinder. */
export const database = (x, y, s, fill, band) =>
  g([
    rect(x - s / 2, y - s * 0.4, s, s * 0.8, fill),
    el("ellipse", { cx: x, cy: y + s * 0.4, rx: s / 2, ry: s * 0.16, fill }),
    el("ellipse", { cx: x, cy: y - s * 0.4, rx: s / 2, ry: s * 0.16, fill: band }),
    path(`M${x - s / 2} ${y}a${s / 2} ${s * 0.16} 0 0 0 ${s} 0`, { fill: "none", stroke: band, strokeWidth: s * 0.06 }),
  ]);

export const envelope = (x, y, s, fill, stroke) =>
  g([
    rect(x - s / 2, y - s * 0.34, s, s * 0.68, fill, { rx: s * 0.08 }),
    path(`M${x - s * 0.42} ${y - s * 0.24}L${x} ${y + s * 0.06}L${x + s * 0.42} ${y - s * 0.24}`, {
      fill: "none",
      stroke,
      strokeWidth: s * 0.08,
      strokeLinecap: "round",
      strokeLinejoin: "round",
    }),
  ]);

/** A shop front's striped awning over a door. */
export function storefront(x, y, s, fill, stripe) {
  const w = s / 5;
  const scallops = Array.from({ length: 5 }, (_, i) =>
    path(`M${x - s / 2 + i * w} ${y - s * 0.14}v${s * 0.06}a${w / 2} ${w / 2} 0 0 0 ${w} 0v-${s * 0.06}z`, {
      fill: i % 2 ? stripe : fill,
    }),
  );
  return g([
    rect(x - s * 0.42, y - s * 0.1, s * 0.84, s * 0.56, fill, { opacity: 0.35, rx: s * 0.04 }),
    rect(x - s * 0.12, y + s * 0.12, s * 0.24, s * 0.34, fill, { rx: s * 0.03 }),
    path(`M${x - s * 0.42} ${y - s * 0.44}h${s * 0.84}l${s * 0.08} ${s * 0.3}h-${s}z`, { fill }),
    ...scallops,
  ]);
}
