/**
 * @jest-environment node
 *
 * No text stalls the build or the content manager: the shapes that make the build's parser slow are refused by a
 * plain scan before it parses (naming the line), the content manager's pattern refuses the same, and its steps
 * grow in proportion to the text's length. The times these limits keep to are measured, not tested (markdown-limits.ts).
 */
import { LIMITS, limitProblems } from "../../src/schema/markdown-limits";
import { markdownProblems } from "../../src/schema/markdown";
import { BODY_PATTERN, bodyPattern, limitFinders, refuse } from "../../src/schema/markdown-pattern";
import { regexSteps } from "../support/regex-steps";

/** An article's limit (issue 62), the longest text any collection takes. */
const LONGEST = 60_000;
const cms = new RegExp(bodyPattern(LONGEST));
const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
const paragraphs = (paragraph: string, count: number) => Array(count).fill(paragraph).join("\n\n");

/** [limit, a text at it, the same past it, the line the problem names (0: the whole text)]. */
const edges: [keyof typeof LIMITS | "note", string, string, number][] = [
  ["lines", "\n".repeat(LIMITS.lines - 1), "\n".repeat(LIMITS.lines), 0],
  ["items", "- a\n".repeat(LIMITS.items), "- a\n".repeat(LIMITS.items + 1), 0],
  ["nesting", `Text\n${"> ".repeat(LIMITS.nesting)}a`, `Text\n${"> ".repeat(LIMITS.nesting + 1)}a`, 2],
  ["nesting", `Text\n${"  ".repeat(LIMITS.nesting - 1)}- a`, `Text\n${"  ".repeat(LIMITS.nesting)}- a`, 2],
  [
    "words",
    paragraphs("a ".repeat(500), LIMITS.words / 500),
    `${paragraphs("a ".repeat(500), LIMITS.words / 500)}\n\na`,
    0,
  ],
  [
    "paragraphWords",
    `Text\n\n${"a ".repeat(LIMITS.paragraphWords)}`,
    `Text\n\n${"a ".repeat(LIMITS.paragraphWords + 1)}`,
    3,
  ],
  [
    "paragraphWords",
    `Text\n\n${"12 ".repeat(LIMITS.paragraphWords / 2)}`,
    `Text\n\n${"12 ".repeat(LIMITS.paragraphWords / 2)}1`,
    3,
  ],
  ["links", "@".repeat(LIMITS.links), "@".repeat(LIMITS.links + 1), 0],
  [
    "marks",
    paragraphs("~".repeat(200), LIMITS.marks / 200),
    `${paragraphs("~".repeat(200), LIMITS.marks / 200)}\n\n~`,
    0,
  ],
  [
    "paragraphMarks",
    `Text\n\n${"*".repeat(LIMITS.paragraphMarks)}`,
    `Text\n\n${"*".repeat(LIMITS.paragraphMarks + 1)}`,
    3,
  ],
  ["run", `Text\n${"a".repeat(LIMITS.run)}`, `Text\n${"a".repeat(LIMITS.run + 1)}`, 2],
  ["note", "Text\n[^a]: b", "Text\n[^a\nb]: > > x", 2],
];

it.each(edges)(
  "takes a text at the %s limit, and refuses one past it, naming the line, as the CMS does",
  (_, at, past, line) => {
    expect(limitProblems(at)).toEqual([]);
    expect(cms.test(at)).toBe(true);
    const problems = limitProblems(past, 6);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(line ? new RegExp(`^line ${line + 5}: `) : /^the text has /);
    expect(markdownProblems(past, 6)).toEqual(problems);
    expect(cms.test(past)).toBe(false);
  },
);

