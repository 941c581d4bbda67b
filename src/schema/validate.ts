/**
 * Content validation. Pure functions, so unit tests can drive them; gatsby-node turns
 * the problems they return into build errors that name the file and the field.
 */
import {
  BODY_MAX,
  collections,
  IMAGE_EXTENSIONS,
  INTEGER_MAX,
  TEXT_MAX,
  type Collection,
  type FieldKind,
  type FieldSpec,
  type PictureSpec,
} from "./collections";
import { isTimeZone, momentOf } from "./dates";
import { ENDPOINT_EXPECTATION, ENDPOINT_PATTERN } from "./form-endpoint";
import { addressSlug, reservedSlugProblem } from "./insights";
import { markdownProblems } from "./markdown";

/** The picture formats the build reads (what a file holds, whatever its name says). */
const PICTURE_FORMATS = ["jpeg", "png", "webp", "avif"];
/** The most pixels a picture may have: more is no photo a site needs, and slow or impossible to process. */
export const PICTURE_MAX_PIXELS = 50_000_000;

/** A picture as the build reads it: its size as shown (EXIF orientation applied) and its format. */
export interface Picture {
  width: number;
  height: number;
  /** jpeg, png, webp, avif, or another format (heic, gif, tiff, svg…) the build does not take. */
  format: string;
}

/** What each kind of field expects, in words: build errors and the CMS's field errors both say it. */
const expectations: Record<FieldKind, string> = {
  text: "a non-empty text",
  integer: "a whole number, e.g. 3",
  image: `the file name of an image next to this file, e.g. ./photo.jpg (${IMAGE_EXTENSIONS.join(", ")})`,
  url: "a web address starting with https://",
  endpoint: ENDPOINT_EXPECTATION,
  email: "an email address, e.g. name@example.com",
  path: "a site path starting with /, e.g. /about",
  focus: "the picture's focal point as two numbers from 0 to 1, across then down, e.g. 0.35,0.6",
  datetime: "a date and a time in the company's time zone, e.g. 2027-01-04 09:30",
  timezone: "a time zone's name, e.g. Europe/London or America/New_York",
  boolean: "true or false",
  tags: "a list of tags, each the name of a file in content/tags/ without .md, e.g. [cloud, security]",
};

/**
 * The pattern a text value of each kind must match; the CMS's forms check the same ones. Each runs in time linear
 * in the value's length, whatever the value (validate.test.ts has a ReDoS checker prove it), and only on a value
 * within its field's limit.
 */
export const patterns: Record<Exclude<FieldKind, "integer" | "boolean" | "tags">, string> = {
  text: "\\S",
  image: `\\.(?:${IMAGE_EXTENSIONS.map((ext) => ext.slice(1)).join("|")})$`,
  // A plain host name (no port, user or IP address), so every browser reads the address the same way.
  url: "^https://(?:[A-Za-z0-9-]+\\.)+[A-Za-z][A-Za-z0-9-]*(?:[/?#]\\S*)?$",
  endpoint: ENDPOINT_PATTERN,
  // The host's labels cannot hold a dot, so the engine never tries where one ends (a@ and 100,000 dots took 12 s).
  email: "^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$",
  path: "^/[a-z0-9/-]*$",
  focus: "^(?:0(?:\\.\\d{1,3})?|1(?:\\.0{1,3})?),(?:0(?:\\.\\d{1,3})?|1(?:\\.0{1,3})?)$",
  // A date alone is what YAML reads as a date, written back as midnight UTC (dates.ts).
  datetime: "^\\d{4}-\\d\\d-\\d\\d(?: \\d\\d:\\d\\d|T00:00:00\\.000Z)?$",
  timezone: "^[A-Za-z]+(?:/[A-Za-z0-9_+-]+)*$",
};

/** A tag as an article names it: its file's address (insights.ts, addressSlug). */
const TAG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const matches = (kind: keyof typeof patterns, flags = "") => {
  const pattern = new RegExp(patterns[kind], flags);
  return (v: unknown) => typeof v === "string" && pattern.test(v);
};

const checks: Record<FieldKind, (value: unknown) => boolean> = {
  text: matches("text"),
  integer: (v) => Number.isInteger(v),
  image: matches("image", "i"),
  url: matches("url"),
  endpoint: matches("endpoint"),
  email: matches("email"),
  path: matches("path"),
  focus: matches("focus"),
  // The date must exist (no 30 February); the time zone does not change that.
  datetime: (v) => matches("datetime")(v) && momentOf(v, "UTC") !== null,
  timezone: (v) => matches("timezone")(v) && isTimeZone(v),
  boolean: (v) => typeof v === "boolean",
  tags: (v) =>
    Array.isArray(v) && v.every((tag) => typeof tag === "string" && TAG.test(tag)) && new Set(v).size === v.length,
};

