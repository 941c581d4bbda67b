/**
 * The CMS's check of a Markdown text (markdown.ts is the build's): a JavaScript pattern without flags (hence
 * [hH]-style letter pairs), since Decap's fields take nothing else. It refuses everything the build refuses
 * (links.test.ts holds it to that over thousands of generated links, markdown-limits.test.ts for the limits) and
 * some harmless text besides (docs/editors.md, "When the build says no").
 *
 * Its time grows linearly with the text's length: each part is a search for something that refuses the text, and
 * each search either reads a bounded stretch from each place it starts, or reads from a place where another
 * search cannot start (a line's or paragraph's start, a `<`, a `](`) up to one where it cannot go on.
 */
import { BODY_MAX, IMAGE_EXTENSIONS } from "./collections";
import {
  BREAK_LINE,
  EOL,
  GOES_ON,
  LIMITS,
  MARK_CLASS,
  MARKER,
  MARKS,
  NESTING_STEP,
  NOT_MARKER,
  NOTE_OPEN,
  RUN_CLASS,
  START_LINE,
} from "./markdown-limits";

const anyCase = (word: string) => word.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
// Markdown ends an address at ASCII whitespace only: a no-break space belongs to the address (\s would end it).
const WS = "[\\t\\n\\f\\r ]";

// A host name a URL parser cannot refuse: letters, digits and hyphens, the last label starting with a letter
// (1.2.3.999 would be read as a broken IPv4 address); no port, no user name. It is one run of at most
// LIMITS.run characters (RUN_CLASS), so reading it from each place it may start stays linear.
const HOST = "(?:[A-Za-z0-9-]+\\.)*[A-Za-z][A-Za-z0-9-]*";
const WEB = `${anyCase("http")}[sS]?://${HOST}`;
// mailto: and tel: addresses always parse, unless // makes what follows a host.
const OPAQUE = `(?:${anyCase("mailto")}|${anyCase("tel")}):(?![/\\\\])`;

// <https://…>, <mailto:…>, <tel:…> and <name@example.com>: autolinks, not HTML.
const AUTOLINK = `(?:${WEB}(?:[/?#][^\\s<>]*)?|${OPAQUE}[^\\s<>]*|[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+)>`;
// GFM links bare www. and http(s):// addresses: their host must end where a path, a query, a fragment, the
// text or a sentence does (www.example.com. is a link and a full stop: GFM leaves ?!.,:*_~ and an unbalanced ) out). In <…> it is an autolink, above.
const BARE = `(?:${anyCase("www")}\\.|${anyCase("http")}[sS]?://)`;
const BARE_END = `(?=[/?#<]|${WS}|$|[.,:!*_~)]+(?=${WS}|<|$))`;

// A path on this site or relative to the page: never //host or /\host, no entity (which may spell one), and
// no segment that is, or decodes to, api (the site's functions), wherever .. may lead; an escaped tab or line
// break, which URL parsing drops once a server has decoded it, may stand anywhere in it. It is read up to the
// whitespace or ) that ends it, and refused at a ( or \ (after which it would go on past a ")") or a ], where
// another link's check starts reading: so no two checks read the same characters.
const GAP = "(?:%0[9aAdD])*";
const API = `${GAP}(?:[aA]|%61|%41)${GAP}(?:[pP]|%70|%50)${GAP}(?:[iI]|%69|%49)`;
const apiSegment = (char: string) => `(?:${API}|${char}*?(?:[/\\\\]|%2[fF]|%5[cC])${API})`;
const PATH_CHAR = "[^\\t\\n\\f\\r ()\\]\\\\&]";
const BARE_PATH = `(?!${PATH_CHAR}*[&(\\]\\\\])(?!${apiSegment(PATH_CHAR)})(?:/(?![/\\\\])(?!${WS})|[A-Za-z0-9_.~%+-]+(?=[/?#)]|${WS}|$))`;
// In <…> an address may hold spaces but no tab (which a browser removes, joining what it separated); it is
// read up to its >, and refused at a line's end, <, \ or ], for the same reasons.
const ANGLE_CHAR = "[^>&\\t\\]\\\\<\\r\\n]";
const ANGLE_PATH = `(?!${ANGLE_CHAR}*[&\\t\\]\\\\<\\r\\n])(?!${apiSegment(ANGLE_CHAR)})(?:/(?![/\\\\])(?!${WS})|[A-Za-z0-9_.~%+-]+(?=[/?#>]))`;
// What may follow `](` or `]:`: a web address, a mail or phone address, a #fragment or ?query, nothing, or a path.
const DESTINATION = `(?:${WEB}(?=[/?#)]|${WS}|$)|${OPAQUE}|[#?)]|${WS}|$|${BARE_PATH}|<(?:${WEB}(?=[/?#>])|${OPAQUE}|[#?>]|${ANGLE_PATH}))`;

