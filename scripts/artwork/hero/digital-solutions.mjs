import { ACCENT, C, bar, card, circle, frame, g, lines, path, rect } from "../kit.mjs";
import { heroScene } from "./stage.mjs";

/** A landscape picture placeholder: dim hills, in the mid-tones that suit the caption's middle band. */
const picture = (x, y, w, h) =>
  g([
    rect(x, y, w, h, "#1a3a74", { rx: 14 }),
    circle(x + w * 0.74, y + h * 0.34, h * 0.13, "#3e5f9f"),
    path(
      `M${x} ${y + h}l${w * 0.34} -${h * 0.55}l${w * 0.22} ${h * 0.3}l${w * 0.16} -${h * 0.16}l${w * 0.28} ${h * 0.41}z`,
      {
        fill: C.rule,
      },
    ),
  ]);

/**
 * Creative digital solutions: a website being designed (one card selected, with the pointer on it), its phone
 * version in front and a palette of swatches. Bright parts sit above and below the caption's band.
 */
export default function digitalSolutions() {
  const a = ACCENT.amber;
  const selected = [1484, 522, 196, 196];
  const [sx, sy, sw, sh] = selected;
  return heroScene(a, [
    frame(1250, 190, 640, 560),
    circle(1372, 272, 14, a),
    ...[0, 1, 2].map((i) => bar(1404 + i * 90, 266, 64, 12, C.soft)),
    picture(1274, 300, 592, 200),
    lines(1580, 340, [220, 160], { height: 22, gap: 40, fill: C.text }),
    rect(1580, 424, 130, 40, a, { rx: 20 }),
    ...[0, 1, 2].map((i) =>
      g([
        card(1278 + i * 206, 526, 188, 188),
        rect(1298 + i * 206, 546, 56, 56, [ACCENT.sky, ACCENT.coral, ACCENT.green][i], { rx: 14 }),
        lines(1298 + i * 206, 622, [140, 100, 120], { height: 12, gap: 24 }),
      ]),
    ),
    rect(sx, sy, sw, sh, "none", { rx: 16, stroke: a, strokeWidth: 4, strokeDasharray: "14 10" }),
    ...[sx, sx + sw].flatMap((x) =>
      [sy, sy + sh].map((y) => rect(x - 9, y - 9, 18, 18, C.text, { stroke: a, strokeWidth: 4 })),
    ),
    path(`M${sx + sw - 30} ${sy + sh - 40}l0 64l16 -16l12 26l12 -6l-12 -24l22 0z`, {
      fill: C.text,
      stroke: C.deep,
      strokeWidth: 4,
      strokeLinejoin: "round",
    }),
    g([
      rect(1090, 290, 240, 420, "#0b1a3a", { rx: 36, filter: "url(#shadow)", stroke: C.rule, strokeWidth: 4 }),
      rect(1106, 306, 208, 388, C.panel, { rx: 24 }),
      rect(1175, 318, 70, 12, C.deep, { rx: 6 }),
      picture(1120, 346, 180, 150),
      lines(1120, 516, [150, 110], { height: 12, gap: 24, fill: C.rule }),
      bar(1120, 576, 160, 18, C.text),
      lines(1120, 610, [180, 140], { height: 10, gap: 20 }),
      rect(1120, 648, 180, 34, a, { rx: 17 }),
    ]),
    card(1090, 196, 256, 76, C.raised),
    ...[a, ACCENT.sky, ACCENT.coral, ACCENT.green].map((f, i) => circle(1134 + i * 56, 234, 18, f)),
  ]);
}
