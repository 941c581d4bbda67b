/**
 * gatsby-plugin-sitemap's options: every page but those hidden from search engines (a page's or an article's
 * "Hide from search engines"), each article and list page with its last change.
 */

interface SitemapPage {
  path: string;
  pageContext?: { lastmod?: string | null } | null;
}

interface SitemapData {
  allSitePage: { nodes: SitemapPage[] };
  allPage: { nodes: { path: string }[] };
  publishedArticles: { path: string; noindex: boolean | null }[];
}

export const sitemapOptions = (excludes: string[]) => ({
  excludes,
  query: `
    query Sitemap {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allSitePage {
        nodes {
          path
          pageContext
        }
      }
      allPage(filter: { noindex: { eq: true } }) {
        nodes {
          path
        }
      }
      publishedArticles {
        path
        noindex
      }
    }
  `,
  resolvePages: ({ allSitePage, allPage, publishedArticles }: SitemapData) => {
    const hidden = new Set([
      ...allPage.nodes.map((page) => page.path),
      ...publishedArticles.filter((article) => article.noindex).map((article) => article.path),
    ]);
    return allSitePage.nodes.filter((page) => !hidden.has(page.path));
  },
  serialize: ({ path, pageContext }: SitemapPage) => ({
    url: path,
    ...(pageContext?.lastmod ? { lastmod: pageContext.lastmod } : {}),
  }),
});
