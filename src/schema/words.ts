/**
 * The words the site's own code writes around the content (the content's own words are the editors'): one place,
 * so that a second language adds a dictionary of the same shape and changes no component.
 */
export const words = {
  /** The language of dates and numbers (Intl): 4 January 2027. */
  locale: "en-GB",
  readMore: "Read more",
  /** The accessible name of the numbered pages' navigation. */
  pages: "Pages of articles",
  newer: "Newer articles",
  older: "Older articles",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  /** A tag's page: its heading. */
  tagged: (tag: string) => `Articles tagged “${tag}”`,
  tags: "Tags",
  by: (author: string) => `By ${author}`,
  published: "Published",
  updated: (date: string) => `Updated ${date}`,
  minutesToRead: (minutes: number) => `${minutes} min read`,
  scheduled: (when: string) => `Scheduled for ${when}: shown on previews only until then`,
  previousArticle: "Previous article",
  nextArticle: "Next article",
  /** The link between neighbours: the other articles' navigation. */
  moreArticles: "More articles",
  allArticles: "All articles",
  feed: (site: string) => `${site}: the latest articles`,
};
