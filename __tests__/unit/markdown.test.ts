/**
 * @jest-environment node
 *
 * The text below the front matter cannot carry markup that runs, navigates or posts: the build refuses raw
 * HTML and links that are not web, mail or phone addresses or paths on the site, naming the line; the CMS's
 * text field refuses every one of them too, and both accept ordinary Markdown. (Generated links, judged as a
 * browser reads them, are links.test.ts's.)
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { cmsConfig, type CmsField } from "../../cms/build/config";
import { collections } from "../../src/schema/collections";
import { bodyStartLine, markdownProblems } from "../../src/schema/markdown";
import { validateEntry } from "../../src/schema/validate";
import { FIXTURE_CONTENT } from "../e2e/hosts.mjs";

const terms = { path: "/terms", title: "Terms & Conditions", description: "The terms." };
/** The file's line the text starts on, as in a page with five lines of front matter. */
const BODY_LINE = 6;
const build = (body: string) => validateEntry(collections.pages!, terms, body, () => undefined, BODY_LINE);

// The pattern of the text field, as the build writes it into the content manager's configuration.
const config = cmsConfig({
  backend: { name: "github", repo: "brightcode/website", branch: "main" },
  localBackendUrl: null,
  editorialWorkflow: false,
  siteUrl: "https://www.brightcode.example",
  highestOrder: {},
});
const pagesFields = (config.collections.find((c) => c.name === "pages") as { fields: CmsField[] }).fields;
const cmsPattern = new RegExp(pagesFields.find((f) => f.name === "body")!.pattern![0]);

