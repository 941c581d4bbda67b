/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://site.invalid/terms"}
 *
 * The Markdown gate decides on what a browser gets. Links of every Markdown form, with their addresses put
 * together from schemes in mixed case, entities, percent-escapes, spaces and control characters,
 * brackets and the starts of HTML, go through the site's renderer (gatsby-transformer-remark's, at its versions); whatever the build
 * lets through, a browser (jsdom's HTML parser and URL, here on a page of the site) may only follow to a web,
 * mail or phone address or a page of this site, never into /api/. Whatever the build refuses, the CMS's
 * pattern refuses too.
 */
import { addressProblem, htmlAddressProblems, publishedAddresses } from "../../src/schema/links";
import { markdownProblems, renderMarkdown } from "../../src/schema/markdown";
import { BODY_PATTERN } from "../../src/schema/markdown-pattern";
import { BODY_MAX } from "../../src/schema/collections";

// The pattern the content manager's text field checks (markdown.test.ts checks that its configuration uses it).
const cmsPattern = new RegExp(BODY_PATTERN);

// The pieces an address is made of: schemes and their disguises, separators, escapes, whitespace and controls.
const SCHEMES = ["javascript", "JaVaScRiPt", "vbscript", "data", "file", "https", "HTTPS", "http", "mailto", "tel"];
const DISGUISED = ["java\tscript", "jav&#x61;script", "java&#115;cript", "java\\script", "javascript&#58;"];
const SEPARATORS = [":", "://", "//", "/", "\\", "\\\\", "&#58;", "&colon;", "&#x2F;", "&#47;", "?", "#", "@"];
const ESCAPES = ["%0A", "%0a", "%09", "%5B", "%5D", "%2e", "%2E%2e", "%2F", "%5C", "%61", "%41%50%49", "%", "%zz"];
const SPACES = [" ", "\t", "\n", "\u0001", "\u0000", "\u00a0", "\u2028", "&#10;", "&#9;", "&nbsp;"];
const BRACKETS = ["[", "]", "(", ")", "<", ">", "'", '"', "`", "!", "]:", "^["];
// The starts of HTML (a tag, a closing tag, a comment, an instruction), which the build refuses whole.
const HTML = ["<a ", "</", "<!--", "<?"];
const WORDS = ["alert(1)", "evil.example", "www.", "api", "API", "auth", "..", ".", "x", "about", "terms"];
const PIECES = [...SCHEMES, ...DISGUISED, ...SEPARATORS, ...ESCAPES, ...SPACES, ...BRACKETS, ...HTML, ...WORDS];

// Every way Markdown writes a link, an image or a note.
const FORMS: ((address: string) => string)[] = [
  (a) => `Read the [terms](${a}).`,
  (a) => `Read the [terms](<${a}>).`,
  (a) => `Read the [terms](${a} "A title").`,
  (a) => `See [the terms][t].\n\n[t]: ${a}`,
  (a) => `See [t][] and [t].\n\n[t]: <${a}> 'title'`,
  (a) => `<${a}>`,
  (a) => `Bare ${a} in a sentence.`,
  (a) => `![A picture](${a})`,
  (a) => `![A picture][p]\n\n[p]: ${a}`,
  (a) => `A claim.[^1]\n\n[^1]: See [the source](${a}).`,
  (a) => `An inline note.^[See [the source](${a}).]`,
  (a) => `| Where | Link |\n| --- | --- |\n| here | [terms](${a}) |`,
  (a) => `- An item with [a link](${a})\n  > and a quote [too](${a})`,
  (a) => `[![A picture](/logo.png)](${a})`,
  // The pieces alone, as text.
  (a) => a,
];

/** The same texts every run: a seeded generator (mulberry32). */
function* texts(count: number, seed = 2026) {
  const next = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
  for (let i = 0; i < count; i++) {
    // Half of them start as an address with a scheme would.
    const scheme = [...SCHEMES, ...DISGUISED][next(SCHEMES.length + DISGUISED.length)]!;
    const start = next(2) === 0 ? scheme + [":", "://", "&#58;", ":/", ":\\", "\t:"][next(6)] : "";
    const address = start + Array.from({ length: 1 + next(7) }, () => PIECES[next(PIECES.length)]).join("");
    yield FORMS[next(FORMS.length)]!(address);
  }
}

const ALLOWED = ["https:", "http:", "mailto:", "tel:"];

/**
 * What a browser on a page of the site does with an address (jsdom's URL, not the build's): the rule in
 * words, written independently of src/schema/links.ts.
 */
function browserWouldAllow(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw, document.baseURI);
  } catch {
    return false;
  }
  if (!ALLOWED.includes(url.protocol)) return false;
  const ours = url.origin === window.location.origin;
  // A link to another site names its scheme; //host is refused.
  if (!ours && (url.protocol === "https:" || url.protocol === "http:")) {
    return /^[a-z][a-z0-9+.-]*:/i.test(raw.replace(/[\t\n\r]/g, "").trimStart());
  }
  if (!ours) return true;
  // A server may decode the path before routing it.
  const decoded = new URL(url);
  decoded.pathname = unescape(url.pathname);
  return !/^\/api(?:\/|$)/i.test(decoded.pathname);
}

