/**
 * The inline scripts of a built page that the Content-Security-Policy may allow by hash.
 *
 * Gatsby writes a few inline scripts into every page (the script loader, the chunk map, the compilation
 * hash, gatsby-plugin-image's loader), and their text differs per page and per build, so the policy lists
 * their SHA-256 hashes. Raw HTML in Markdown is editor content that reaches the same pages through
 * dangerouslySetInnerHTML: a <script> there must not be hashed, or the policy would allow whatever an editor
 * (or anyone who can change the content) writes.
 */
import { createHash } from "node:crypto";

export interface InlineScript {
  /** Offset of `<script` in the page. */
  start: number;
  attributes: string;
  text: string;
}

/** Markdown rendered to HTML, and the content file it came from (for warnings). */
export interface EditorHtml {
  file: string;
  html: string;
}

// The start tag may hold quoted attribute values with ">" in them; the text ends at the first </script,
// as the HTML tokenizer's script data state does.
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi;
const SCRIPT_START = /<script\b/i;

// What the HTML standard runs as classic scripts (a JavaScript MIME type) or modules; anything else,
// such as application/ld+json, is data and needs no hash.
const JAVASCRIPT_TYPES =
  /^(?:|module|(?:application|text)\/(?:x-)?(?:java|ecma)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript))$/;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?![\\w-])(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, "i").exec(
    attributes,
  );
  return match ? (match[1] ?? match[2] ?? match[3] ?? "") : undefined;
}

/** Every <script> element of an HTML document or fragment, in document order. */
export function findScripts(html: string): InlineScript[] {
  return [...html.matchAll(SCRIPT)].map((m) => ({ start: m.index, attributes: m[1] ?? "", text: m[2] ?? "" }));
}

/** A script the browser runs from its own text (not a `src` file, not a data block). */
export function isExecutableInline(script: InlineScript): boolean {
  if (attribute(script.attributes, "src") !== undefined) return false;
  const type = attribute(script.attributes, "type");
  return JAVASCRIPT_TYPES.test((type ?? "").trim().toLowerCase());
}

/** The CSP source for a script's text: the browser hashes the text after newline normalisation, as UTF-8. */
export function cspHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(normalised, "utf8").digest("base64")}'`;
}

/** Content files whose rendered HTML contains a <script>: they are reported, and their scripts never hashed. */
export function filesWithScripts(editorHtml: EditorHtml[]): string[] {
  return editorHtml.filter((entry) => SCRIPT_START.test(entry.html)).map((entry) => entry.file);
}

/** The [start, end) ranges where Markdown HTML that holds a script appears verbatim in the page. */
function editorRanges(page: string, editorHtml: EditorHtml[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const { html } of editorHtml) {
    if (!SCRIPT_START.test(html)) continue;
    for (let at = page.indexOf(html); at !== -1; at = page.indexOf(html, at + 1)) ranges.push([at, at + html.length]);
  }
  return ranges;
}

/**
 * The hashes to list in a page's `script-src`: one per distinct executable inline script, in page order,
 * leaving out every script that comes from Markdown. A script counts as the editor's when its text is the
 * text of a <script> in any Markdown HTML, or when its start tag lies inside that Markdown HTML in the page
 * (which also covers a <script> that an editor left unclosed and that would swallow the scripts after it).
 */
export function pageScriptHashes(page: string, editorHtml: EditorHtml[]): string[] {
  const editorTexts = new Set(editorHtml.flatMap((entry) => findScripts(entry.html).map((s) => s.text)));
  const ranges = editorRanges(page, editorHtml);
  const hashes = findScripts(page)
    .filter(isExecutableInline)
    .filter((script) => !editorTexts.has(script.text))
    .filter((script) => !ranges.some(([from, to]) => script.start >= from && script.start < to))
    .map((script) => cspHash(script.text));
  return [...new Set(hashes)];
}