/** [Markdown, the line of the snippet the first problem is on, what the message says]. */
const hostile: [string, number, RegExp][] = [
  ['<meta http-equiv="refresh" content="0;url=https://evil.example/">', 1, /HTML .*<meta .*no equivalent: remove it/],
  [
    '<form action="https://formspree.io/f/someone-else" method="post">\n<input type="password" name="p">\n</form>',
    1,
    /HTML .*<form /,
  ],
  ['<iframe src="https://evil.example/"></iframe>', 1, /HTML .*<iframe/],
  ["<img src=x onerror=alert(1)>", 1, /HTML .*<img .*write !\[What the picture shows\]\(picture.jpg\) instead/],
  ["<svg><script>alert(1)</script></svg>", 1, /HTML .*<svg>/],
  ["<style>body { display: none }</style>", 1, /HTML .*<style>/],
  ["Before.\n\n<!-- a note the page's source would publish -->", 3, /HTML .*<!--.*comment/],
  ["Before.\n<!-- inline -->", 2, /HTML .*<!-- inline -->/],
  ["Terms.\n\n<SCRIPT src=//evil.example/x.js>", 3, /HTML .*<SCRIPT /],
  ["Some <b>bold</b> text.", 1, /HTML .*<b>; write \*\*bold\*\* instead/],
  ["Some <i>slanted</i> and <em>stressed</em> text.", 1, /HTML .*<i>; write \*italic\* instead/],
  ['See <a href="https://x.example">this</a>.', 1, /HTML .*<a href.*write \[text\]\(https:\/\/…\) instead/],
  ["Line one<br>\nline two", 1, /HTML .*<br>; end the line with a backslash/],
  ["<div>\nblock\n</div>", 1, /HTML .*<div>/],
  ['<base href="https://evil.example/">', 1, /HTML .*<base /],
  ["<?php echo 1; ?>", 1, /HTML .*<\?php/],
  ["<!DOCTYPE html>", 1, /HTML .*<!DOCTYPE/],
  ["<![CDATA[x]]>", 1, /HTML .*<!\[CDATA\[/],
  ["A paragraph\nthat goes on <u>here</u>.", 2, /HTML .*<u>/],
  ["[x](javascript:alert(1))", 1, /the link to "javascript:alert\(1\)" is not allowed; expected an address/],
  ["[x](JaVaScRiPt:alert(1))", 1, /the link to "JaVaScRiPt:alert\(1\)" is not allowed/],
  ["[x](jav&#x61;script:alert(1))", 1, /the link to "javascript:alert\(1\)" is not allowed/],
  ["[x](javascript&#58;alert(1))", 1, /the link to "javascript:alert\(1\)" is not allowed/],
  ["[x](javascript\\:alert(1))", 1, /the link to "javascript:alert\(1\)"/],
  ["[x](<java\tscript:alert(1)>)", 1, /the link to "java\\tscript:alert\(1\)" is not allowed/],
  ["[x](<\u0001javascript:alert(1)>)", 1, /the link to "\\u0001javascript:alert\(1\)" is not allowed/],
  ["[x](\n  javascript:alert(1))", 1, /the link to "javascript:alert\(1\)"/],
  ["- An item\n  [x](javascript:alert(1))", 2, /the link to "javascript/],
  ["> Quoted [x](javascript:alert(1))", 1, /the link to "javascript/],
  ["<JAVASCRIPT:alert(1)>", 1, /the link to "JAVASCRIPT:alert\(1\)" is not allowed/],
  ["![x](data:image/svg+xml;base64,PHN2Zz4=)", 1, /is a picture, which this text does not take/],
  ["![Logo](logo.png)", 1, /is a picture, which this text does not take; pictures go in the image fields/],
  ["[x](data:text/html,<script>alert(1)</script>)", 1, /the link to "data:text\/html/],
  ["[x](file:///etc/passwd)", 1, /the link to "file:/],
  ["[ref]: vbscript:msgbox(1)\n\nSee [x][ref].", 1, /the link definition of "vbscript:msgbox\(1\)" is not allowed/],
  ["See [x][ref].\n\n[ref]:\n  javascript:alert(1)", 3, /the link definition of "javascript/],
  ["A claim.[^1]\n\n[^1]: [x](javascript:alert(1))", 3, /the link to "javascript/],
  ["An inline note.^[With [x](javascript:alert(1)).]", 1, /the link to "javascript/],
  ["[x](https://x.example) and [y](javascript:alert(1))", 1, /the link to "javascript/],
  ["[x](//evil.example)", 1, /the link to "\/\/evil.example" leaves the site without saying so; expected the full/],
  ["[x](/\\evil.example)", 1, /the link to "\/\\\\evil.example" leaves the site/],
  ["[x](\\\\\\\\evil.example)", 1, /the link to "\\\\\\\\evil.example" leaves the site/],
  ["[x](&#47;&#47;evil.example)", 1, /the link to "\/\/evil.example" leaves the site/],
  ["[x](/&#47;evil.example)", 1, /the link to "\/\/evil.example" leaves the site/],
  ["[x](<//evil.example>)", 1, /leaves the site|HTML/],
];

/**
 * Markdown as editors write it (the tests' own content: the editors' may hold text the build accepts and the
 * CMS's stricter check would not, written by hand): both the build and the CMS accept it.
 */
const contentRoot = path.resolve(__dirname, "../..", FIXTURE_CONTENT);
const contentBodies = fs
  .readdirSync(contentRoot)
  .flatMap((name) => fs.readdirSync(path.join(contentRoot, name)).map((file) => path.join(contentRoot, name, file)))
  .filter((file) => file.endsWith(".md"))
  .map((file) => [path.basename(path.dirname(file)), matter(fs.readFileSync(file, "utf8")).content] as const)
  .filter(([, body]) => body.trim() !== "");
const harmless = [
  "**bold** and *italic* and ~~struck~~",
  "## A heading\n\n- one\n- two\n\n1. first\n2. second\n\n> A quote.\n\n---",
  "[a](https://x.example) [b](http://x.example) [c](/about) [d](mailto:x@y.z) [e](tel:+1415)",
  "[a](about) [b](./about) [c](../about) [d](#top) [e](?page=2) [f]() [g](/)",
  "[a](https://x.example \"A title\") and [b](/about 'Another')",
  "[a](\n  https://x.example)",
  "[a](<https://x.example/a(b)>) and [b](<#top>)",
  "See [the terms][terms].\n\n[terms]: /terms",
  "[ref]: https://x.example\n\n[ref]",
  "<https://x.example> and <mailto:hello@brightcode.example> and <tel:+14155550134> and <hello@brightcode.example>",
  "Bare https://x.example/path and www.x.example and hello@brightcode.example",
  "x < y and y > z, 5<3, a & b, AT&T",
  "Use `npm run build` or `x < y`.\n\n```\nif (a < b) return;\n```",
  "| a | b |\n| --- | --- |\n| 1 | 2 |",
  "- [ ] to do\n- [x] done",
  "A claim.[^1]\n\n[^1]: The source: a report.",
  "A line ending with a backslash\\\nand the next line",
  "Time: 9:00 - 7:00; [note]: see below",
];

it.each(hostile)("the build refuses %j, naming its line, and the CMS refuses it too", (snippet, line, message) => {
  // Two paragraphs above it, so the line named is the file's, not the snippet's.
  const problems = build(`\nFirst paragraph.\n\n${snippet}\n`);
  expect(problems[0]).toMatch(new RegExp(`^line ${BODY_LINE + 3 + line - 1}: `));
  expect(problems[0]).toMatch(message);
  expect(cmsPattern.test(snippet)).toBe(false);
});

it("names each piece of HTML once, on its own line", () => {
  expect(build("<div>\nSome <b>bold</b>\n</div>\n\n<br>")).toEqual([
    `line ${BODY_LINE}: HTML is not allowed: <div>; Markdown has no equivalent: remove it`,
    `line ${BODY_LINE + 1}: HTML is not allowed: <b>; write **bold** instead`,
    `line ${BODY_LINE + 2}: HTML is not allowed: </div>; Markdown has no equivalent: remove it`,
    `line ${BODY_LINE + 4}: HTML is not allowed: <br>; end the line with a backslash (\\) instead`,
  ]);
});

it.each(harmless)("the build and the CMS accept %j", (markdown) => {
  expect(build(markdown)).toEqual([]);
  expect(cmsPattern.test(markdown)).toBe(true);
});

/** A collection's text field's pattern in the content manager, and the build's check of its text. */
const textOf = (name: string) => {
  // A folder's collection, or one made of single files (each with its own form).
  const collection = config.collections.find((c) => c.name === name) as {
    fields?: CmsField[];
    files?: { fields: CmsField[] }[];
  };
  const fields = collection.fields ?? collection.files!.flatMap((file) => file.fields);
  const pictures = collections[name]!.bodyPictures ? () => null : undefined;
  return {
    cms: new RegExp(fields.find((f) => f.name === "body")!.pattern![0]),
    build: (body: string) => markdownProblems(body, 1, undefined, pictures),
  };
};

it.each(contentBodies)("the build and the CMS accept the suite's own %s text", (name, body) => {
  const { cms, build: check } = textOf(name);
  expect(check(body)).toEqual([]);
  expect(cms.test(body)).toBe(true);
});

it("refuses in the content manager every picture in an article's text that the build refuses", () => {
  const { cms, build: check } = textOf("articles");
  const taken = ['![The plan](plan.png "Its title")', "![Mine](./my_plan.JPG)", "Text ![A](a.webp) and ![B](b.avif)"];
  const refused = ["![](plan.png)", "![ ](plan.png)", "![A](../x.png)", "![A](https://e.example/x.png)"];
  refused.push("![A](/x.png)", "![A][r]\n\n[r]: x.png", "![A](x.gif)", "![A](<x y.png>)", "![A](x.png?v=2)");
  for (const body of taken) expect([body, check(body), cms.test(body)]).toEqual([body, [], true]);
  for (const body of refused) {
    expect([body, check(body).length > 0, cms.test(body)]).toEqual([body, true, false]);
  }
});

it("counts the text's lines from the file's line just below the front matter", () => {
  const file = "---\npath: /terms\ntitle: T\n---\n\nFirst.\n";
  expect(bodyStartLine(file, matter(file).content)).toBe(5);
  expect(bodyStartLine("---\nk: v\n---\r\nText\r\n", "Text\r\n")).toBe(4);
});
