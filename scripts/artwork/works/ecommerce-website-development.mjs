import { ACCENT, C, bar, card, circle, el, frame, g, lines, path, rect, scene } from "../kit.mjs";
import { cart } from "../glyphs.mjs";

// Products drawn around (0, 0) and placed with a transform.
const place = (x, y, k, shape) => g(shape, { transform: `translate(${x} ${y}) scale(${k})` });
const shirt = (x, y, fill, k = 1) =>
  place(x, y, k, path("M-40 -24l22 -16h36l22 16l-12 18h-10v42h-36v-42h-10z", { fill }));
const sneaker = (x, y, fill, k = 1) =>
  place(x, y, k, [
    path("M-62 30v-42q0 -8 8 -10l8 -2q6 12 22 12q14 0 18 -14l8 -2l28 26l32 8q14 4 14 18v6z", { fill }),
    rect(-66, 26, 136, 14, ACCENT.orange, { rx: 7 }),
  ]);

/** An online store with a product banner and grid, and its checkout with a card and a Pay button. */
export default function ecommerce() {
  const a = ACCENT.orange;
  const product = (x, y, shape) =>
    g([
      card(x, y, 222, 300),
      rect(x + 12, y + 12, 198, 150, "#22467f", { rx: 12 }),
      shape(x + 111, y + 88),
      bar(x + 20, y + 182, 140, 14, C.soft),
      bar(x + 20, y + 208, 70, 18, C.text),
      rect(x + 20, y + 244, 182, 40, a, { rx: 20 }),
    ]);
  const banner = el("linearGradient", { id: "banner", x1: 0, y1: 0, x2: 1, y2: 0 }, [
    el("stop", { offset: 0, stopColor: a }),
    el("stop", { offset: 1, stopColor: ACCENT.coral }),
  ]);
  const body = [
    frame(60, 70, 800, 660),
    circle(104, 162, 20, a),
    ...[0, 1, 2].map((i) => bar(150 + i * 110, 155, 84, 14, C.soft)),
    cart(780, 164, 52, C.text),
    circle(806, 140, 15, a),
    rect(88, 206, 744, 190, "url(#banner)", { rx: 18 }),
    lines(124, 250, [250, 190], { height: 22, gap: 40, fill: C.deep, opacity: 0.8 }),
    rect(124, 334, 140, 40, C.deep, { rx: 20 }),
    path("M580 372l24 -100h122l24 100z", { fill: C.deep, opacity: 0.85 }),
    path("M626 272v-16a39 39 0 0 1 78 0v16", { fill: "none", stroke: C.deep, strokeWidth: 12, opacity: 0.85 }),
    product(88, 418, (x, y) => shirt(x, y, ACCENT.sky)),
    product(349, 418, (x, y) => sneaker(x, y, C.text)),
    product(610, 418, (x, y) =>
      g([
        rect(x - 30, y - 40, 60, 90, ACCENT.green, { rx: 16 }),
        rect(x - 14, y - 56, 28, 20, ACCENT.green, { rx: 4 }),
      ]),
    ),
    card(850, 150, 300, 580, C.surface),
    bar(878, 182, 150, 20, C.navy),
    ...[0, 1].map((i) =>
      g([
        rect(878, 230 + i * 92, 70, 70, i ? "#cfe0f7" : "#ffe3cc", { rx: 12 }),
        i ? sneaker(913, 265 + 92, C.navy, 0.45) : shirt(913, 265, ACCENT.sky, 0.5),
        bar(964, 246 + i * 92, 130, 14, C.ink),
        bar(964, 274 + i * 92, 70, 14, C.muted),
      ]),
    ),
    rect(878, 420, 244, 3, "#dfe6f2"),
    bar(878, 442, 90, 16, C.muted),
    bar(1032, 440, 90, 20, C.navy),
    rect(878, 488, 244, 140, C.navy, { rx: 16 }),
    rect(902, 512, 44, 32, ACCENT.amber, { rx: 6 }),
    bar(902, 572, 180, 14, C.soft),
    bar(902, 598, 80, 10, C.soft),
    circle(1070, 526, 16, a, { opacity: 0.9 }),
    circle(1092, 526, 16, ACCENT.amber, { opacity: 0.8 }),
    rect(878, 652, 244, 56, a, { rx: 28 }),
    bar(960, 673, 80, 14, C.deep),
  ];
  return scene(1200, 800, a, body, { defs: banner });
}
