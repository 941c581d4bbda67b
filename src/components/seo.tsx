import { graphql } from "gatsby";
import { useCompanyInfo } from "../hooks/use-company-info";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { ROUTES } from "../schema/routes";

interface SeoProps {
  page: Queries.PageSeoFragment | null;
  /** False for the 404 page: it answers unknown paths, so it has no address of its own. Hosts serve it with
   * status 404, which keeps it out of search results without a noindex tag. */
  canonical?: boolean;
}

/**
 * What a page of its own puts in <head>: title, description, canonical URL, Open Graph and JSON-LD. What every
 * page has alike (the icons, the theme colour) is gatsby-ssr.tsx's.
 */
export function Seo({ page, canonical = true }: SeoProps) {
  const company = useCompanyInfo();
  const { siteUrl } = useSiteMetadata();
  if (!page) throw new Error("A page has no entry in content/pages/");
  const home = page.path === ROUTES.home;
  const title = home ? `${company.name} | ${page.title}` : `${page.title} | ${company.name}`;
  const url = `${siteUrl}${home ? "" : page.path}`;
  const share = company.shareImage.childImageSharp?.resize;
  const organization = {
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
  const jsonLd = JSON.stringify(organization).replace(/</g, "\\u003c");
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={page.description} />
      {canonical && <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={company.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={page.description} />
      <meta property="og:url" content={url} />
      {share?.src && (
        <>
          <meta property="og:image" content={`${siteUrl}${share.src}`} />
          <meta property="og:image:width" content={String(share.width)} />
          <meta property="og:image:height" content={String(share.height)} />
        </>
      )}
      <meta name="twitter:card" content="summary_large_image" />
      <script type="application/ld+json">{jsonLd}</script>
    </>
  );
}

/** @public Gatsby reads a fragment only from an exported graphql tag. */
export const query = graphql`
  fragment PageSeo on Page {
    path
    title
    description
  }
`;
