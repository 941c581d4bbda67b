/**
 * The articles section ("Insights"): its addresses, which articles a build publishes, in which order, and how the
 * lists are cut into pages. Pure functions of the articles' facts, the build's clock and kind (build.ts), so that
 * the pages, the lists, the tags, the feed and the sitemap all publish the same articles.
 */

/**
 * The section's address. Every other address of the section is made below from it, so that a language prefix
 * (/de/insights) can be put in front later without moving anything.
 */
export const INSIGHTS_PATH = "/insights";
/** Articles on one page of a list: three rows of three cards on a desktop. */
export const PAGE_SIZE = 9;
/** The articles the feed carries. */
export const FEED_COUNT = 20;
/** The most tags an article has: what its header and its card hold in one or two lines. */
export const TAGS_MAX = 5;

/** A list's page: the first at the list's own address, the others at /2, /3… */
export const listPath = (page: number, list = INSIGHTS_PATH) => (page === 1 ? list : `${list}/${page}`);
export const articlePath = (slug: string, section = INSIGHTS_PATH) => `${section}/${slug}`;
export const tagPath = (slug: string, section = INSIGHTS_PATH) => `${section}/tags/${slug}`;
export const feedPath = (section = INSIGHTS_PATH) => `${section}/rss.xml`;

/**
 * An address's last segment made from a file's name: lower case, accents dropped, every run of other characters a
 * hyphen (Café_Days.md and cafe-days.md share one). The file's name, not its title, so that it stays when the title
 * changes; the content manager names a new file after its title.
 */
export const addressSlug = (fileName: string) =>
  fileName
    .replace(/\.md$/, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Why an article's slug cannot be its address, or null: a list's page (/insights/2) or the tags' folder. */
export function reservedSlugProblem(slug: string): string | null {
  if (slug === "") return "has no letter or digit to make an address of";
  if (/^\d+$/.test(slug)) return `would be at ${articlePath(slug)}, a page of the list of articles`;
  if (slug === "tags") return `would be at ${articlePath(slug)}, where the tags' pages are`;
  return null;
}

export interface Dated {
  slug: string;
  /** The moment the article is published (its date, in the company's time zone). */
  moment: Date;
}

/**
 * The articles a build publishes, newest first (two at the same moment by slug), each marked `scheduled` when its
 * moment is after the build's clock: a production build leaves those out; a preview shows them, marked.
 */
export function publication<T extends Dated>(articles: T[], now: Date, preview: boolean) {
  return articles
    .map((article) => ({ ...article, scheduled: article.moment.getTime() > now.getTime() }))
    .filter((article) => preview || !article.scheduled)
    .sort((a, b) => b.moment.getTime() - a.moment.getTime() || a.slug.localeCompare(b.slug));
}

/** A list cut into pages of `size`: none for an empty list, so that no empty page is built. */
export function pagesOf<T>(items: T[], size = PAGE_SIZE): T[][] {
  const pages: T[][] = [];
  for (let at = 0; at < items.length; at += size) pages.push(items.slice(at, at + size));
  return pages;
}

/** Minutes to read a Markdown text at 220 words a minute, at least one. */
export const minutesToRead = (markdown: string) =>
  Math.max(1, Math.round((markdown.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0) / 220));

/**
 * An article's measure, its header's and its text's box (px): about 70 characters a line. The text inside it is
 * Bootstrap's container gutters (0.75rem a side) narrower: the widest a picture in the text is shown.
 */
export const ARTICLE_MEASURE = 704;
export const TEXT_WIDTH = ARTICLE_MEASURE - 24;
