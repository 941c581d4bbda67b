import { ACCENT, C, bar, circle, el, frame, g, lines, path, polyline, rect, scene } from "../kit.mjs";
import { car, hauler, pin } from "../glyphs.mjs";

/** A dispatch map: a hauler's route to an accident-damaged car, with the job list beside it. */
export default function vehicles() {
  const a = ACCENT.amber;
  const job = (y, lit, status) =>
    g([
      rect(92, y, 290, 118, C.raised, { rx: 16, stroke: lit ? a : "none", strokeWidth: 5 }),
      circle(140, y + 59, 32, lit ? "#fb7185" : C.panel),
      car(140, y + 59, 44, lit ? C.text : C.soft),
      lines(188, y + 36, [150, 100], { height: 14, gap: 28 }),
      bar(188, y + 84, 78, 18, status),
    ]);
  // City blocks between roads 30 px wide, whose centres the route follows.
  const xs = [402, 592, 782, 972, 1162];
  const ys = [142, 322, 502, 682];
  const blocks = xs
    .slice(0, -1)
    .flatMap((x, i) =>
      ys.slice(0, -1).map((y, j) => rect(x + 15, y + 15, xs[i + 1] - x - 30, ys[j + 1] - y - 30, "#102b5c", { rx: 8 })),
    );
  const route = [
    [480, 682],
    [592, 682],
    [592, 322],
    [930, 322],
  ];
  return scene(1200, 800, a, [
    frame(70, 70, 1060, 660),
    job(150, true, "#fb7185"),
    job(286, false, a),
    job(422, false, a),
    job(558, false, ACCENT.green),
    el("clipPath", { id: "map" }, rect(402, 142, 708, 568, "#000", { rx: 16 })),
    g(
      [
        rect(402, 142, 708, 568, "#244a88"),
        ...blocks,
        rect(797, 517, 160, 150, "#1d5a5a", { rx: 8 }),
        path("M402 470C600 430 760 600 1110 520", { fill: "none", stroke: "#2d5aa0", strokeWidth: 40 }),
        polyline(route, a, 30, { opacity: 0.3 }),
        polyline(route, a, 12),
      ],
      { clipPath: "url(#map)" },
    ),
    circle(782, 230, 11, C.text),
    circle(1050, 502, 11, C.text),
    circle(700, 502, 11, C.text),
    rect(420, 600, 150, 96, a, { rx: 20, filter: "url(#shadow)" }),
    hauler(495, 652, 116, C.deep, "#fb7185"),
    pin(930, 322, 120, "#fb7185", car(930, 218, 70, C.text)),
    pin(1040, 690, 70, ACCENT.green, circle(1040, 630, 12, C.deep)),
  ]);
}