/** The kinds an editor types freely, each field with a length limit of its own (TEXT_MAX unless set). */
const TYPED: FieldKind[] = ["text", "url", "email", "endpoint", "path"];

/** The most a field takes: characters for a text or an address, the highest number for an integer. */
export const maxOf = (spec: FieldSpec) => spec.max ?? (spec.kind === "integer" ? INTEGER_MAX : TEXT_MAX);

/** What a field expects, in words, with its limit: the content manager's field errors say it. */
export function expectationOf(spec: FieldSpec): string {
  if (spec.kind === "integer") return `a whole number from 0 to ${maxOf(spec)}, e.g. 3`;
  if (spec.kind === "tags") return `${expectations.tags}, at most ${maxOf(spec)}`;
  if (!TYPED.includes(spec.kind)) return expectations[spec.kind];
  return `${expectations[spec.kind]}, at most ${maxOf(spec)} characters`;
}

/**
 * The most characters a value may have before any pattern reads it: a typed field's limit, and TEXT_MAX for the
 * others (a picture's name, a focal point, a date, a time zone), whose form bounds them well within it.
 */
const lengthLimit = (spec: FieldSpec) => (TYPED.includes(spec.kind) ? maxOf(spec) : TEXT_MAX);

/** What is wrong with a value beyond its field's limit, or null: a text's length (judged first), a number's range. */
function limitProblem(spec: FieldSpec, value: unknown): string | null {
  if (typeof value === "string") {
    const max = lengthLimit(spec);
    return value.length <= max ? null : `is ${value.length} characters long; expected at most ${max}`;
  }
  if (Array.isArray(value)) {
    const max = spec.kind === "tags" ? maxOf(spec) : 0;
    return value.length <= max ? null : `is a list of ${value.length}; expected at most ${max}`;
  }
  if (spec.kind !== "integer" || !Number.isInteger(value)) return null;
  const n = value as number;
  return n >= 0 && n <= maxOf(spec) ? null : `is ${n}; expected ${expectationOf(spec)}`;
}

/**
 * The pattern a text field's form in the content manager checks: its kind's pattern and its limit, in one
 * JavaScript pattern without flags (Decap's string fields take nothing else). The length is judged first, as the
 * build judges it (counted as JavaScript counts), so the kind's pattern never reads a longer value. An image
 * field's is its file name's; an integer's form is a number field, which checks its range itself.
 */
export function formPattern(spec: FieldSpec): string {
  if (spec.kind === "integer") return "^\\d+$";
  // Chosen, never typed (a switch, tags from a list): the content manager's widget holds the form.
  if (spec.kind === "boolean" || spec.kind === "tags") throw new Error(`a ${spec.kind} field has no pattern`);
  return `^(?=[\\s\\S]{0,${lengthLimit(spec)}}$)[\\s\\S]*?(?:${patterns[spec.kind]})`;
}

/** A value as a message quotes it: a long one cut short, so that a pasted page does not flood the build's log. */
const show = (value: unknown) => {
  const text = Array.isArray(value) ? `[${value.join(", ")}]` : String(value);
  const cut = text.length > 80 ? `${text.slice(0, 79)}…` : text;
  return typeof value === "string" ? `"${cut}"` : cut;
};

/** What is wrong with the picture a field or a text names, or null: its format, its size, its pixels. */
function pictureProblem(spec: PictureSpec | undefined, name: string, picture: Picture): string | null {
  const [minWidth, minHeight] = spec?.min ?? [1, 1];
  const { width, height, format } = picture;
  if (!PICTURE_FORMATS.includes(format)) {
    return `names ${name}, which holds a ${format.toUpperCase()} picture; expected a JPEG, PNG, WebP or AVIF picture (export or save it as one of those)`;
  }
  if (width * height > PICTURE_MAX_PIXELS) {
    return `names ${name}, ${width} × ${height} px, too large to process; expected at most ${PICTURE_MAX_PIXELS / 1e6} million pixels (the content manager makes an upload fit by itself)`;
  }
  if (width < minWidth || height < minHeight) {
    return `names ${name}, ${width} × ${height} px; expected at least ${minWidth} × ${minHeight} px, the size the site shows it at`;
  }
  return null;
}

