import { ACCENT, C, bar, card, circle, frame, g, path, rect, scene } from "../kit.mjs";
import { magnifier, storefront } from "../glyphs.mjs";

/** Products from several marketplaces in one grid; each card's dot names its marketplace. */
export default function vendors() {
  const a = ACCENT.green;
  const markets = [ACCENT.orange, ACCENT.sky, ACCENT.fuchsia];
  const products = [
    (x, y) =>
      g([
        rect(x - 34, y - 20, 68, 56, a, { rx: 8 }),
        path(`M${x - 18} ${y - 20}v-10a18 18 0 0 1 36 0v10`, { fill: "none", stroke: a, strokeWidth: 8 }),
      ]),
    (x, y) =>
      g([
        circle(x, y, 34, "none", { stroke: ACCENT.amber, strokeWidth: 10 }),
        path(`M${x} ${y - 18}v18h14`, { fill: "none", stroke: C.text, strokeWidth: 7, strokeLinecap: "round" }),
      ]),
    (x, y) => path(`M${x - 40} ${y - 24}l22 -16h36l22 16l-12 18h-10v42h-36v-42h-10z`, { fill: ACCENT.sky }),
    (x, y) =>
      g([
        rect(x - 22, y - 30, 44, 64, ACCENT.coral, { rx: 10 }),
        rect(x - 10, y - 44, 20, 16, ACCENT.coral, { rx: 4 }),
      ]),
    (x, y) =>
      g([
        path(`M${x - 36} ${y + 8}a36 36 0 0 1 72 0`, { fill: "none", stroke: ACCENT.violet, strokeWidth: 9 }),
        rect(x - 44, y, 20, 36, ACCENT.violet, { rx: 8 }),
        rect(x + 24, y, 20, 36, ACCENT.violet, { rx: 8 }),
      ]),
    (x, y) =>
      g([
        rect(x - 30, y - 20, 50, 56, C.text, { rx: 8 }),
        path(`M${x + 20} ${y - 8}h10a12 12 0 0 1 0 24h-10`, { fill: "none", stroke: C.text, strokeWidth: 8 }),
      ]),
    (x, y) =>
      g([
        path(`M${x} ${y - 38}l36 18v40l-36 18l-36 -18v-40z`, { fill: ACCENT.amber }),
        path(`M${x - 36} ${y - 20}l36 18l36 -18M${x} ${y - 2}v40`, {
          fill: "none",
          stroke: C.deep,
          strokeWidth: 4,
          opacity: 0.5,
        }),
      ]),
    (x, y) => g([rect(x - 24, y - 40, 48, 80, C.soft, { rx: 10 }), rect(x - 17, y - 30, 34, 56, C.deep, { rx: 4 })]),
  ];
  const cw = 238;
  const ch = 236;
  return scene(1200, 800, a, [
    frame(70, 70, 1060, 660),
    storefront(128, 172, 64, a, C.text),
    rect(184, 148, 480, 50, C.deep, { rx: 25 }),
    magnifier(214, 173, 30, C.soft),
    bar(240, 166, 200, 14, C.rule),
    ...markets.map((m, i) =>
      g([
        rect(720 + i * 128, 148, 112, 50, C.raised, { rx: 14 }),
        circle(746 + i * 128, 173, 12, m),
        bar(766 + i * 128, 166, 48, 14, C.soft),
      ]),
    ),
    ...products.map((draw, i) => {
      const x = 94 + (i % 4) * (cw + 16);
      const y = 224 + Math.floor(i / 4) * (ch + 14);
      return g([
        card(x, y, cw, ch),
        rect(x + 12, y + 12, cw - 24, 128, "#22467f", { rx: 12 }),
        draw(x + cw / 2, y + 78),
        circle(x + 32, y + 32, 11, markets[i % 3]),
        bar(x + 20, y + 160, 150, 14, C.soft),
        bar(x + 20, y + 192, 76, 22, a),
        circle(x + cw - 38, y + 203, 20, C.panel),
        path(`M${x + cw - 46} ${y + 203}h16M${x + cw - 38} ${y + 195}v16`, {
          stroke: a,
          strokeWidth: 5,
          strokeLinecap: "round",
        }),
      ]);
    }),
  ]);
}
