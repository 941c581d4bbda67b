/**
 * The shapes of Markdown that make the build's parser slow, refused before it reads a text. The parser
 * gatsby-transformer-remark must use (micromark 2, with GFM and footnotes) looks back over the whole paragraph at
 * each word and mark of formatting, and over the whole text at each list item, quote or note; it reads a run of
 * letters and digits again from each digit or dot in it; and rendering and checking a link costs the most. So its
 * time grows with the square of those counts (60,000 characters of them took from 1 to 15 s), and a few thousand
 * quotes one inside another overflow its stack. This scan, linear in the text's length, counts them and refuses a
 * text beyond any limit, naming the line. Within the limits, the slowest 60,000 characters found took 0.17 s to
 * check (markdown.ts) and as long to render. The content manager's pattern (markdown-pattern.ts) is made of the
 * same pieces, so it counts alike.
 */

export const LIMITS = {
  /** Lines in the text. */
  lines: 1_500,
  /** List items, quote lines and notes: each -, +, *, 1. or 1), > and [^…]: at the start of a line. */
  items: 500,
  /** On one line, those markers and each two spaces or a tab before them: lists and quotes one inside another. */
  nesting: 8,
  /** Words in the text, and in one paragraph (a number counts a word per digit, as the parser sees it). */
  words: 15_000,
  paragraphWords: 1_000,
  /** Links and addresses: each [, <, @, www. and :// (the renderer and the build's check of each cost the most). */
  links: 1_000,
  /** Marks of formatting (MARKS) in the text, and in one paragraph. */
  marks: 5_000,
  paragraphMarks: 400,
  /** Letters, digits and . - _ + in a row, such as a web or mail address: the parser reads it again from each. */
  run: 100,
};

/** The characters that start or end formatting: each is matched against those before it in its paragraph. */
export const MARKS = "* _ ~ ` [ ] < ! & \\ ^ |";
/** The inside of a character class of the marks, and of the characters the parser may read as part of a mail
 * address (a word starts at one after anything but a letter). */
export const MARK_CLASS = "*_~`\\[\\]<!&\\\\^|";
export const RUN_CLASS = "A-Za-z0-9+\\-._";

// The pieces of patterns the scan and the content manager's pattern share. A line ends as the parser ends it.
export const EOL = "(?:\\r\\n|\\r(?=[^\\n]|$)|\\n)";
// A note's name, which may not hold [ or end its line here (NOTE_OPEN); \ escapes the next character.
const NAME = "(?:[^\\]\\[\\\\\\r\\n]|\\\\[^\\r\\n])*";
/** What opens a list item, a quote or a note where a line's start allows one (after spaces and other markers). */
export const MARKER = `(?:>|[-+*](?=[ \\t\\r\\n]|$)|\\d{1,9}[.)](?=[ \\t\\r\\n]|$)|\\[\\^${NAME}\\]:)`;
/** At the same place, anything else: MARKER's complement, so a pattern can skip it without trying both. */
export const NOT_MARKER = `[ \\t]*(?:[^ \\t\\r\\n>\\-+*0-9\\[]|[\\r\\n]|$|[-+*][^ \\t\\r\\n]|\\d{10}|\\d{1,9}(?:[^0-9.)]|$)|\\d{1,9}[.)][^ \\t\\r\\n]|\\[(?:[^^]|$)|\\[\\^${NAME}(?:[\\[\\r\\n]|$|\\\\(?=[\\r\\n]|$)|\\](?:[^:]|$)))`;
/** One step of a line's nesting: a marker (captured), two spaces or a tab; a single space before one counts nothing. */
export const NESTING_STEP = `(?: (?=[^ ]|$))?(?:  |\\t|(${MARKER}))`;
/** A note's name left open at its line's end: the parser would read the next line as part of the name. */
export const NOTE_OPEN = `(?:^|[^\\\\])(?:\\\\\\\\)*\\[\\^${NAME}\\\\?(?:[\\r\\n]|$)`;
/** A line that ends a paragraph: an empty one, or an empty line of a quote. */
export const BREAK_LINE = "(?:[ \\t]*| {0,3}>(?: {0,4}>)*[ \\t]*)";
/** A line that ends a paragraph and starts another: a list item that is not empty (- and 1. items may interrupt). */
export const START_LINE = " {0,3}(?:[-+*]|1[.)])[ \\t]+[^ \\t\\r\\n]";
/** Any other line, which goes on the paragraph before it: the complement of the two above. */
export const GOES_ON = `(?:(?: {0,3}\\t| {4})[ \\t]*[^ \\t\\r\\n]| {0,3}(?:[^ \\t\\r\\n>\\-+*1]|>(?: {0,4}>)*(?:[ \\t]*[^ \\t\\r\\n>]| {5}[ \\t]*>|[ \\t]*\\t[ \\t]*>)|[-+*](?:[^ \\t\\r\\n]|[ \\t]*(?=[\\r\\n]|$))|1(?:[^.)\\r\\n]|(?=[\\r\\n]|$)|[.)](?:[^ \\t\\r\\n]|[ \\t]*(?=[\\r\\n]|$)))))`;

