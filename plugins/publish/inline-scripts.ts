/**
 * The inline scripts of a built page that the Content-Security-Policy allows by hash.
 *
 * Gatsby writes a few inline scripts into every page (the chunk map, the compilation hash, gatsby-plugin-image's
 * loader, and our bundle loader), and their text differs per build, so the policy lists their SHA-256 hashes.
 * Markdown cannot add one: the content validation refuses every piece of HTML in it (src/schema/markdown.ts).
 */
import { createHash } from "node:crypto";

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

/** The hashes to list in a page's `script-src`: one per distinct executable inline script, in page order. */
export function pageScriptHashes(page: string): string[] {
  return [
    ...new Set(
      findScripts(page)
        .filter(isExecutableInline)
        .map((script) => cspHash(script.text)),
    ),
  ];
}
