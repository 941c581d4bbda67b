/**
 * The content a build was made from, read as the site reads it, so that a test derives what it expects from the
 * content folder rather than from today's texts and counts: the browser suite's own (__tests__/content/, the
 * test build's) or the editors' (content/, when the suite's content checks run against the production build).
 * Lists come in the site's order: by `order`, then by file name, compared as JavaScript compares strings
 * (Gatsby's sort).
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { buildTimeFrom, isPreviewBuild } from "../../src/schema/build";
import { momentOf } from "../../src/schema/dates";
import { addressSlug, articlePath, INSIGHTS_PATH, publication, tagPath } from "../../src/schema/insights";
import { words } from "../../src/schema/words";

const root = path.resolve(__dirname, "../..");

interface Item {
  /** The file's name without .md: the item's slug. */
  slug: string;
  /** The Markdown below the front matter. */
  body: string;
}
/** Fields that are texts, by name. */
type Texts<K extends string> = Record<K, string>;
export interface Ordered extends Item {
  order: number;
}
/** A picture's file, its text alternative, and its focal point ("x,y") when the editor set one. */
type Pictured = Texts<"image" | "alt"> & { focus?: string };
export type Company = Item &
  Texts<"name" | "blurb" | "phone" | "email" | "address" | "hours" | "socialLabel" | "socialUrl" | "formEndpoint"> &
  Texts<"creditName" | "creditUrl">;
export type Page = Item & Texts<"path" | "title" | "description">;
export type Section = Item & Texts<"key" | "title"> & { label?: string };
export type About = Item & Texts<"label" | "title" | "founderName" | "founderRole">;
export type HeroSlide = Ordered & Pictured & Texts<"line1" | "line2">;
export type Counter = Ordered & Texts<"label"> & { target: number };
export type Service = Ordered & Texts<"title" | "text">;
export type Project = Ordered & Pictured & Texts<"title" | "description">;
export type Work = Ordered & Pictured & Texts<"title" | "text">;
export type Tag = Item & Texts<"name"> & { path: string };
/** An article as the build publishes it: its address, its moment, whether it is scheduled (a preview shows it). */
export type Article = Item &
  Texts<"title" | "summary" | "date" | "author" | "cover" | "coverAlt"> & {
    tags?: string[];
    path: string;
    moment: Date;
    scheduled: boolean;
  };

export interface SiteContent {
  /** The folder, relative to the project (content or __tests__/content) or absolute (a copy's). */
  dir: string;
  company: Company;
  about: About;
  pages: Page[];
  sections: Section[];
  hero: HeroSlide[];
  counters: Counter[];
  services: Service[];
  why: Service[];
  projects: Project[];
  works: Work[];
  tags: Tag[];
  /** The articles the build publishes, newest first, as of its clock (SITE_NOW, or now). */
  articles: Article[];
}

function readFolder<T extends Item>(dir: string, name: string): T[] {
  const folder = path.resolve(root, dir, name);
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => {
      const { data, content } = matter(fs.readFileSync(path.join(folder, file), "utf8"));
      return { ...data, slug: file.slice(0, -3), body: content.trim() } as T;
    });
}

const bySiteOrder = (a: Ordered, b: Ordered) => a.order - b.order || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
const ordered = <T extends Ordered>(dir: string, name: string) => readFolder<T>(dir, name).sort(bySiteOrder);
const single = <T extends Item>(dir: string, name: string) => readFolder<T>(dir, name)[0]!;

/** A folder the content may not have yet (no article, no tag), as an empty one. */
const optional = <T extends Item>(dir: string, name: string) =>
  fs.existsSync(path.resolve(root, dir, name)) ? readFolder<T>(dir, name) : [];

/**
 * The content in `dir` (relative to the project, or absolute), the articles as a build with `env` (its clock and
 * kind, src/schema/build.ts) publishes them.
 */