it("counts as the content manager's pattern does, limit by limit, on random texts", () => {
  const pieces = [
    "a",
    "1",
    ".",
    "-",
    " ",
    "  ",
    "\t",
    "\n",
    "\r\n",
    "\r",
    "- ",
    "* ",
    "1. ",
    "2) ",
    "> ",
    ">",
    "[^a]:",
    "[^",
    "]:",
    "]",
    "[",
    "\\",
    "*",
    "_",
    "x]: ",
    "\n\n",
    "\n>\n",
    "    ",
    "www.",
    "://",
    "@",
    "<",
    "é",
  ];
  const small = {
    lines: 4,
    items: 3,
    nesting: 2,
    words: 8,
    paragraphWords: 3,
    marks: 6,
    paragraphMarks: 2,
    links: 3,
    run: 4,
  };
  const huge = Object.fromEntries(Object.keys(small).map((key) => [key, 1e6])) as typeof small;
  let seed = 62;
  const next = (n: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff) >>> 8) % n;
  const words: Record<string, RegExp> = {
    lines: /has [\d,]+ lines/,
    items: /list items/,
    nesting: /deep/,
    words: /^the text has [\d,]+ words/,
    paragraphWords: /starting here has [\d,]+ words/,
    marks: /^the text has [\d,]+ marks/,
    paragraphMarks: /starting here has [\d,]+ marks/,
    links: /links and addresses/,
    run: /in a row/,
    note: /note's name/,
  };
  const disagree: [string, string][] = [];
  const refused: Record<string, number> = {};
  for (let t = 0; t < 3000; t++) {
    const text = Array.from({ length: 1 + next(25) }, () => pieces[next(pieces.length)]).join("");
    for (const rule of Object.keys(words)) {
      const limits = rule === "note" ? huge : { ...huge, [rule]: small[rule as keyof typeof small] };
      const scan = limitProblems(text, 1, limits).some((problem) => words[rule]!.test(problem));
      const finder = limitFinders(limits)[rule as keyof typeof small];
      if (scan !== !new RegExp(`^${refuse(finder)}`).test(text)) disagree.push([rule, text]);
      refused[rule] = (refused[rule] ?? 0) + (scan ? 1 : 0);
    }
  }
  expect(disagree).toEqual([]);
  for (const rule of Object.keys(words)) expect(refused[rule]).toBeGreaterThan(100);
});

/** The slowest texts found, each repeated to the length: up to seconds at an article's length, before the limits. */
const slowest = [
  "*_a",
  "_a*",
  "a_",
  "a*_",
  "]",
  "[(",
  "![a",
  "`a``",
  "a***",
  "<a>",
  '[a](b "',
  "@a",
  "a@",
  "a.b@",
  "1.",
  "~a",
  "+ ",
  "1. ",
  "> ",
  "- a\n\n",
  "1. a\n\n",
  "[^a]: b\n",
  "> a\n\n",
  "a\n\n",
  "a ",
  "a",
  "www.a_",
  " www.a(",
  "]:a/",
  "<HTTP://E>]:/",
  "^[",
  "&amp",
];

it.each([10_000, LONGEST])("refuses the slowest texts found at %i characters, in the build and the CMS", (length) => {
  const pattern = new RegExp(bodyPattern(length));
  const passed = slowest
    .map((unit) => fill(unit, length))
    .filter((text) => markdownProblems(text).length === 0 || pattern.test(text));
  expect(passed).toEqual([]);
});

describe("the content manager's pattern", () => {
  const roomy = {
    lines: 2000,
    items: 2000,
    nesting: 8,
    words: 4000,
    paragraphWords: 4000,
    marks: 4000,
    paragraphMarks: 4000,
    links: 4000,
    run: 100,
  };
  // Steps for the text at 1,000 and at 2,000 characters: a pattern whose time grows linearly takes twice as many.
  const growth = (pattern: string, unit: string) =>
    regexSteps(pattern, fill(unit, 2000)).steps / regexSteps(pattern, fill(unit, 1000)).steps;

  it("counts steps as a backtracking engine takes them: twice for a linear one, four times for a quadratic one", () => {
    expect(growth("^(?![\\s\\S]*a[^b]*c)", "a")).toBeGreaterThan(3.9);
    expect(growth("^(?![\\s\\S]*?a[^b]{0,9}c)", "a")).toBeLessThan(2.1);
    expect(regexSteps(BODY_PATTERN, "[x](/about)").found).toBe(true);
    expect(regexSteps(BODY_PATTERN, "[x](/api)").found).toBe(false);
  });

  // Pictures in an article's text: a description read to its bracket, a file's name to its extension.
  const pictures = ["![a", "![", "![ ", "![a](", "![a](b", "![a](b.", '![a](b.png "', "![a](./", "![a]"];
  it.each(slowest.concat(["](<a", "](/a", "<a%", "www.www.a&", "  ", "[a](/x/y\n\n", "]( "], pictures))(
    "takes steps in proportion to the length of %j, within the limits or beyond them, pictures taken or not",
    (unit) => {
      expect(growth(bodyPattern(3000), unit)).toBeLessThan(2.2);
      expect(growth(bodyPattern(3000, roomy), unit)).toBeLessThan(2.2);
      expect(growth(bodyPattern(3000, roomy, true), unit)).toBeLessThan(2.2);
    },
  );
});
