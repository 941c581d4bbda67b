import { ACCENT, C, bar, frame, line, rect, scene } from "../kit.mjs";
import { avatar } from "../glyphs.mjs";

/** A week's schedule board: people down the side, days across, shifts as blocks; today's column lit. */
export default function workforce() {
  const a = ACCENT.violet;
  // One row per person, one letter per day: a = a shift, s = a sky-blue shift, o = time off, . = free.
  const plan = ["aaa.s", "s.aaa", "a.aao", "asa.a", ".aasa", "aoa.a"];
  const tint = { a, s: ACCENT.sky, o: "#fb7185" };
  const x0 = 372;
  const cw = 146;
  return scene(1200, 800, a, [
    frame(70, 70, 1060, 660),
    rect(70, 124, 80, 606, C.deep, { opacity: 0.6 }),
    ...[170, 240, 310, 380].map((y, i) => rect(92, y, 36, 36, i === 1 ? a : C.rule, { rx: 10 })),
    bar(180, 156, 220, 24, C.text),
    rect(960, 148, 140, 44, a, { rx: 22 }),
    bar(990, 163, 80, 14, C.deep),
    rect(x0 + 2 * cw, 212, cw, 500, a, { rx: 12, opacity: 0.14 }),
    ...[0, 1, 2, 3, 4].map((d) => bar(x0 + d * cw + 38, 230, 70, 16, d === 2 ? a : C.soft)),
    ...plan.flatMap((days, r) => {
      const y = 270 + r * 74;
      return [
        line(180, y, 1100, y, C.rule, 2),
        avatar(210, y + 37, 25, ["#3a5a9c", "#4b3f8f", "#2f6d7a"][r % 3]),
        bar(246, y + 30, 100, 14, C.soft),
        ...[...days].map((k, d) =>
          k === "."
            ? ""
            : rect(x0 + d * cw + 8, y + 12, cw - 16, 50, tint[k], { rx: 10, opacity: k === "o" ? 0.75 : 1 }),
        ),
        ...[...days].map((k, d) => (k === "." ? "" : bar(x0 + d * cw + 22, y + 30, 70, 12, C.deep, { opacity: 0.55 }))),
      ];
    }),
  ]);
}
