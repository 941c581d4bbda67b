/**
 * The inline scripts of a built page that the Content-Security-Policy allows by hash.
 *
 * Gatsby writes a few inline scripts into every page (the chunk map, the compilation hash, gatsby-plugin-image's
 * loaders), as do we (the bundle loader, the spinner's script), and some differ per build, so the policy lists
 * their SHA-256 hashes. It lists only the scripts the site knows it writes: any other inline script stops the
 * build. Markdown cannot add one (the content validation refuses every piece of HTML in it:
 * src/schema/markdown.ts), and should anything else (a new plugin, an upgrade) add one, it is looked at before
 * it is allowed.
 */
import { createHash } from "node:crypto";
import { OutputChanged } from "../../lib/output-changed";
import { bundleLoader, spinnerScript } from "./page-scripts";

export interface InlineScript {
  attributes: string;
  text: string;
}

// The start tag may hold quoted attribute values with ">" in them; the text ends at the first </script,
// as the HTML tokenizer's script data state does.
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi;

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
  return [...html.matchAll(SCRIPT)].map((m) => ({ attributes: m[1] ?? "", text: m[2] ?? "" }));
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

/** Gatsby's chunk map: the scripts of each chunk of this build, as JSON in a string, and nothing else. */
function isChunkMap(text: string): boolean {
  const literal = /^\s*window\.___chunkMapping=("(?:[^"\\\n]|\\.)*");\s*$/.exec(text)?.[1];
  try {
    const map: unknown = literal && JSON.parse(JSON.parse(literal) as string);
    return Object.values(map as object).every(
      (files) => Array.isArray(files) && files.every((file) => /^\/[\w.-]+\.js$/.test(String(file))),
    );
  } catch {
    return false;
  }
}

/**
 * gatsby-plugin-image's two inline scripts (its loader in the head, one after each image), the same text at its
 * pinned version (3.16.0); an upgrade that changes them stops the build here (docs/upgrading.md).
 */
const IMAGE_LOADER = "'sha256-v1oYH69RcooFs6F5XhMTzHiWlftYwnuQHDxIz0suNeo='";
export const AFTER_IMAGE_SCRIPT = "'sha256-yZFBBEAhVR7+Ftx72ma6BMxZ0sAlz7DrJpEQjM6yvdk='";
const IMAGE_SCRIPTS = [IMAGE_LOADER, AFTER_IMAGE_SCRIPT];

/** Every inline script the site writes: any other stops the build. */
const KNOWN: ((text: string) => boolean)[] = [
  (text) => text === bundleLoader(),
  (text) => text === spinnerScript(),
  (text) => /^window\.___webpackCompilationHash="[0-9a-f]+";$/.test(text),
  isChunkMap,
  (text) => IMAGE_SCRIPTS.includes(cspHash(text)),
];

/**
 * The hashes to list in a page's `script-src`: one per distinct executable inline script, in page order. A
 * script the site does not write stops the build, naming the page (`file`) and the script.
 */
export function pageScriptHashes(page: string, file: string): string[] {
  const scripts = findScripts(page).filter(isExecutableInline);
  const unknown = scripts.find((script) => !KNOWN.some((known) => known(script.text)));
  if (unknown) {
    throw new OutputChanged(
      "Security headers",
      file,
      `inline script but those the site writes (Gatsby's chunk map and compilation hash, gatsby-plugin-image's ` +
        `loaders, the bundle loader, the spinner's script); it has ${JSON.stringify(unknown.text.trim().slice(0, 80))} ` +
        `(${cspHash(unknown.text)}), which the Content-Security-Policy does not admit`,
    );
  }
  return [...new Set(scripts.map((script) => cspHash(script.text)))];
}
