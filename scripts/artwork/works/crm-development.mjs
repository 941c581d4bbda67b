import { ACCENT, C, bar, card, circle, frame, g, rect, scene } from "../kit.mjs";
import { avatar, check } from "../glyphs.mjs";

/** A sales pipeline board: deals move across stages; a contact card floats over the last column. */
export default function crm() {
  const a = ACCENT.cyan;
  const stages = [ACCENT.sky, ACCENT.violet, ACCENT.amber, ACCENT.green];
  const deal = (x, y, i, won) =>
    g([
      card(x, y, 236, 118),
      avatar(x + 40, y + 40, 24, ["#3a5a9c", "#4b3f8f", "#2f6d7a", "#7a3f5f"][i % 4]),
      bar(x + 76, y + 28, 120, 14, C.text),
      bar(x + 76, y + 50, 80, 10, C.soft),
      bar(x + 22, y + 82, 84, 18, a),
      won ? g([circle(x + 206, y + 90, 16, ACCENT.green), check(x + 206, y + 92, 18, C.deep, 4)]) : "",
    ]);
  const columns = [3, 2, 2, 1];
  return scene(1200, 800, a, [
    frame(70, 70, 1060, 660),
    bar(96, 152, 200, 24, C.text),
    rect(964, 144, 140, 44, a, { rx: 22 }),
    bar(994, 159, 80, 14, C.deep),
    ...columns.flatMap((n, c) => {
      const x = 96 + c * 254;
      return [
        rect(x, 210, 236, 500, C.deep, { rx: 16, opacity: 0.35 }),
        circle(x + 24, 238, 9, stages[c]),
        bar(x + 44, 231, 100, 14, C.soft),
        rect(x + 12, 262, 212, 6, stages[c], { rx: 3 }),
        ...Array.from({ length: n }, (_, i) => deal(x + 0, 284 + i * 134, c * 3 + i, c === 3)),
      ];
    }),
    g(deal(0, 0, 5, false), { transform: "translate(470 560) rotate(-5)" }),
    card(830, 440, 300, 300, C.surface),
    avatar(980, 520, 52, "#3a5a9c", C.surface),
    bar(910, 592, 140, 18, C.navy),
    bar(930, 622, 100, 12, C.muted),
    ...[0, 1, 2].map((i) => circle(920 + i * 60, 686, 24, i === 0 ? a : "#dfe6f2")),
  ]);
}
