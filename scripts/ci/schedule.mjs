// Which articles' time has come since the production branch's last build, for the CI workflow's scheduled runs
// (scripts/ci/lane.mjs). Each article's date (content/articles/*.md) is read in the company's time zone
// (content/company/*.md) by the content model's own dates.ts, which Node runs with its types stripped. The lane job
// installs nothing, so the two fields are read from the front matter here, in the one-line forms whose text YAML
// gives the build unchanged; any other form is an error, never a guess.
import fs from "node:fs";
import path from "node:path";
import { isTimeZone, momentOf } from "../../src/schema/dates.ts";

/** The articles' folder and the company's (collections.ts: `articles`, `company`), under the repository. */
export const ARTICLES = "content/articles";
export const COMPANY = "content/company";

/** A front matter block at the start of a file: its lines. */
const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;
/** A one-line scalar: double-quoted without escapes, single-quoted without quotes, or plain; a comment may follow. */
const SCALARS = [/^"([^"\\]*)"[ \t]*(?:#.*)?$/, /^'([^']*)'[ \t]*(?:#.*)?$/, /^([A-Za-z0-9].*?)(?:[ \t]+#.*)?$/];

/**
 * The value of the top-level field `key` in a Markdown file's front matter, as its text; undefined when there is no
 * such field, null when its value takes another form (a block scalar, a list, an anchor, an escape).
 */
export function frontMatterValue(text, key) {
  const lines = FRONT_MATTER.exec(text)?.[1]?.split(/\r?\n/) ?? [];
  const line = lines.find((candidate) => candidate.startsWith(`${key}:`));
  if (line === undefined) return undefined;
  const raw = line.slice(key.length + 1).trim();
  for (const scalar of SCALARS) {
    const match = scalar.exec(raw);
    if (match) return match[1];
  }
  return null;
}

function field(cwd, file, key) {
  const value = frontMatterValue(fs.readFileSync(path.join(cwd, file), "utf8"), key);
  if (value === undefined) throw new Error(`${file} has no ${key}`);
  if (value === null) throw new Error(`${file}: its ${key} is in a form this check does not read`);
  return value;
}

const markdownIn = (cwd, folder) =>
  fs.existsSync(path.join(cwd, folder))
    ? fs
        .readdirSync(path.join(cwd, folder))
        .filter((name) => name.endsWith(".md"))
        .sort()
        .map((name) => `${folder}/${name}`)
    : [];

/**
 * Each article under `cwd`, with the moment its date names in the company's time zone. Throws on what it cannot
 * read, naming the file.
 */
export function articleMoments(cwd = process.cwd()) {
  const articles = markdownIn(cwd, ARTICLES);
  if (articles.length === 0) return [];
  const companies = markdownIn(cwd, COMPANY);
  if (companies.length !== 1) throw new Error(`${COMPANY} holds ${companies.length} Markdown files, not one`);
  const company = companies[0];
  const zone = field(cwd, company, "timeZone");
  if (!isTimeZone(zone)) throw new Error(`${company}: timeZone ${zone} is no time zone`);
  return articles.map((file) => {
    const moment = momentOf(field(cwd, file, "date"), zone);
    if (!moment) throw new Error(`${file}: its date is no date`);
    return { file, moment };
  });
}

/**
 * The articles whose moment is after `since` and at or before `now`: a production build made now publishes them,
 * and the last one, whose clock was at or after `since` (null: there was none), may not have.
 */
export const dueArticles = (articles, since, now) =>
  articles.filter(({ moment }) => (!since || moment > since) && moment <= now);
