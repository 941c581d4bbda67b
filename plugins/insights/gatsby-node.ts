// The articles section (src/schema/insights.ts): the GraphQL fields that say which articles a build publishes
// (resolvers.ts), a page for each article, list page and tag, and the feed.
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { articlePath, FEED_COUNT, feedPath, INSIGHTS_PATH, listPath } from "../../src/schema/insights";
import { pagesOf, PAGE_SIZE, tagPath } from "../../src/schema/insights";
import { words } from "../../src/schema/words";
import { collections } from "../../src/schema/collections";
import { ROUTES } from "../../src/schema/routes";
import { deadLinkProblems } from "../../src/schema/site-links";
import { formatProblems } from "../../src/schema/validate";
import { rssFeed, type FeedItem } from "./feed";

export { createResolvers, createSchemaCustomization } from "./resolvers";

interface PagesData {
  publishedArticles: {
    id: string;
    path: string;
    tags: string[] | null;
    datePublished: string;
    dateModified: string | null;
    scheduledText: string | null;
  }[];
  allTag: { nodes: { slug: string }[] };
}

export const createPages: GatsbyNode["createPages"] = async ({
  graphql,
  actions,
  reporter,
  getNode,
  getNodesByType,
}) => {
  const { data, errors } = await graphql<PagesData>(`
    query InsightsPages {
      publishedArticles {
        id
        path
        tags
        datePublished
        dateModified
        scheduledText
      }
      allTag {
        nodes {
          slug
        }
      }
    }
  `);
  if (!data) {
    reporter.panicOnBuild(`The articles' pages could not be made: ${String(errors)}`);
    return;
  }
  const articles = data.publishedArticles;
  const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);
  // A page's last change, for the sitemap: its article's, or its newest article's.
  const lastChange = (list: typeof articles) =>
    list
      .map((article) => article.dateModified ?? article.datePublished)
      .sort()
      .at(-1);
  articles.forEach((article, at) => {
    // The article before it in time (older) and the one after it (newer).
    const { id, path: address } = article;
    const context = {
      id,
      older: articles[at + 1]?.id ?? "",
      newer: articles[at - 1]?.id ?? "",
      lastmod: lastChange([article]),
    };
    actions.createPage({ path: address, component: template("article"), context });
  });
  const lists = [
    { base: INSIGHTS_PATH, tag: null as string | null, items: articles },
    ...data.allTag.nodes.map(({ slug }) => ({
      base: tagPath(slug),
      tag: slug,
      items: articles.filter((article) => article.tags?.includes(slug)),
    })),
  ];
  const made = new Set<string>();
  for (const { base, tag, items } of lists) {
    const pages = pagesOf(items);
    pages.forEach((page, at) => {
      const [skip, limit, lastmod] = [at * PAGE_SIZE, PAGE_SIZE, lastChange(page)];
      const context = { tag, skip, limit, page: at + 1, pages: pages.length, base, lastmod };
      actions.createPage({ path: listPath(at + 1, base), component: template("insights"), context });
      made.add(listPath(at + 1, base));
    });
  }
  // The pages a text may link to: the routes, and what the live site publishes now (a preview's scheduled
  // articles are not there yet, and a link to one would break the live site).
  const { notFound, ...routes } = ROUTES;
  const pages = new Set([
    ...Object.values(routes),
    ...made,
    ...articles.filter((article) => !article.scheduledText).map((article) => article.path),
  ]);
  const problems = Object.values(collections)
    .filter((collection) => collection.body)
    .flatMap((collection) =>
      getNodesByType(collection.type).map((node) => {
        const own = collection.type === "Article" ? articlePath(String(node.slug)) : String(node.path ?? notFound);
        const body = String(getNode(node.parent!)?.rawMarkdownBody ?? "");
        const found = deadLinkProblems(body, own, pages);
        return found.length > 0 ? formatProblems(String(node.sourceFile), found) : "";
      }),
    )
    .filter(Boolean);
  if (problems.length > 0) reporter.panicOnBuild(problems.join("\n"));
};

interface FeedData {
  site: { siteMetadata: { siteUrl: string } };
  company: { name: string } | null;
  page: { title: string; description: string } | null;
  publishedArticles: FeedItem[];
}

// The feed, once there is an article to put in it.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const { data, errors } = await graphql<FeedData>(`
    query InsightsFeed {
      site {
        siteMetadata {
          siteUrl
        }
      }
      company {
        name
      }
      page(path: { eq: "/insights" }) {
        title
        description
      }
      publishedArticles(limit: ${FEED_COUNT}) {
        title
        path
        summary
        author
        datePublished
        tagList {
          name
        }
      }
    }
  `);
  if (!data) {
    reporter.panicOnBuild(`The articles' feed could not be made: ${String(errors)}`);
    return;
  }
  const channel = {
    title: `${data.page?.title ?? ""} | ${data.company?.name ?? ""}`,
    description: data.page?.description ?? "",
    siteUrl: data.site.siteMetadata.siteUrl,
    listPath: INSIGHTS_PATH,
    feedPath: feedPath(),
    language: words.locale,
  };
  const feed = rssFeed(channel, data.publishedArticles);
  if (!feed) return;
  const file = path.join(process.cwd(), "public", feedPath());
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, feed);
};
