import { ACCENT, C, card, circle, g, path, rect, scene } from "../kit.mjs";
import { avatar, database, envelope, storefront } from "../glyphs.mjs";

/** Connected systems: a custom-code hub wired to a database, cloud, mail, CRM, analytics and shop. */
export default function integrations() {
  const a = ACCENT.sky;
  const nodes = [
    [200, 200, database(200, 200, 80, C.soft, a)],
    [600, 150, path("M548 176a32 32 0 0 1 8 -62a46 46 0 0 1 84 10a28 28 0 0 1 4 52z", { fill: C.text })],
    [1000, 200, envelope(1000, 200, 100, C.text, C.panel)],
    [
      200,
      600,
      g([
        rect(150, 560, 100, 80, C.panel, { rx: 10 }),
        ...[0, 1, 2].map((i) =>
          rect(166 + i * 26, 606 - i * 18, 16, 24 + i * 18, [a, ACCENT.amber, ACCENT.green][i], { rx: 4 }),
        ),
      ]),
    ],
    [600, 650, g([avatar(572, 650, 34, "#3a5a9c"), avatar(628, 650, 34, "#4b3f8f")])],
    [1000, 600, storefront(1000, 610, 104, ACCENT.orange, C.text)],
  ];
  return scene(
    1200,
    800,
    a,
    [
      ...nodes.map(([x, y]) =>
        path(`M600 400C600 ${(400 + y) / 2} ${x} ${(400 + y) / 2} ${x} ${y}`, {
          fill: "none",
          stroke: a,
          strokeWidth: 6,
          opacity: 0.55,
        }),
      ),
      ...nodes.map(([x, y]) => circle((600 + x) / 2, (400 + y) / 2, 9, a)),
      ...nodes.map(([x, y, icon]) =>
        g([
          card(x - 100, y - 74, 200, 148),
          rect(x - 100, y - 74, 200, 148, "none", { rx: 18, stroke: C.rule, strokeWidth: 3 }),
          icon,
        ]),
      ),
      circle(600, 400, 170, a, { opacity: 0.08 }),
      card(470, 270, 260, 260, C.navyLight, { rx: 40, stroke: a, strokeWidth: 6 }),
      path("M548 350l-46 50l46 50M652 350l46 50l-46 50M620 330l-40 140", {
        fill: "none",
        stroke: a,
        strokeWidth: 16,
        strokeLinecap: "round",
        strokeLinejoin: "round",
      }),
    ],
    { glow: [600, 400, 560] },
  );
}
