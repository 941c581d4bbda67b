/**
 * Byte budgets, read from public/ after the build (deterministic: no browser, no timing).
 * Compressed with brotli, as static hosts and CDNs serve these files.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "./fixtures";

const PUBLIC = path.resolve(__dirname, "../../public");
const KB = 1024;
const brotli = (data: Buffer | string) =>
  zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const carouselRoutes = ["/", "/projects", "/software"];
const routes = ["/", "/about", "/services", "/projects", "/contact", "/software", "/terms", "/404"];
const budget = { carouselJs: 120 * KB, js: 90 * KB, css: 15 * KB, html: 30 * KB };

interface Stats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

function measure(route: string) {
  const folder = route === "/" ? "index" : route.slice(1);
  const htmlFile = route === "/404" ? "404.html" : path.join(route === "/" ? "" : route.slice(1), "index.html");
  const html = fs.readFileSync(path.join(PUBLIC, htmlFile), "utf8");
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8")) as Stats;
  const pageData = JSON.parse(fs.readFileSync(path.join(PUBLIC, "page-data", folder, "page-data.json"), "utf8"));
  // The scripts a route runs: the app's entry chunks and its page component's chunks.
  const scripts = new Set(
    ["app", pageData.componentChunkName as string]
      .flatMap((group) => stats.namedChunkGroups[group]?.assets ?? [])
      .map((asset) => asset.name)
      .filter((name) => name.endsWith(".js")),
  );
  const js = [...scripts].reduce((sum, name) => sum + brotli(fs.readFileSync(path.join(PUBLIC, name))), 0);
  return { route, js, css: brotli(css), html: brotli(html) };
}

test("every route stays within its JavaScript, CSS and HTML budgets", { tag: "@once" }, () => {
  const rows = routes.map(measure);
  const over = rows.flatMap(({ route, js, css, html }) => {
    const jsBudget = carouselRoutes.includes(route) ? budget.carouselJs : budget.js;
    return [
      js > jsBudget ? `${route} JS` : [],
      css > budget.css ? `${route} CSS` : [],
      html > budget.html ? `${route} HTML` : [],
    ].flat();
  });
  const table = [
    "route        JS KB  CSS KB  HTML KB (brotli)",
    ...rows.map(
      (r) =>
        `${r.route.padEnd(12)} ${(r.js / KB).toFixed(1).padStart(5)}  ${(r.css / KB).toFixed(1).padStart(6)}  ${(r.html / KB).toFixed(1).padStart(7)}`,
    ),
  ].join("\n");
  console.log(table);
  expect(
    over,
    `over budget (JS ≤ 120 KB on carousel routes, ≤ 90 KB elsewhere; CSS ≤ 15 KB; HTML ≤ 30 KB):\n${table}`,
  ).toEqual([]);
});