const breakLine = new RegExp(`^${BREAK_LINE}$`);
const startLine = new RegExp(`^${START_LINE}`);
const noteOpen = new RegExp(NOTE_OPEN);
const nestingStep = new RegExp(NESTING_STEP, "y");
const MARK_CODES = new Set([...MARKS.replace(/ /g, "")].map((c) => c.charCodeAt(0)));
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isRunCharacter = (c: number) =>
  isLetter(c) || (c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46 || c === 95;

// Where a link or an address may start: [, <, @, www. in any case, ://.
const LINK = /[[<@]|www\.|:\/\//gi;

const count = (n: number) => n.toLocaleString("en");
const shorten = (text: string) => (text.length > 30 ? `${text.slice(0, 29)}…` : text);
const SPLIT = "leave an empty line somewhere in it (a long list: between its items)";

/**
 * What makes a Markdown text too slow to publish, each problem naming the file's line it is on where it has
 * one; `firstLine` is the file's line the text starts on. Empty when the text is within every limit.
 */
export function limitProblems(body: string, firstLine = 1, limits = LIMITS): string[] {
  const problems: string[] = [];
  const lines = body.split(/\r\n|\r|\n/);
  let items = 0;
  let words = 0;
  let marks = 0;
  // The paragraph being read: the index of its first line, its words and its marks.
  let start = -1;
  let paragraphWords = 0;
  let paragraphMarks = 0;
  const endParagraph = () => {
    const at = `line ${firstLine + start}: the paragraph, list item or table starting here has`;
    if (start >= 0 && paragraphWords > limits.paragraphWords) {
      problems.push(
        `${at} ${count(paragraphWords)} words (a number counts one per digit); expected at most ${limits.paragraphWords}: ${SPLIT}`,
      );
    }
    if (start >= 0 && paragraphMarks > limits.paragraphMarks) {
      problems.push(
        `${at} ${count(paragraphMarks)} marks of formatting (${MARKS}); expected at most ${limits.paragraphMarks}: ${SPLIT}, or use less formatting`,
      );
    }
    start = -1;
    paragraphWords = 0;
    paragraphMarks = 0;
  };

  lines.forEach((text, index) => {
    const line = firstLine + index;
    let nesting = 0;
    nestingStep.lastIndex = 0;
    for (let step = nestingStep.exec(text); step; step = nestingStep.exec(text)) {
      nesting++;
      if (step[1] !== undefined) items++;
    }
    if (nesting > limits.nesting) {
      problems.push(
        `line ${line}: lists, quotes or notes ${nesting} deep (each -, *, +, 1., >, [^…]: and each two spaces or a tab before the text counts one); expected at most ${limits.nesting}`,
      );
    }
    const open = noteOpen.exec(text);
    if (open) {
      problems.push(
        `line ${line}: the note's name "${shorten(open[0].slice(open[0].indexOf("[^")))}" goes on to the next line; close it with ] on its line`,
      );
    }
    if (breakLine.test(text)) return endParagraph();
    if (startLine.test(text)) endParagraph();
    if (start < 0) start = index;
    let run = 0;
    for (let i = 0; i <= text.length; i++) {
      const c = i < text.length ? text.charCodeAt(i) : -1;
      if (MARK_CODES.has(c)) {
        marks++;
        paragraphMarks++;
      }
      if (isRunCharacter(c)) {
        // A word starts where the character before is not a letter (the line's start included).
        if (run === 0 || !isLetter(text.charCodeAt(i - 1))) {
          words++;
          paragraphWords++;
        }
        run++;
        continue;
      }
      if (run > limits.run) {
        problems.push(
          `line ${line}: "${shorten(text.slice(i - run, i))}" has ${count(run)} letters, digits and . - _ + in a row; expected at most ${limits.run}: put a space or another character in it`,
        );
      }
      run = 0;
    }
  });
  endParagraph();
  const whole = (what: string, expected: number, advice: string) =>
    `the text has ${what}; expected at most ${count(expected)}: ${advice}, or split the text over pages`;
  if (lines.length > limits.lines) {
    problems.push(
      whole(
        `${count(lines.length)} lines`,
        limits.lines,
        "join the lines of each paragraph, or remove empty lines in a row",
      ),
    );
  }
  if (items > limits.items) {
    problems.push(
      whole(
        `${count(items)} list items, quote lines and notes (-, *, +, 1., > or [^…]: at a line's start)`,
        limits.items,
        "shorten the lists",
      ),
    );
  }
  if (words > limits.words) {
    problems.push(whole(`${count(words)} words (a number counts one per digit)`, limits.words, "shorten it"));
  }
  const links = body.match(LINK)?.length ?? 0;
  if (links > limits.links) {
    problems.push(whole(`${count(links)} links and addresses ([, <, @, www. and ://)`, limits.links, "link less"));
  }
  if (marks > limits.marks) {
    problems.push(whole(`${count(marks)} marks of formatting (${MARKS})`, limits.marks, "use less formatting"));
  }
  return problems;
}
