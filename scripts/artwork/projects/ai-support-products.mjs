import { ACCENT, C, bar, card, circle, frame, g, lines, path, rect, scene } from "../kit.mjs";
import { avatar, magnifier, sparkle } from "../glyphs.mjs";

/** A support chat on the left; the knowledge-base article the AI's answer cites lights up on the right. */
export default function aiSupport() {
  const a = ACCENT.teal;
  const article = (y, lit) =>
    g([
      rect(730, y, 360, 112, C.raised, { rx: 14, stroke: lit ? a : "none", strokeWidth: 5 }),
      path(`M752 ${y + 22}h34l16 16v52h-50z`, { fill: lit ? a : C.soft }),
      lines(824, y + 30, [210, 150], { height: 16, gap: 32, fill: lit ? C.text : C.soft }),
    ]);
  return scene(1200, 800, a, [
    frame(70, 70, 1060, 660),
    avatar(122, 200, 30, "#3a5a9c"),
    rect(166, 164, 380, 84, C.raised, { rx: 24 }),
    lines(192, 188, [320, 220], { height: 14, gap: 28 }),
    rect(214, 280, 396, 150, a, { rx: 24 }),
    lines(244, 312, [330, 300, 200], { height: 16, gap: 32, fill: C.deep, opacity: 0.7 }),
    circle(648, 312, 30, a),
    sparkle(648, 312, 34, C.deep),
    rect(166, 470, 300, 70, C.raised, { rx: 24 }),
    lines(192, 494, [240], { height: 14 }),
    bar(192, 518, 150, 12, C.soft),
    rect(90, 630, 590, 70, C.deep, { rx: 35 }),
    bar(126, 658, 260, 14, C.rule),
    circle(644, 665, 28, a),
    path("M632 652l30 13l-30 13l6 -13z", { fill: C.deep }),
    card(708, 142, 404, 570, "#0c2350"),
    rect(730, 164, 52, 52, a, { rx: 14 }),
    sparkle(756, 190, 30, C.deep),
    bar(798, 180, 170, 20, C.text),
    rect(730, 236, 360, 54, C.panel, { rx: 27 }),
    magnifier(762, 263, 34, C.soft),
    bar(792, 256, 160, 14, C.rule),
    article(312, false),
    article(446, true),
    article(580, false),
    path("M610 430C650 470 680 500 730 502", { fill: "none", stroke: a, strokeWidth: 5, strokeDasharray: "12 10" }),
  ]);
}
