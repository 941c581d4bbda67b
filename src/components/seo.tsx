import { graphql } from "gatsby";
import { getSrc } from "gatsby-plugin-image";
import { useCompanyInfo } from "../hooks/use-company-info";
import { useInsightsLink } from "../hooks/use-insights-link";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { feedPath } from "../schema/insights";
import { ROUTES } from "../schema/routes";
import { words } from "../schema/words";

/** A share picture as the build resizes it (ShareImage). */
type Share = Queries.ShareImageFragment | null | undefined;

interface SeoProps {
  /** The page's entry in content/pages/ (an article's list: /insights's). */
  page: Queries.PageSeoFragment | null;
  /** A page the entry does not name itself: a list's later page or a tag's (its heading), an article. */
  title?: string;
  description?: string;
  path?: string;
  /** An article: its share picture, its dates and author for search engines (JSON-LD BlogPosting). */
  article?: Queries.ArticleSeoFragment;
  /** False for the 404 page: it answers unknown paths, so it has no address of its own. Hosts serve it with
   * status 404, which keeps it out of search results without a noindex tag. */
  canonical?: boolean;
}

const shareOf = (share: Share) => share?.childImageSharp?.resize;

/** An article's cover as its page shows it (ArticleCover): its fallback JPEG is the 1200 × 630 share picture. */
function coverShareOf(cover: Queries.ArticleCoverFragment | undefined) {
  const image = cover?.childImageSharp?.gatsbyImageData;
  const src = image && getSrc(image);
  return src ? { src, width: Math.round(image.width), height: Math.round(image.height) } : undefined;
}

/**
 * What a page of its own puts in <head>: title, description, canonical URL, Open Graph and JSON-LD, with the SEO
 * fields editors may set (a title for search engines, a share picture, hidden from search engines), and the
 * articles' feed once there is one. What every page has alike (the icons, the theme colour) is gatsby-ssr.tsx's.
 */
export function Seo({ page, title, description, path, article, canonical = true }: SeoProps) {
  const company = useCompanyInfo();
  const { siteUrl } = useSiteMetadata();
  const insights = useInsightsLink();
  if (!page) throw new Error("A page has no entry in content/pages/");
  const own = article ?? (title === undefined ? page : undefined);
  const name = own?.seoTitle || title || page.title;
  const address = path ?? page.path;
  const home = address === ROUTES.home;
  const fullTitle = home ? `${company.name} | ${name}` : `${name} | ${company.name}`;
  const text = description ?? page.description;
  const url = `${siteUrl}${home ? "" : address}`;
  const share = coverShareOf(article?.coverShare) ?? shareOf(page.shareImage) ?? shareOf(company.shareImage);
  const image = share?.src ? `${siteUrl}${share.src}` : undefined;
  const schema = article
    ? {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: article.title,
        description: text,
        datePublished: article.datePublished,
        dateModified: article.dateModified ?? article.datePublished,
        author: { "@type": "Person", name: article.author },
        publisher: { "@type": "Organization", name: company.name, url: siteUrl },
        mainEntityOfPage: url,
        ...(image ? { image } : {}),
      }
    : {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: company.name,
        url: siteUrl,
        email: company.email,
        telephone: company.phone,
        address: company.address,
        sameAs: [company.socialUrl],
      };
  // Gatsby's Head API decodes entities and writes a script's text raw, so a "</script>" in any company fact
  // would end the JSON-LD and start a script; "\u003c" is the same "<" to JSON and none to HTML.
  const jsonLd = JSON.stringify(schema).replace(/</g, "\\u003c");
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {own?.noindex && <meta name="robots" content="noindex" />}
      {canonical && <link rel="canonical" href={url} />}
      {insights && (
        <link rel="alternate" type="application/rss+xml" title={words.feed(company.name)} href={feedPath()} />
      )}
      <meta property="og:type" content={article ? "article" : "website"} />
      <meta property="og:site_name" content={company.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      {image && (
        <>
          <meta property="og:image" content={image} />
          <meta property="og:image:width" content={String(share!.width)} />
          <meta property="og:image:height" content={String(share!.height)} />
        </>
      )}
      {article && <meta property="article:published_time" content={article.datePublished} />}
      <meta name="twitter:card" content="summary_large_image" />
      <script type="application/ld+json">{jsonLd}</script>
    </>
  );
}

/** @public Gatsby reads a fragment only from an exported graphql tag. */
export const query = graphql`
  fragment ShareImage on File {
    childImageSharp {
      resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG) {
        src
        width
        height
      }
    }
  }
  fragment PageSeo on Page {
    path
    title
    description
    seoTitle
    noindex
    shareImage {
      ...ShareImage
    }
  }
  fragment ArticleSeo on Article {
    title
    seoTitle
    noindex
    author
    datePublished
    dateModified
    coverShare {
      ...ArticleCover
    }
  }
`;