/** Every address the rendered HTML carries, as the browser's parser reads it. */
function browserAddresses(html: string): string[] {
  const template = document.createElement("template");
  template.innerHTML = html;
  return [...template.content.querySelectorAll("*")].flatMap((element) =>
    ["href", "src", "action", "formaction", "poster", "srcset"]
      .map((name) => element.getAttribute(name))
      .filter((value): value is string => value !== null),
  );
}

describe("every link the build lets through is one a browser may follow", () => {
  const verdicts = [...texts(6000)].map((markdown) => ({ markdown, refused: markdownProblems(markdown).length > 0 }));
  const accepted = verdicts.filter((v) => !v.refused).map((v) => v.markdown);
  const refused = verdicts.filter((v) => v.refused).map((v) => v.markdown);

  it("the rendered HTML of every text the build accepts holds only addresses a browser may follow", () => {
    expect(accepted.length).toBeGreaterThan(1000);
    const leaks = accepted.flatMap((markdown) =>
      browserAddresses(renderMarkdown(markdown))
        .filter((address) => !browserWouldAllow(address))
        .map((address) => ({ markdown, address })),
    );
    expect(leaks).toEqual([]);
  });

  it("the CMS's pattern refuses every text the build refuses", () => {
    expect(refused.length).toBeGreaterThan(1000);
    expect(refused.filter((markdown) => cmsPattern.test(markdown))).toEqual([]);
  });
});

describe("the review's findings", () => {
  const found: [string, string][] = [
    ["inline", "Read the [full terms](javascript://[%0Aalert(document.domain))."],
    ["a reference definition", "Read the [full terms][t].\n\n[t]: javascript://[%0Aalert(document.domain)"],
    ["a table cell", "| Terms |\n| --- |\n| [full terms](javascript://[%0Aalert(document.domain)) |"],
    ["an autolink", "<javascript://[%0Aalert(document.domain)>"],
    ["a footnote", "Terms.[^1]\n\n[^1]: [full terms](javascript://[%0Aalert(document.domain))"],
    ["an image", "![x](javascript://[%0Aalert(document.domain))"],
    ["a link to the sign-in", "Editors: [sign in](/api/auth)."],
    ["a link to the sign-in, relative", "Editors: [sign in](api/auth?provider=github)."],
    ["a link to the sign-in, escaped", "Editors: [sign in](/%61pi/auth)."],
    ["a link to the sign-in, through ..", "Editors: [sign in](/terms/../API/auth)."],
  ];
  it.each(found)("%s is refused by the build and the CMS", (_form, markdown) => {
    expect(markdownProblems(markdown)).toEqual([expect.stringMatching(/^line \d+: /)]);
    expect(cmsPattern.test(markdown)).toBe(false);
  });

  it("refuses a link into /api/ on the site's own address, and allows one elsewhere", () => {
    const site = "https://www.brightcode.example";
    expect(markdownProblems("[x](https://www.brightcode.example/api/callback)", 1, site)).toHaveLength(1);
    expect(markdownProblems("[x](https://docs.example/api/callback)", 1, site)).toEqual([]);
  });
});

describe("the CMS's pattern on a text at its limit", () => {
  it("takes BODY_MAX characters of paragraphs, and refuses one more at once", () => {
    const paragraph = `${"Terms apply to [every order](/terms). ".repeat(12)}\n\n`;
    const text = paragraph.repeat(Math.ceil(BODY_MAX / paragraph.length)).slice(0, BODY_MAX);
    expect(markdownProblems(text)).toEqual([]);
    expect(cmsPattern.test(text)).toBe(true);
    expect(cmsPattern.test(`${text}a`)).toBe(false);
  });
});

describe("addresses read from HTML as a browser reads them", () => {
  it("decodes entities, reads every address of srcset and ping and form targets, and refuses what cannot be parsed", () => {
    expect(publishedAddresses('<a href="jav&#x61;script&colon;alert(1)">x</a>')).toEqual([
      { element: "a", attribute: "href", value: "javascript:alert(1)" },
    ]);
    const html =
      '<img srcset="/a.png 1x, javascript:x 2x" src="/logo.png"><a ping="/p https://x.example/p" href="/">x</a><form action="data:x"></form>';
    expect(htmlAddressProblems(html)).toEqual([
      expect.stringMatching(/^<img srcset="javascript:x"> is not allowed/),
      expect.stringMatching(/^<form action="data:x"> is not allowed/),
    ]);
    expect(addressProblem("javascript://[")).toMatch(/cannot be read as a web address/);
    expect(addressProblem("https://[::1")).toMatch(/cannot be read/);
  });
});
