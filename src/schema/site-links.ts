/**
 * Links from a text to pages of the site that a build does not make: a mistyped address, a page that was never
 * there, an article not yet published. Judged on the published HTML, as a browser follows its links.
 */
import { ANY_SITE, publishedAddresses } from "./links";
import { renderMarkdown } from "./markdown";

/** An address on the site as the site names its pages: no query or fragment, no trailing slash, decoded. */
function pagePath(url: URL) {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, "") : url.pathname;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The problems of a Markdown text at `ownPath` (where relative links start from) whose links lead to a path on
 * the site that is none of `pages`. Only links (<a href>): a picture in the text is the build's own file.
 */
export function deadLinkProblems(body: string, ownPath: string, pages: ReadonlySet<string>): string[] {
  const base = new URL(ownPath, ANY_SITE);
  const problems = new Set<string>();
  for (const { element, attribute, value } of publishedAddresses(renderMarkdown(body))) {
    if (element !== "a" || attribute !== "href" || !URL.canParse(value, base)) continue;
    const url = new URL(value, base);
    if (url.origin !== base.origin || value.startsWith("#")) continue;
    if (!pages.has(pagePath(url))) {
      problems.add(
        `the link to ${JSON.stringify(value)} leads to no page of the site (${pagePath(url)}); correct the address, or link to a page that is published`,
      );
    }
  }
  return [...problems];
}