export function readSiteContent(dir: string, env: NodeJS.ProcessEnv = process.env): SiteContent {
  const company = single<Company>(dir, "company");
  const zone = (company as unknown as { timeZone: string }).timeZone;
  const articles = optional<Article>(dir, "articles").map((article) => {
    const slug = addressSlug(article.slug);
    // YAML reads a date alone as a date: the build reads it as that day.
    const date = String(
      (article.date as unknown) instanceof Date ? (article.date as unknown as Date).toJSON() : article.date,
    );
    return { ...article, slug, path: articlePath(slug), moment: momentOf(date, zone)! };
  });
  return {
    dir,
    company,
    about: single<About>(dir, "about"),
    pages: readFolder<Page>(dir, "pages"),
    sections: readFolder<Section>(dir, "sections"),
    hero: ordered<HeroSlide>(dir, "hero"),
    counters: ordered<Counter>(dir, "counters"),
    services: ordered<Service>(dir, "services"),
    why: ordered<Service>(dir, "why"),
    projects: ordered<Project>(dir, "projects"),
    works: ordered<Work>(dir, "works"),
    tags: optional<Tag>(dir, "tags").map((tag) => ({
      ...tag,
      slug: addressSlug(tag.slug),
      path: tagPath(addressSlug(tag.slug)),
    })),
    articles: publication(articles, buildTimeFrom(env), isPreviewBuild(env)),
  };
}

/** The page of a route (by its `path` field). */
export function pageOf(content: SiteContent, route: string): Page {
  const page = content.pages.find((p) => p.path === route);
  if (!page) throw new Error(`${content.dir}/pages/ has no page with path ${route}`);
  return page;
}

/** A section heading (by its `key`). */
export function sectionOf(content: SiteContent, key: string): Section {
  const section = content.sections.find((s) => s.key === key);
  if (!section) throw new Error(`${content.dir}/sections/ has no section with key ${key}`);
  return section;
}

/**
 * A route's one h1: the company's name and the home page's title on `/`; the works section's heading on
 * `/software`, which has no page header; the page's title elsewhere.
 */
export function h1Of(content: SiteContent, route: string): string {
  if (route === "/") return `${content.company.name}: ${pageOf(content, route).title}`;
  if (route === "/software") return sectionOf(content, "works").title;
  return pageOf(content, route).title;
}

/**
 * What a route says of itself in its head: its page's title (or the one set for search engines) and description;
 * an article's own (its summary for a description), a tag's heading and the articles' list's description.
 */
function headOf(content: SiteContent, route: string): { title: string; description: string } {
  const article = content.articles.find((a) => a.path === route);
  const seoTitle = (item: object) => (item as { seoTitle?: string }).seoTitle;
  if (article) return { title: seoTitle(article) || article.title, description: article.summary };
  const tag = content.tags.find((t) => t.path === route);
  const list = pageOf(content, INSIGHTS_PATH);
  if (tag) return { title: words.tagged(tag.name), description: list.description };
  const page = pageOf(content, route);
  return { title: seoTitle(page) || page.title, description: page.description };
}

/** A route's document title: the company first on the home page, the page first elsewhere. */
export function documentTitleOf(content: SiteContent, route: string): string {
  const { title } = headOf(content, route);
  return route === "/" ? `${content.company.name} | ${title}` : `${title} | ${content.company.name}`;
}

/** A route's description, for search results and shared links. */
export const descriptionOf = (content: SiteContent, route: string) => headOf(content, route).description;

/** A phone number as the site links it: tel: with its digits and a leading +. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

/** A number as the project carousel's dots show it: 01, 02, … */
export const twoDigits = (n: number) => String(n).padStart(2, "0");

/** The `## ` headings of a Markdown text, in order. */
export const markdownHeadings = (markdown: string) =>
  [...markdown.matchAll(/^##\s+(.+?)\s*$/gm)].map((match) => match[1]!);
