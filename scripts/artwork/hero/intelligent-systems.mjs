import { ACCENT, C, bar, card, circle, g, line, polyline } from "../kit.mjs";
import { sparkle } from "../glyphs.mjs";
import { heroScene } from "./stage.mjs";

/** The network's layers: x, then the y of each node. */
const layers = [
  [1160, [300, 420, 540, 660]],
  [1330, [240, 360, 480, 600, 720]],
  [1500, [240, 360, 480, 600, 720]],
  [1670, [360, 480, 600]],
];
/** The lit nodes ("layer:node"): the signal runs along the bottom, below the caption's band, to the answer. */
const lit = new Set(["0:3", "1:3", "1:4", "2:3", "2:4", "3:2"]);

/** Intelligent systems: a neural network whose lit path feeds an AI answer, and a rising forecast. */
export default function intelligentSystems() {
  const a = ACCENT.teal;
  const links = layers.slice(0, -1).flatMap(([x, ys], l) =>
    ys.flatMap((y, i) =>
      layers[l + 1][1].map((y2, j) => {
        const on = lit.has(`${l}:${i}`) && lit.has(`${l + 1}:${j}`);
        return line(x, y, layers[l + 1][0], y2, on ? a : C.soft, on ? 6 : 2, { opacity: on ? 0.9 : 0.2 });
      }),
    ),
  );
  const nodes = layers.flatMap(([x, ys], l) =>
    ys.map((y, i) =>
      lit.has(`${l}:${i}`)
        ? g([circle(x, y, 38, a, { opacity: 0.2 }), circle(x, y, 24, a)])
        : circle(x, y, 22, C.navyLight, { stroke: "#4d6699", strokeWidth: 4 }),
    ),
  );
  return heroScene(a, [
    ...links,
    ...nodes,
    line(1670, 600, 1740, 600, a, 6),
    card(1740, 530, 150, 140, C.raised, { stroke: a, strokeWidth: 4 }),
    sparkle(1815, 600, 72, a),
    card(1700, 190, 190, 150, C.raised),
    bar(1724, 214, 90, 12, C.soft),
    polyline(
      [
        [1724, 310],
        [1766, 284],
        [1800, 294],
        [1836, 250],
        [1866, 232],
      ],
      a,
      8,
    ),
  ]);
}
