import { ACCENT, C, bar, circle, frame, g, lines, path, rect, scene } from "../kit.mjs";
import { database } from "../glyphs.mjs";

/** A team chat: a channel in which a bot posts a card from the business systems wired to it. */
export default function slack() {
  const a = ACCENT.fuchsia;
  const hash = (x, y, s, stroke) =>
    path(
      `M${x - s * 0.15} ${y - s / 2}l-${s * 0.1} ${s}M${x + s * 0.25} ${y - s / 2}l-${s * 0.1} ${s}M${x - s * 0.45} ${y - s * 0.18}h${s * 0.85}M${x - s * 0.5} ${y + s * 0.18}h${s * 0.85}`,
      {
        stroke,
        strokeWidth: s * 0.13,
        strokeLinecap: "round",
      },
    );
  const message = (y, color, widths) =>
    g([
      rect(262, y, 52, 52, color, { rx: 12 }),
      bar(334, y + 4, 120, 16, C.text),
      lines(334, y + 34, widths, { height: 12, gap: 24 }),
    ]);
  const apps = [
    [1090, 200, database(1090, 200, 50, C.soft, ACCENT.sky)],
    [
      1090,
      380,
      g([
        rect(1064, 356, 52, 50, C.text, { rx: 8 }),
        rect(1064, 356, 52, 14, ACCENT.coral, { rx: 6 }),
        ...[0, 1, 2].map((i) => rect(1072 + i * 14, 380, 9, 9, C.panel)),
      ]),
    ],
    [
      1090,
      560,
      g([
        ...[0, 1, 2].map((i) =>
          rect(1066 + i * 18, 580 - i * 16 - 14, 12, 20 + i * 16, [ACCENT.green, ACCENT.amber, ACCENT.sky][i], {
            rx: 3,
          }),
        ),
      ]),
    ],
  ];
  return scene(1200, 800, a, [
    ...apps.map(([x, y]) =>
      path(`M${x - 56} ${y}C950 ${y} 980 470 880 470`, {
        fill: "none",
        stroke: a,
        strokeWidth: 5,
        strokeDasharray: "12 10",
        opacity: 0.8,
      }),
    ),
    frame(50, 70, 930, 660),
    rect(50, 124, 190, 606, "#1c1a4d"),
    rect(74, 146, 52, 52, a, { rx: 14 }),
    ...[0, 1, 2, 3, 4].map((i) =>
      g([
        i === 1 ? rect(62, 226 + i * 56, 166, 44, a, { rx: 10, opacity: 0.3 }) : "",
        hash(88, 248 + i * 56, 22, i === 1 ? a : C.soft),
        bar(112, 242 + i * 56, [90, 100, 70, 84, 60][i], 12, i === 1 ? C.text : C.soft),
      ]),
    ),
    hash(284, 160, 30, C.text),
    bar(310, 152, 160, 20, C.text),
    rect(240, 196, 740, 2, C.rule),
    message(222, "#3a5a9c", [360, 260]),
    g([
      rect(262, 338, 52, 52, a, { rx: 12 }),
      circle(278, 360, 6, C.deep),
      circle(298, 360, 6, C.deep),
      bar(276, 374, 24, 6, C.deep),
    ]),
    bar(334, 342, 110, 16, C.text),
    rect(454, 340, 52, 20, a, { rx: 6, opacity: 0.5 }),
    bar(334, 372, 300, 12, C.soft),
    rect(334, 400, 520, 190, C.raised, { rx: 14 }),
    rect(334, 400, 10, 190, a, { rx: 5 }),
    bar(366, 424, 220, 16, C.text),
    ...[0, 1].map((i) => g([bar(366 + i * 240, 462, 90, 10, C.soft), bar(366 + i * 240, 484, 160, 14, C.text)])),
    rect(366, 526, 140, 42, ACCENT.green, { rx: 10 }),
    bar(396, 541, 80, 12, C.deep),
    rect(520, 526, 140, 42, "none", { rx: 10, stroke: C.soft, strokeWidth: 3 }),
    bar(550, 541, 80, 12, C.soft),
    message(612, "#2f6d7a", [300]),
    rect(262, 676, 700, 40, C.deep, { rx: 12, opacity: 0.7 }),
    ...apps.map(([x, y, icon]) =>
      g([circle(x, y, 58, C.raised, { filter: "url(#shadow)", stroke: a, strokeWidth: 4 }), icon]),
    ),
  ]);
}
