/**
 * The text below the front matter is Markdown and nothing else: no HTML (a <meta> refresh, a <form>, an
 * <iframe> would run, navigate or post on the live site), and links that go only to web, mail and phone
 * addresses or to paths on this site. The build parses it as gatsby-transformer-remark does, so it refuses
 * exactly what the site would render; the CMS's text field checks a pattern that refuses at least as much.
 */
import remarkFootnotes from "remark-footnotes";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import unified from "unified";

/** The mdast nodes this file reads (remark-parse 9: every node has a position; urls are entity-decoded). */
interface MdNode {
  type: string;
  value?: string;
  url?: string;
  position?: { start: { line: number } };
  children?: MdNode[];
}

// gatsby-transformer-remark's parser, at its versions (pinned in package.json): remark-parse, GFM, and footnotes
// with inline notes, which change the parse: `[^1]: [x](javascript:…)` is a footnote with a link, not a link
// definition.
const parser = unified().use(remarkParse).use(remarkGfm).use(remarkFootnotes, { inlineNotes: true });

const ALLOWED_SCHEMES = ["https:", "http:", "mailto:", "tel:"];
// Any page of the site: a path resolves to the site's own scheme, https.
const BASE = "https://site.invalid/page";
const LINK_EXPECTATION =
  "expected an address starting with https://, http://, mailto: or tel:, or a path on this site such as /about";

/** What to write instead of an HTML element that Markdown can express. */
const markdownFor: Record<string, string> = {
  b: "write **bold** instead",
  strong: "write **bold** instead",
  i: "write *italic* instead",
  em: "write *italic* instead",
  a: "write [text](https://…) instead",
  br: "end the line with a backslash (\\) instead",
  // Pictures in the text would not be published (the build copies only the fields' images).
  img: "pictures go in the image fields, not in the text: remove it",
  p: "leave an empty line between paragraphs instead",
  ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`h${n}`, `start the line with ${"#".repeat(n)} instead`])),
  ul: "start each item's line with - instead",
  ol: "start each item's line with 1. instead",
  li: "start each item's line with - instead",
  blockquote: "start the line with > instead",
  code: "put the code between backticks (`code`) instead",
  hr: "write --- on a line of its own instead",
};
const NO_EQUIVALENT = "Markdown has no equivalent: remove it";

// Each piece of HTML in an html node's text: a comment whole, or one tag, declaration or instruction.
const HTML_PIECE = /<!--[\s\S]*?(?:-->|$)|<\/?([A-Za-z][A-Za-z0-9-]*)[^>]*>?|<[!?][^>]*>?/g;

const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text).replace(/\s+/g, " ");

/** Each piece of HTML in an html node's text, with its line and what to write instead. */
function* htmlPieces(value: string, line: number) {
  let found = false;
  for (const piece of value.matchAll(HTML_PIECE)) {
    found = true;
    const at = line + (value.slice(0, piece.index).match(/\n/g)?.length ?? 0);
    const name = piece[1]?.toLowerCase();
    const comment = piece[0].startsWith("<!--");
    const advice = name
      ? (markdownFor[name] ?? NO_EQUIVALENT)
      : comment
        ? "a comment is published in the page's source: remove it"
        : NO_EQUIVALENT;
    // An element's closing tag shares its key, so <b>…</b> on one line is one problem.
    yield {
      key: `${at} ${name ?? piece[0]}`,
      problem: `line ${at}: HTML is not allowed: ${shorten(piece[0])}; ${advice}`,
    };
  }
  // Every html node the parser makes starts as a piece does; should a new parser make one that does not,
  // it is refused whole rather than let through.
  if (!found)
    yield {
      key: `${line} ${value}`,
      problem: `line ${line}: HTML is not allowed: ${shorten(value)}; ${NO_EQUIVALENT}`,
    };
}

/**
 * Why a link's address is refused, or null. Decided as a browser reads the address: relative to this site,
 * with tabs and line breaks removed and leading spaces and control characters ignored (WHATWG URL parsing).
 */
function linkProblem(url: string): string | null {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+/, "");
  // //host and \\host look like paths but lead to another site: a link elsewhere says so with https://.
  if (/^[\\/]{2}/.test(cleaned)) return "leaves the site without saying so; expected the full address, https://…";
  // An address the browser cannot parse (GFM makes http://www..x of "www..x") leads nowhere: a dead link.
  const protocol = URL.canParse(url, BASE) ? new URL(url, BASE).protocol : "https:";
  return ALLOWED_SCHEMES.includes(protocol) ? null : `is not allowed; ${LINK_EXPECTATION}`;
}

const linkWords: Record<string, string> = {
  link: "the link to",
  image: "the image at",
  definition: "the link definition of",
};

/**
 * Problems with a Markdown text, each starting with the line of the file it is on; `firstLine` is the file's
 * line the text starts on (below the front matter).
 */
export function markdownProblems(body: string, firstLine = 1): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const visit = (node: MdNode) => {
    const line = firstLine + (node.position?.start.line ?? 1) - 1;
    if (node.type === "html") {
      for (const { key, problem } of htmlPieces(node.value ?? "", line)) {
        if (!seen.has(key)) problems.push(problem);
        seen.add(key);
      }
    }
    const words = linkWords[node.type];
    if (words && node.url !== undefined) {
      const problem = linkProblem(node.url);
      if (problem) problems.push(`line ${line}: ${words} ${JSON.stringify(node.url)} ${problem}`);
    }
    node.children?.forEach(visit);
  };
  visit(parser.parse(body) as MdNode);
  return problems;
}

/** The file's line on which the text below the front matter starts. */
export function bodyStartLine(fileText: string, body: string): number {
  if (!fileText.endsWith(body)) return 1;
  return fileText.slice(0, fileText.length - body.length).split("\n").length;
}

// The CMS's check of the same text: a JavaScript pattern without flags (hence [hH]-style letter pairs), which
// refuses everything above that a pattern can see and some harmless text besides (docs/editors.md, "When the build says no").
const anyCase = (word: string) => word.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
const SCHEME = `(?:${anyCase("http")}[sS]?://|${anyCase("mailto")}:|${anyCase("tel")}:)`;
// <https://…>, <mailto:…>, <tel:…> and <name@example.com>: autolinks, not HTML.
const AUTOLINK = `(?:(?:${anyCase("http")}[sS]?|${anyCase("mailto")}|${anyCase("tel")}):[^\\s<>]*|[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+)>`;
// A path on the site (not //host, /\host, nor an entity or escape that may spell one), a #fragment or
// ?query, or a relative path whose first segment has no colon (no scheme); in <…> a link's address may not
// hold whitespace.
const SITE_PATH = "/(?![/\\\\&\\s])";
const SEGMENT = "[A-Za-z0-9_.~%+-]+";
const DESTINATION = `(?:${SCHEME}|[#?)]|\\s|$|${SITE_PATH}|${SEGMENT}(?=[/?#)\\s]|$)|<(?:${SCHEME}|[#?>]|${SITE_PATH}|${SEGMENT}(?=[/?#>])))`;

/** `<` before a letter, /, ! or ? (every start of HTML) other than an autolink; `](` or `]:` before an address. */
export const BODY_PATTERN = `^(?![\\s\\S]*<(?=[A-Za-z/!?])(?!${AUTOLINK}))(?![\\s\\S]*\\][(:]\\s*(?!${DESTINATION}))`;
export const BODY_EXPECTATION =
  "Markdown without HTML (no < before a letter, /, ! or ?), whose links start with https://, http://, mailto: or tel:, or are paths on this site such as /about";
