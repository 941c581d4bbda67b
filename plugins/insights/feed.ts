/** The articles' feed: RSS 2.0, with absolute addresses, as readers and aggregators fetch it. */

export interface FeedItem {
  title: string;
  path: string;
  summary: string;
  author: string;
  datePublished: string;
  tagList: readonly { name: string }[];
}

export interface FeedChannel {
  title: string;
  description: string;
  /** The site's address, without a trailing slash. */
  siteUrl: string;
  /** The list's address and the feed's own, on the site. */
  listPath: string;
  feedPath: string;
  language: string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** The feed of `items` (newest first), or null when there is none: no feed is published before an article. */
export function rssFeed(channel: FeedChannel, items: readonly FeedItem[]): string | null {
  if (items.length === 0) return null;
  const url = (path: string) => `${channel.siteUrl}${path}`;
  const entries = items.map((item) =>
    [
      "<item>",
      element("title", item.title),
      element("link", url(item.path)),
      `<guid isPermaLink="true">${escapeXml(url(item.path))}</guid>`,
      element("description", item.summary),
      element("dc:creator", item.author),
      element("pubDate", new Date(item.datePublished).toUTCString()),
      ...item.tagList.map((tag) => element("category", tag.name)),
      "</item>",
    ].join(""),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    element("title", channel.title),
    element("link", url(channel.listPath)),
    element("description", channel.description),
    element("language", channel.language),
    `<atom:link href="${escapeXml(url(channel.feedPath))}" rel="self" type="application/rss+xml"/>`,
    element("lastBuildDate", new Date(items[0]!.datePublished).toUTCString()),
    ...entries,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