// The limits of markdown-limits.ts, each as what a text beyond it holds, from the scan's own pieces.
const MARK = `[${MARK_CLASS}]`;
const NOT_MARK = `[^${MARK_CLASS}]`;
const NOT_RUN = `[^${RUN_CLASS}]`;
// Where a word starts (the scan's rule): a run of letters, with the digit or dot after it that starts none, or
// another character of a run.
const WORD = `(?:[A-Za-z]+(?=[^A-Za-z]|$)(?:[0-9+\\-._]|(?=[^0-9+\\-._]|$))|[0-9+\\-._])`;
// Where a paragraph may start, and a line's end inside one.
const PARAGRAPH = `(?:^|${EOL}(?=${START_LINE})|(?:^|${EOL})${BREAK_LINE}${EOL})`;
const ON = `${EOL}(?=${GOES_ON})`;
// Where a link or an address may start (the scan's LINK), and a character that starts none.
const LINK = "(?:[\\[<@]|[wW]{3}\\.|://)";
const NOT_LINK = `(?:[^\\[<@wW:]|[wW](?=$|[^wW]|[wW](?:$|[^wW]|[wW](?:$|[^.])))|:(?=$|[^/]|/(?:$|[^/])))`;
// A line whose start opens nothing, whole.
const PLAIN_LINE = `(?=${NOT_MARKER})[^\\r\\n]*${EOL}`;

/** What a text beyond each limit holds (found anywhere, or from its start where it starts with ^). */
export const limitFinders = (limits = LIMITS): Record<keyof typeof LIMITS | "note", string> => ({
  lines: `^(?:[^\\r\\n]*${EOL}){${limits.lines}}`,
  note: NOTE_OPEN,
  run: `[${RUN_CLASS}]{${limits.run + 1}}`,
  nesting: `(?:^|${EOL})(?:${NESTING_STEP}){${limits.nesting + 1}}`,
  items: `^(?:${PLAIN_LINE})*(?:[ \\t]*${MARKER}(?:${PLAIN_LINE})*){${limits.items + 1}}`,
  links: `^(?:${NOT_LINK}*${LINK}){${limits.links + 1}}`,
  marks: `^(?:${NOT_MARK}*${MARK}){${limits.marks + 1}}`,
  words: `^(?:${NOT_RUN}*${WORD}){${limits.words + 1}}`,
  paragraphMarks: `${PARAGRAPH}(?:(?:[^${MARK_CLASS}\\r\\n]|${ON})*${MARK}){${limits.paragraphMarks + 1}}`,
  paragraphWords: `${PARAGRAPH}(?:(?:[^${RUN_CLASS}\\r\\n]|${ON})*${WORD}){${limits.paragraphWords + 1}}`,
});
export const refuse = (finder: string) =>
  finder.startsWith("^") ? `(?!${finder.slice(1)})` : `(?![\\s\\S]*?${finder})`;

// A picture in a text that takes them: `![` then a description on its line (no bracket in it), and the name of a
// picture file beside the entry's, with an optional title. The description is read up to the first bracket or
// line's end, where no other picture's check can have started.
const EXTENSION = IMAGE_EXTENSIONS.map((ext) => anyCase(ext.slice(1))).join("|");
const PICTURE = `[ \\t]*[^\\s\\[\\]][^\\[\\]\\r\\n]*\\]\\((?:\\./)?[A-Za-z0-9][A-Za-z0-9._-]*\\.(?:${EXTENSION})(?:[ \\t]+"[^"\\r\\n]*")?\\)`;

/**
 * At most `max` characters (checked first, so that a longer paste is refused at once), within the limits of
 * markdown-limits.ts; then no `<` before a letter, /, ! or ? (every start of HTML) other than an autolink, no
 * `](` or `]:` before another address, and no picture (`![`) but, where the text takes `pictures`, a described
 * one of a file beside the entry's.
 */
export const bodyPattern = (max = BODY_MAX, limits = LIMITS, pictures = false) =>
  [
    "^",
    `(?![\\s\\S]{${max + 1}})`,
    ...Object.values(limitFinders(limits)).map(refuse),
    `(?![\\s\\S]*<(?=[A-Za-z/!?])(?!${AUTOLINK}))`,
    `(?![\\s\\S]*\\][(:]\\s*(?!${DESTINATION}))`,
    `(?![\\s\\S]*(?:^|[^A-Za-z0-9<])${BARE}(?!${HOST}${BARE_END}))`,
    `(?![\\s\\S]*!\\[${pictures ? `(?!${PICTURE})` : ""})`,
  ].join("");
export const bodyExpectation = (max = BODY_MAX, pictures = false) =>
  `At most ${max.toLocaleString("en")} characters of Markdown without HTML (no < before a letter, /, ! or ?), whose links start with https:// or http:// and a plain host name, mailto: or tel:, or are paths on this site other than /api/, such as /about; ${pictures ? "each picture with a description of what it shows, ![What it shows](diagram.png), and no [ or ] in the description" : "no picture (![…](…)): pictures go in the picture fields"}; paragraphs of at most ${LIMITS.paragraphWords.toLocaleString("en")} words and ${LIMITS.paragraphMarks} marks of formatting (${MARKS}), lists and quotes at most ${LIMITS.nesting} deep, at most ${LIMITS.run} letters and digits in a row and ${LIMITS.links.toLocaleString("en")} links`;
export const BODY_PATTERN = bodyPattern();
