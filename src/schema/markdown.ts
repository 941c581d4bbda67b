/**
 * The text below the front matter is Markdown and nothing else: no HTML (a <meta> refresh, a <form>, an
 * <iframe> would run, navigate or post on the live site), and links that go only to web, mail and phone
 * addresses or to pages of this site. The build renders it as gatsby-transformer-remark does and judges
 * every address in that HTML as a browser reads it (links.ts); the CMS's text field checks a pattern that
 * refuses at least as much. A text beyond the limits that keep that parser fast (markdown-limits.ts) is refused
 * before it is parsed.
 */
import toHast from "mdast-util-to-hast";
import toHtml from "hast-util-to-html";
import remarkFootnotes from "remark-footnotes";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import unified from "unified";
import { addressProblem, ANY_SITE, publishedAddresses } from "./links";
import { limitProblems } from "./markdown-limits";
import { IMAGE_EXTENSIONS } from "./collections";

/** The mdast and hast nodes this file reads (remark-parse 9: every node has a position; urls are entity-decoded). */
interface MdNode {
  type: string;
  alt?: string | null;
  properties?: Record<string, unknown>;
  value?: string;
  url?: string;
  identifier?: string;
  position?: { start: { line: number; offset?: number } };
  children?: MdNode[];
}

// gatsby-transformer-remark's parser and renderer, at its versions (pinned in package.json): remark-parse, GFM,
// and footnotes with inline notes, which change the parse (`[^1]: [x](javascript:…)` is a footnote with a
// link, not a link definition); then mdast-util-to-hast and hast-util-to-html, with HTML let through as it does.
const parser = unified().use(remarkParse).use(remarkGfm).use(remarkFootnotes, { inlineNotes: true });
const RENDER = { allowDangerousHtml: true };
/** A Markdown tree as the renderer turns it into HTML elements (hast). */
const toHastTree = (tree: MdNode) => toHast(tree as Parameters<typeof toHast>[0], RENDER) as MdNode;