/** What is wrong with the picture file `name` (beside the entry's), or null; `expected` says what is. */
function namedPictureProblem(
  spec: PictureSpec | undefined,
  name: string,
  pictureOf: (relativePath: string) => Picture | undefined,
  expected: string,
) {
  const picture = pictureOf(name);
  return picture
    ? pictureProblem(spec, show(name), picture)
    : `names ${show(name)}, which does not exist; expected ${expected}`;
}

/**
 * Problems with one Markdown file of a collection; an empty list means it is valid. `pictureOf` reads a picture
 * an image field names (relative to the file), undefined when there is none; `bodyLine` is the file's line the
 * text below the front matter starts on, so problems in it name their line in the file; `site` the address the
 * site is published at, against which the text's links are judged.
 */
export function validateEntry(
  collection: Collection,
  frontmatter: Record<string, unknown>,
  body: string,
  pictureOf: (relativePath: string) => Picture | undefined,
  bodyLine = 1,
  site?: string,
): string[] {
  const problems: string[] = [];
  for (const [field, spec] of Object.entries(collection.fields)) {
    const value = frontmatter[field];
    const expected = expectations[spec.kind];
    if (value === undefined || value === null || value === "") {
      if (!spec.optional) problems.push(`field "${field}" is missing; expected ${expected}`);
    } else if (limitProblem(spec, value)) {
      problems.push(`field "${field}" ${limitProblem(spec, value)}`);
    } else if (!checks[spec.kind](value)) {
      problems.push(`field "${field}" is ${show(value)}; expected ${expected}`);
    } else if (spec.kind === "image") {
      const problem = namedPictureProblem(spec.picture, value as string, pictureOf, expected);
      if (problem) problems.push(`field "${field}" ${problem}`);
    }
  }
  const allowed = Object.keys(collection.fields);
  for (const [field, value] of Object.entries(frontmatter)) {
    // gatsby-transformer-remark adds an empty `title` to every file.
    if (!allowed.includes(field) && value !== "") {
      problems.push(`field "${field}" is not known; expected only ${allowed.join(", ")}`);
    }
  }
  if (collection.body === "required" && body.trim() === "") {
    problems.push("the text below the front matter is missing; expected a paragraph or more of Markdown");
  }
  // Not judged beyond its limit: a longer paste is refused at once, before anything reads it.
  const bodyMax = collection.bodyMax ?? BODY_MAX;
  if (collection.body && body.length > bodyMax) {
    problems.push(
      `the text below the front matter is ${body.length} characters long; expected at most ${bodyMax} (shorten it, or split it over pages)`,
    );
  } else if (collection.body) {
    const inText = collection.bodyPictures;
    const pictureInText = inText
      ? (name: string) => namedPictureProblem(inText, name, pictureOf, "a picture file next to this file")
      : undefined;
    problems.push(...markdownProblems(body, bodyLine, site, pictureInText));
  }
  if (collection.body === undefined && body.trim() !== "") {
    problems.push(`the text below the front matter is not used; expected only the fields ${allowed.join(", ")}`);
  }
  return problems;
}

/** One build error message for a file with problems. */
export function formatProblems(file: string, problems: string[]): string {
  return `Invalid content in ${file}:\n${problems.map((p) => `  - ${p}`).join("\n")}`;
}

export interface Entry {
  file: string;
  frontmatter: Record<string, unknown>;
}

/**
 * Problems across a whole collection: a missing single file, too few or too many items, the same path or key
 * twice, expected items. `folder` is the collection's folder as the build read it (content/projects).
 */
