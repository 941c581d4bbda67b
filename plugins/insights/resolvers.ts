// The GraphQL fields through which every page, list, tag, the feed and the sitemap read the articles a build
// publishes (src/schema/insights.ts: publication), with an article's dates in the company's time zone.
import type { GatsbyNode, Node } from "gatsby";
import { buildTimeFrom, isPreviewBuild } from "../../src/schema/build";
import { dateInWords, dateTimeInWords, momentOf } from "../../src/schema/dates";
import { articlePath, INSIGHTS_PATH, minutesToRead, publication, tagPath } from "../../src/schema/insights";
import { words } from "../../src/schema/words";

// Read once: every page of one build publishes as of the same moment.
const now = buildTimeFrom(process.env);
const preview = isPreviewBuild(process.env);

interface ArticleNode extends Node {
  slug: string;
  date: string;
  updated?: string | null;
  tags?: string[] | null;
}
interface NodeModel {
  findOne: (query: { type: string; query: object }) => Promise<Record<string, unknown> | null>;
  findAll: (query: { type: string }) => Promise<{ entries: Iterable<Node> }>;
  getNodeById: (query: { id: string }) => Node | null;
}
type Context = { nodeModel: NodeModel };

/** The company's time zone, in which articles' dates are written and shown. */
async function zoneOf({ nodeModel }: Context) {
  const company = await nodeModel.findOne({ type: "Company", query: {} });
  return String(company?.timeZone ?? "UTC");
}

/**
 * The moment a written date names in a zone, worked out once per build for each date: every list and tag page
 * asks for every article's.
 */
const moments = new Map<string, Date | null>();
function momentIn(written: string, zone: string) {
  const key = `${zone} ${written}`;
  if (!moments.has(key)) moments.set(key, momentOf(written, zone));
  return moments.get(key)!;
}

/** The articles this build publishes, newest first, each with its moment (insights.ts, publication). */
async function published(context: Context, tag?: string | null) {
  const zone = await zoneOf(context);
  const { entries } = await context.nodeModel.findAll({ type: "Article" });
  const dated = [...entries].map((node) => {
    const article = node as ArticleNode;
    return { node: article, slug: article.slug, moment: momentIn(article.date, zone)! };
  });
  return publication(dated, now, preview).filter((article) => !tag || article.node.tags?.includes(tag));
}

/** A field of Article from its date in the company's time zone, or null where the article has no such date. */
const dated =
  (field: "date" | "updated", as: (moment: Date, zone: string) => string | null) =>
  async (article: ArticleNode, _args: unknown, context: Context) => {
    const zone = await zoneOf(context);
    const moment = article[field] ? momentIn(article[field], zone) : null;
    return moment && as(moment, zone);
  };

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`type InsightsLink { label: String! path: String! }`);
};

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Query: {
      publishedArticles: {
        type: "[Article!]!",
        args: { skip: "Int", limit: "Int", tag: "String" },
        resolve: async (_: unknown, args: { skip?: number; limit?: number; tag?: string }, context: Context) => {
          const list = await published(context, args.tag);
          const skip = args.skip ?? 0;
          return list.slice(skip, args.limit ? skip + args.limit : undefined).map((article) => article.node);
        },
      },
      // The section's link (the footer's, the home page's), with its name from content: none until an article is
      // published.
      insightsLink: {
        type: "InsightsLink",
        resolve: async (_: unknown, _args: unknown, context: Context) => {
          if ((await published(context)).length === 0) return null;
          const page = await context.nodeModel.findOne({
            type: "Page",
            query: { filter: { path: { eq: INSIGHTS_PATH } } },
          });
          return { label: String(page?.title ?? ""), path: INSIGHTS_PATH };
        },
      },
    },
    Article: {
      path: { type: "String!", resolve: (article: ArticleNode) => articlePath(article.slug) },
      datePublished: { type: "String!", resolve: dated("date", (moment) => moment.toISOString()) },
      dateText: { type: "String!", resolve: dated("date", (moment, zone) => dateInWords(moment, zone, words.locale)) },
      dateModified: { type: "String", resolve: dated("updated", (moment) => moment.toISOString()) },
      updatedText: {
        type: "String",
        resolve: dated("updated", (moment, zone) => dateInWords(moment, zone, words.locale)),
      },
      // Set only where the article is shown before its time, on a preview.
      scheduledText: {
        type: "String",
        resolve: dated("date", (moment, zone) =>
          moment.getTime() > now.getTime() ? dateTimeInWords(moment, zone, words.locale) : null,
        ),
      },
      readingMinutes: {
        type: "Int!",
        resolve: (article: ArticleNode, _args: unknown, { nodeModel }: Context) =>
          minutesToRead(String(nodeModel.getNodeById({ id: article.parent! })?.rawMarkdownBody ?? "")),
      },
      tagList: {
        type: "[Tag!]!",
        resolve: async (article: ArticleNode, _args: unknown, { nodeModel }: Context) => {
          const { entries } = await nodeModel.findAll({ type: "Tag" });
          const bySlug = new Map([...entries].map((tag) => [tag.slug as string, tag]));
          return (article.tags ?? []).map((slug) => bySlug.get(slug)).filter(Boolean);
        },
      },
    },
    Tag: { path: { type: "String!", resolve: (tag: { slug: string }) => tagPath(tag.slug) } },
  });
};