/** What to write instead of an HTML element that Markdown can express. */
const markdownFor: Record<string, string> = {
  b: "write **bold** instead",
  strong: "write **bold** instead",
  i: "write *italic* instead",
  em: "write *italic* instead",
  a: "write [text](https://…) instead",
  br: "end the line with a backslash (\\) instead",
  img: "write ![What the picture shows](picture.jpg) instead, in a text that takes pictures (an article's)",
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

const linkWords: Record<string, string> = {
  link: "the link to",
  image: "the image at",
  definition: "the link definition of",
};
const REFERENCES: Record<string, string> = { linkReference: "link", imageReference: "image" };

/** A picture in the text: the name of a file beside the entry's, of a format the build publishes. */
const PICTURE_NAME = new RegExp(
  `^(?:\\./)?([A-Za-z0-9][A-Za-z0-9._-]*\\.(?:${IMAGE_EXTENSIONS.map((ext) => ext.slice(1)).join("|")}))$`,
  "i",
);
const PICTURE_EXPECTATION =
  "expected the name of a picture file next to this file, such as ![What it shows](diagram.png) (a JPEG, PNG, WebP or AVIF, its name of letters, digits, dots, hyphens and underscores)";

/**
 * The names a text's pictures may have, found without parsing it, in one pass: every run of the characters a
 * name takes that ends as a picture's name does, its punctuation's escapes read as Markdown reads them
 * (my\_plan.png is my_plan.png). The build reads these files before it judges the text, which then finds a
 * picture of any other name missing.
 */
export const pictureNames = (body: string) => [
  ...new Set(
    (body.replace(/\\(?=[!-/:-@[-`{-~])/g, "").match(/[A-Za-z0-9._-]+/g) ?? []).filter((run) => PICTURE_NAME.test(run)),
  ),
];

/** Why a picture in a text is refused, or null: `pictureProblem` judges the file its name leads to. */
function pictureInText(node: MdNode, pictureProblem: ((name: string) => string | null) | undefined) {
  if (!pictureProblem) {
    return "is a picture, which this text does not take; pictures go in the image fields: remove it";
  }
  if (node.type === "imageReference") {
    return "is a picture written as a reference; write ![What it shows](picture.jpg) instead";
  }
  const name = PICTURE_NAME.exec(node.url ?? "")?.[1];
  if (!name) return `is not a picture's file name; ${PICTURE_EXPECTATION}`;
  if (!(node.alt ?? "").trim()) {
    return `has no description (alt text) for those who cannot see it; write what it shows between the brackets: ![What it shows](${node.url})`;
  }
  return pictureProblem(name);
}

/**
 * Problems with a Markdown text, each starting with the line of the file it is on; `firstLine` is the file's
 * line the text starts on (below the front matter); `site` the address the site is published at;
 * `pictureProblem` judges each picture in the text by its file's name, in a text that takes pictures (else any is
 * refused).
 *
 * Every address is judged twice, and either refuses it: as written in the Markdown (what the editor meant), and
 * as the rendered HTML carries it (what a browser follows: the renderer percent-encodes, so an address the
 * Markdown's idea of it could not parse may become one that runs).
 */
export function markdownProblems(
  body: string,
  firstLine = 1,
  site = ANY_SITE,
  pictureProblem?: (name: string) => string | null,
): string[] {
  const tooSlow = limitProblems(body, firstLine);
  if (tooSlow.length > 0) return tooSlow;
  const problems: { line: number; text: string }[] = [];
  const seen = new Set<string>();
  const lineOf = (node: MdNode) => firstLine + (node.position?.start.line ?? 1) - 1;
  const tree = parser.parse(body) as MdNode;

  // Where each rendered link came from: its own node, or for a reference the definition it uses (the first).
  const definitions = new Map<string, MdNode>();
  const sources = new Map<number, MdNode>();
  const refused = new Set<MdNode>();
  const collect = (node: MdNode) => {
    if (node.type === "definition" && !definitions.has(node.identifier!)) definitions.set(node.identifier!, node);
    node.children?.forEach(collect);
  };
  collect(tree);

  const visit = (node: MdNode) => {
    const line = lineOf(node);
    if (node.type === "html") {
      for (const { key, problem } of htmlPieces(node.value ?? "", line)) {
        if (!seen.has(key)) problems.push({ line, text: problem });
        seen.add(key);
      }
    }
    const source = REFERENCES[node.type] ? definitions.get(node.identifier!) : linkWords[node.type] ? node : undefined;
    if (source && node.position?.start.offset !== undefined) sources.set(node.position.start.offset, source);
    const picture = node.type === "image" || node.type === "imageReference";
    const refusal = picture ? pictureInText(node, pictureProblem) : null;
    if (refusal) {
      const written = `![${shorten(node.alt ?? "")}]${node.type === "image" ? `(${shorten(node.url ?? "")})` : ""}`;
      problems.push({ line, text: `line ${line}: ${written} ${refusal}` });
      refused.add(node);
    }
    const words = linkWords[node.type];
    if (words && node.url !== undefined && !refusal) {
      const problem = addressProblem(node.url, site);
      if (problem) {
        problems.push({ line, text: `line ${line}: ${words} ${JSON.stringify(node.url)} ${problem}` });
        refused.add(node);
      }
    }
    node.children?.forEach(visit);
  };
  visit(tree);

  // The renderer's own output, each element's addresses read back as a browser parses them (an element with
  // no attribute has none).
  const rendered = (node: MdNode, inherited: MdNode | undefined) => {
    const source = sources.get(node.position?.start.offset ?? -1) ?? inherited;
    const attributes = Object.values(node.properties ?? {}).some((value) => value != null && value !== false);
    if (node.type === "element" && attributes && !(source && refused.has(source))) {
      const html = toHtml({ ...node, children: [] } as Parameters<typeof toHtml>[0], RENDER);
      for (const { value } of publishedAddresses(html)) {
        const problem = addressProblem(value, site);
        if (!problem) continue;
        const line = source ? lineOf(source) : firstLine;
        const written =
          source?.url !== undefined ? `${linkWords[source.type]} ${JSON.stringify(source.url)}` : "a link";
        problems.push({
          line,
          text: `line ${line}: ${written} is published as ${JSON.stringify(value)}, which ${problem}`,
        });
      }
    }
    node.children?.forEach((child) => rendered(child, source));
  };
  rendered(toHastTree(tree), undefined);

  return problems.sort((a, b) => a.line - b.line).map((problem) => problem.text);
}

/**
 * The HTML a Markdown text is published as (gatsby-transformer-remark's renderer, at its versions); `pictureAt`
 * gives the address a picture in it is shown from, by its file's name (the content manager's preview), if any.
 */
export function renderMarkdown(body: string, pictureAt?: (name: string) => string | undefined) {
  const tree = toHastTree(parser.parse(body) as MdNode);
  const visit = (node: MdNode) => {
    const src = node.type === "element" && node.properties?.src;
    const at = typeof src === "string" ? pictureAt?.(src.replace(/^\.\//, "")) : undefined;
    if (at) node.properties!.src = at;
    node.children?.forEach(visit);
  };
  if (pictureAt) visit(tree);
  return toHtml(tree as Parameters<typeof toHtml>[0], RENDER);
}

/** The file's line on which the text below the front matter starts. */
export function bodyStartLine(fileText: string, body: string): number {
  if (!fileText.endsWith(body)) return 1;
  return fileText.slice(0, fileText.length - body.length).split("\n").length;
}