export function validateCollection(name: string, entries: Entry[], folder = `content/${name}`): string[] {
  const collection = collections[name];
  if (!collection) return [];
  const problems: string[] = [];
  const { items } = collection;
  if (items && (entries.length < items.min || entries.length > items.max)) {
    problems.push(
      `${folder}/ has ${entries.length} Markdown files; expected from ${items.min} to ${items.max} ${collection.label.toLowerCase()}`,
    );
  }
  if (collection.single && entries.length !== 1) {
    problems.push(
      `${folder}/ has ${entries.length} Markdown files; expected exactly one` +
        (entries.length ? ` (found ${entries.map((e) => e.file).join(", ")})` : ""),
    );
  }
  // The content manager edits these files by name: company.md, about.md, and each section at its own key.
  const fileName = (file: string) => file.slice(file.lastIndexOf("/") + 1);
  const named = (entry: Entry) => baseName(entry.file);
  const byKey = typeof collection.shownAt === "object" && "each" in collection.shownAt;
  for (const entry of entries) {
    const wanted = byKey ? entry.frontmatter[collection.unique!] : name;
    if ((collection.single || byKey) && named(entry) !== wanted) {
      problems.push(
        `Invalid content in ${entry.file}:\n  - the file's name is ${fileName(entry.file)}; expected ${folder}/${String(wanted)}.md, the file the content manager edits`,
      );
    }
  }
  if (collection.addressed) problems.push(...addressProblems(name, entries));
  const field = collection.unique;
  if (!field) return problems;
  const seen = new Map<unknown, string>();
  for (const { file, frontmatter } of [...entries].sort((a, b) => a.file.localeCompare(b.file))) {
    const value = frontmatter[field];
    const first = seen.get(value);
    if (first) {
      problems.push(
        `Invalid content in ${file}:\n  - field "${field}" is ${show(value)}, the same as in ${first}; expected every file in ${folder}/ to have its own ${field}`,
      );
    } else {
      seen.set(value, file);
    }
  }
  for (const value of collection.expected ?? []) {
    if (!seen.has(value)) {
      problems.push(`${folder}/ has no file with ${field} ${show(value)}; the site needs one`);
    }
  }
  return problems;
}

/**
 * Items of a collection that share an `order` (an editor who accepts the CMS's default twice, say): not a
 * problem, since they show in the order of their file names, but worth a line in the build's log.
 */
export function sharedOrders(name: string, entries: Entry[], folder = `content/${name}`): string[] {
  const byOrder = new Map<unknown, string[]>();
  for (const { file, frontmatter } of entries) {
    if (frontmatter.order === undefined) continue;
    byOrder.set(frontmatter.order, [...(byOrder.get(frontmatter.order) ?? []), file]);
  }
  return [...byOrder.entries()]
    .filter(([, files]) => files.length > 1)
    .map(
      ([order, files]) =>
        `${folder}/: ${files.sort().join(", ")} share order ${show(order)}; they show in file-name order`,
    );
}

/** The file's name in its folder, without .md. */
const baseName = (file: string) => file.slice(file.lastIndexOf("/") + 1).replace(/\.md$/, "");

/**
 * Items with a page of their own (articles, tags) whose files' names make no address, a reserved one, or the same
 * one as another file's (Cloud.md and cloud.md): the later files in name order are named, with the first.
 */
function addressProblems(name: string, entries: Entry[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const { file } of [...entries].sort((a, b) => a.file.localeCompare(b.file))) {
    const slug = addressSlug(baseName(file));
    // An article's address shares its folder with the list's pages and the tags'; a tag's is its own.
    const reserved = name === "articles" || slug === "" ? reservedSlugProblem(slug) : null;
    const first = seen.get(slug);
    if (reserved) problems.push(`Invalid content in ${file}:\n  - the file's name ${reserved}; rename the file`);
    else if (first) {
      problems.push(
        `Invalid content in ${file}:\n  - the file's name makes the address …/${slug}, the same as ${first}'s; rename one of the two files`,
      );
    } else seen.set(slug, file);
  }
  return problems;
}

/**
 * Fields that name items of another collection (an article's tags) naming one that does not exist. `all` holds
 * every collection's entries by name, `folderOf` each collection's folder as the build read it.
 */
export function referenceProblems(all: Record<string, Entry[]>, folderOf = (name: string) => `content/${name}`) {
  const problems: string[] = [];
  for (const [name, collection] of Object.entries(collections)) {
    for (const [field, spec] of Object.entries(collection.fields)) {
      if (spec.kind !== "tags" || !spec.of) continue;
      const known = new Set((all[spec.of] ?? []).map((entry) => addressSlug(baseName(entry.file))));
      for (const { file, frontmatter } of all[name] ?? []) {
        const missing = ((frontmatter[field] as string[] | undefined) ?? []).filter((tag) => !known.has(tag));
        if (missing.length === 0) continue;
        const choices = known.size > 0 ? `one of ${[...known].sort().join(", ")}` : "none yet";
        problems.push(
          `Invalid content in ${file}:\n  - field "${field}" names ${missing.map(show).join(", ")}, which ${folderOf(spec.of)}/ has no file for; expected ${choices} (or add ${folderOf(spec.of)}/${missing[0]}.md)`,
        );
      }
    }
  }
  return problems;
}
