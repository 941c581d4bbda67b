/**
 * Which web addresses the site may publish, judged as a browser reads them: an HTML parser gives the
 * attribute's value (entities decoded), and the WHATWG URL parser, relative to a page of the site, gives
 * where it leads. Only web, mail and phone addresses and paths on this site, never into its functions (/api/).
 */
import { parseFragment } from "parse5";

const ALLOWED_SCHEMES = ["https:", "http:", "mailto:", "tel:"];
/** The site's address when the build is not told it: paths on it are what matters. */
export const ANY_SITE = "https://site.invalid";

const LINK_EXPECTATION =
  "expected an address starting with https://, http://, mailto: or tel:, or a path on this site such as /about";
const UNREADABLE = `cannot be read as a web address (a browser would not follow it); write the full address instead, e.g. https://www.example.com/page`;
const ELSEWHERE = "leaves the site without saying so; expected the full address, https://…";
const FUNCTIONS =
  "leads into the site's functions (/api/), which start the content manager's sign-in; link to a page instead";

// Attributes whose value a browser fetches, follows or submits to; srcset and ping hold several addresses.
const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "poster", "cite", "data", "background", "xlink:href"];
const LIST_ATTRIBUTES: Record<string, (value: string) => string[]> = {
  srcset: (value) => value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""),
  ping: (value) => value.split(/\s+/).filter(Boolean),
};

interface HtmlNode {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
  content?: HtmlNode;
}

export interface Address {
  element: string;
  attribute: string;
  value: string;
}

/** Every address an HTML text carries, each as a browser's HTML parser reads the attribute (parse5). */
export function publishedAddresses(html: string): Address[] {
  const found: Address[] = [];
  const visit = (node: HtmlNode) => {
    for (const { name, value } of node.attrs ?? []) {
      const values = URL_ATTRIBUTES.includes(name) ? [value] : (LIST_ATTRIBUTES[name]?.(value) ?? []);
      for (const one of values) found.push({ element: node.nodeName, attribute: name, value: one });
    }
    node.childNodes?.forEach(visit);
    if (node.content) visit(node.content);
  };
  visit(parseFragment(html) as unknown as HtmlNode);
  return found;
}

// Percent-escapes decoded, for a server that decodes a path before it routes it (%61pi is api to it).
const decoded = (path: string) =>
  path.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Why an address is refused, or null: decided by the WHATWG URL parser (Node's), relative to a page of `site`,
 * as a browser on that page would follow it. `value` is the address as the browser has it.
 */
export function addressProblem(value: string, site = ANY_SITE): string | null {
  const page = new URL("/page", site);
  if (!URL.canParse(value, page)) return UNREADABLE;
  const url = new URL(value, page);
  if (!ALLOWED_SCHEMES.includes(url.protocol)) return `is not allowed; ${LINK_EXPECTATION}`;
  // As the URL parser reads it: tabs and line breaks removed, leading spaces and control characters ignored.
  // eslint-disable-next-line no-control-regex
  const cleaned = value.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+/, "");
  const saysScheme = /^[a-z][a-z0-9+.-]*:/i.test(cleaned);
  // //host and \\host look like paths but lead to another site: a link elsewhere says so with https://.
  if (!saysScheme && url.origin !== page.origin) return ELSEWHERE;
  if (url.origin === page.origin) {
    // Resolved once more after decoding, so /x/..%2Fapi and /%2e%2e/api are judged where they may end up.
    const after = new URL(page);
    after.pathname = decoded(url.pathname);
    if (/^\/api(?:\/|$)/i.test(after.pathname)) return FUNCTIONS;
  }
  return null;
}

/** Problems with the addresses an HTML text carries (the published page's own HTML), each naming the address. */
export function htmlAddressProblems(html: string, site = ANY_SITE): string[] {
  return publishedAddresses(html).flatMap(({ element, attribute, value }) => {
    const problem = addressProblem(value, site);
    return problem ? [`<${element} ${attribute}="${value}"> ${problem}`] : [];
  });
}
