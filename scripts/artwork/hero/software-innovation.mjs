import { ACCENT, C, bar, card, circle, frame, g, line, path, rect } from "../kit.mjs";
import { check } from "../glyphs.mjs";
import { heroScene } from "./stage.mjs";

/**
 * The code, one string per line: two spaces per indent, then tokens of a kind letter and a width.
 * c comment (dim: the caption's longest line can end over the first lines, which therefore are comments), k keyword, f function, s string,
 * n number, p punctuation or a plain name.
 */
const code = [
  "c200 c120",
  "c260",
  "c150",
  "",
  "k90 f150 p60",
  "  k70 p120 s180",
  "    k80 n140 p70",
  "    f160 s110",
  "  k90 f130 n90",
  "p30",
];

/** Advanced software development: a code editor with its file tree, a passing test run and a branch graph. */
export default function softwareInnovation() {
  const a = ACCENT.violet;
  const colour = { c: "#3d5a94", k: a, f: ACCENT.sky, s: ACCENT.green, n: ACCENT.amber, p: C.soft };
  const codeLines = code.flatMap((text, n) => {
    const y = 308 + n * 38;
    let x = 1400 + (text.length - text.trimStart().length) * 20;
    return [
      bar(1350, y, 24, 14, C.rule),
      ...text
        .trim()
        .split(" ")
        .filter(Boolean)
        .map((token) => {
          const width = Number(token.slice(1));
          const part = bar(x, y, width * 0.8, 16, colour[token[0]]);
          x += width * 0.8 + 12;
          return part;
        }),
    ];
  });
  // The file tree keeps to the mid-tones: the caption's longer lines end over it on small screens.
  const tree = [0, 1, 2, 3, 4, 5, 6].map((i) => {
    const indent = i % 3 ? 22 : 0;
    return g([
      rect(1124 + indent, 256 + i * 44, 18, 16, i % 3 ? C.rule : "#4b3f8f", { rx: 4 }),
      bar(1152 + indent, 257 + i * 44, i % 3 ? 80 : 100, 14, C.rule),
    ]);
  });
  return heroScene(a, [
    frame(1100, 180, 760, 530),
    rect(1100, 234, 220, 476, C.deep, { opacity: 0.5 }),
    ...tree,
    rect(1320, 234, 200, 46, C.panel),
    rect(1320, 276, 200, 4, a),
    bar(1350, 250, 120, 14, C.text),
    bar(1550, 250, 100, 14, C.soft),
    rect(1336, 487, 500, 34, a, { rx: 8, opacity: 0.14 }),
    ...codeLines,
    card(1130, 574, 420, 136, "#081735"),
    circle(1170, 610, 20, ACCENT.green),
    check(1170, 612, 22, C.deep, 5),
    bar(1206, 602, 200, 16, C.text),
    rect(1156, 646, 370, 14, ACCENT.green, { rx: 7 }),
    bar(1156, 676, 260, 12, C.soft),
    line(1800, 200, 1800, 430, C.soft, 6),
    path("M1800 240C1870 270 1870 300 1870 320V350C1870 380 1840 390 1800 410", {
      fill: "none",
      stroke: a,
      strokeWidth: 6,
    }),
    ...[200, 270, 350, 430].map((y) => circle(1800, y, 14, C.text)),
    circle(1870, 335, 14, a),
  ]);
}
