import { ACCENT, C, bar, card, circle, frame, g, line, path, polyline, rect, scene } from "../kit.mjs";
import { avatar, heart } from "../glyphs.mjs";

/** A patient chart: the patient's card, three vital tiles and a live heart trace. */
export default function health() {
  const a = ACCENT.coral;
  const beat = (x) => [
    [x, 560],
    [x + 40, 560],
    [x + 52, 540],
    [x + 64, 560],
    [x + 76, 560],
    [x + 88, 440],
    [x + 102, 640],
    [x + 116, 560],
    [x + 140, 560],
    [x + 160, 530],
    [x + 184, 560],
  ];
  const trace = [...beat(474), ...beat(674), ...beat(874)].filter(([x]) => x <= 1080);
  const drop = (x, y, s, fill) =>
    path(
      `M${x} ${y - s / 2}C${x + s * 0.5} ${y} ${x + s * 0.4} ${y + s / 2} ${x} ${y + s / 2}C${x - s * 0.4} ${y + s / 2} ${x - s * 0.5} ${y} ${x} ${y - s / 2}z`,
      { fill },
    );
  const tile = (x, icon, color) =>
    g([card(x, 150, 206, 128), icon, bar(x + 24, 220, 110, 26, C.text), bar(x + 24, 256, 70, 10, color)]);
  return scene(1200, 800, a, [
    frame(70, 70, 1060, 660),
    card(94, 150, 332, 556),
    avatar(260, 262, 76, "#2f5496"),
    bar(176, 362, 168, 22, C.text),
    bar(206, 398, 108, 12, C.soft),
    ...[448, 512, 576, 640].map((y, i) =>
      g([
        circle(132, y + 8, 12, [a, ACCENT.sky, ACCENT.amber, ACCENT.green][i]),
        bar(160, y, 120, 14, C.soft),
        bar(300, y, 90, 14, C.rule),
      ]),
    ),
    tile(452, heart(484, 190, 40, a), a),
    tile(673, drop(704, 190, 36, ACCENT.sky), ACCENT.sky),
    tile(894, rect(912, 176, 44, 28, ACCENT.amber, { rx: 8 }), ACCENT.amber),
    card(452, 302, 648, 404),
    heart(496, 346, 44, a),
    bar(530, 336, 170, 20, C.text),
    ...[420, 480, 540, 600, 660].map((y) => line(474, y, 1078, y, C.rule, 2)),
    polyline(trace, a, 16, { opacity: 0.25 }),
    polyline(trace, a, 7),
    circle(1080, 560, 12, a),
  ]);
}
