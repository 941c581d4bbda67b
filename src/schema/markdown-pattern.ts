/**
 * The CMS's check of a Markdown text (markdown.ts is the build's): a JavaScript pattern without flags (hence
 * [hH]-style letter pairs), since Decap's fields take nothing else. It refuses everything the build refuses
 * (links.test.ts holds it to that over thousands of generated links) and some harmless text besides
 * (docs/editors.md, "When the build says no").
 */
import { BODY_MAX } from "./collections";

const anyCase = (word: string) => word.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
// Markdown ends an address at ASCII whitespace only: a no-break space belongs to the address (\s would end it).
const WS = "[\\t\\n\\f\\r ]";
const NOT_WS = "[^\\t\\n\\f\\r ]";

// A host name a URL parser cannot refuse: letters, digits and hyphens, the last label starting with a letter
// (1.2.3.999 would be read as a broken IPv4 address); no port, no user name.
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
// break, which URL parsing drops once a server has decoded it, may stand anywhere in it.
const GAP = "(?:%0[9aAdD])*";
const API = `${GAP}(?:[aA]|%61|%41)${GAP}(?:[pP]|%70|%50)${GAP}(?:[iI]|%69|%49)`;
const API_SEGMENT = `(?:${API}|${NOT_WS}*?(?:[/\\\\]|%2[fF]|%5[cC])${API})`;
const BARE_PATH = `(?!${NOT_WS}*&)(?!${API_SEGMENT})(?:/(?![/\\\\])(?!${WS})|[A-Za-z0-9_.~%+-]+(?=[/?#)]|${WS}|$))`;
// In <…> an address may hold spaces but no tab (which a browser removes, joining what it separated).
const ANGLE_PATH = `(?![^>]*[&\\t])(?!${API_SEGMENT.replace(NOT_WS, "[^>]")})(?:/(?![/\\\\])(?!${WS})|[A-Za-z0-9_.~%+-]+(?=[/?#>]))`;
// What may follow `](` or `]:`: a web address, a mail or phone address, a #fragment or ?query, nothing, or a path.
const DESTINATION = `(?:${WEB}(?=[/?#)]|${WS}|$)|${OPAQUE}|[#?)]|${WS}|$|${BARE_PATH}|<(?:${WEB}(?=[/?#>])|${OPAQUE}|[#?>]|${ANGLE_PATH}))`;

/**
 * At most BODY_MAX characters (checked first, so that a longer paste is refused at once); then no `<` before a
 * letter, /, ! or ? (every start of HTML) other than an autolink, and no `](` or `]:` before another address.
 */
export const BODY_PATTERN = [
  "^",
  `(?![\\s\\S]{${BODY_MAX + 1}})`,
  `(?![\\s\\S]*<(?=[A-Za-z/!?])(?!${AUTOLINK}))`,
  `(?![\\s\\S]*\\][(:]\\s*(?!${DESTINATION}))`,
  `(?![\\s\\S]*(?:^|[^A-Za-z0-9<])${BARE}(?!${HOST}${BARE_END}))`,
].join("");
export const BODY_EXPECTATION = `At most ${BODY_MAX.toLocaleString("en")} characters of Markdown without HTML (no < before a letter, /, ! or ?), whose links start with https:// or http:// and a plain host name, mailto: or tel:, or are paths on this site other than /api/, such as /about`;
