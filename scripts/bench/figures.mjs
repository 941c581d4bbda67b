/**
 * Where the benchmarks' latest figures are kept: docs/performance.md, each benchmark's block between its
 * markers (<!-- figures:NAME --> … <!-- /figures:NAME -->), rewritten by a complete run so that nobody types
 * figures by hand. A partial run (some routes or controls) only prints.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as prettier from "prettier";

const DOC = path.resolve(import.meta.dirname, "..", "..", "docs", "performance.md");

/** A Markdown table: the first `textColumns` columns align left, the figures after them right. */
export function markdownTable(header, rows, textColumns = 1) {
  const align = header.map((_, i) => (i < textColumns ? "---" : "---:"));
  return [header, align, ...rows].map((row) => `| ${row.join(" | ")} |`).join("\n");
}

/**
 * Replaces benchmark `name`'s block with `markdown`, dated and with the machine and the command it ran on, and
 * formats the file as `npm run lint` expects it.
 */
export async function writeFigures(name, markdown, command = `npm run bench:${name}`) {
  const doc = DOC;
  const [start, end] = [`<!-- figures:${name} -->`, `<!-- /figures:${name} -->`];
  const text = fs.readFileSync(doc, "utf8");
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${doc} has no ${start} … ${end} block for these figures`);
  const machine = `${os.cpus().length} cores, Node ${process.version}, load ${os.loadavg()[0].toFixed(1)} at the end`;
  const date = new Date().toISOString().slice(0, 10);
  const note = `_Written by \`${command}\` on ${date} (${machine}); not edited by hand._`;
  const written = `${text.slice(0, from)}${start}\n${note}\n\n${markdown.trim()}\n${end}${text.slice(to + end.length)}`;
  const options = { ...(await prettier.resolveConfig(doc)), filepath: doc };
  fs.writeFileSync(doc, await prettier.format(written, options));
  console.log(`Figures written to ${path.relative(process.cwd(), doc)} (${name}).`);
}
