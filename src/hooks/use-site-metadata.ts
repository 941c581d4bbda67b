import { graphql, useStaticQuery } from "gatsby";

export function useSiteMetadata() {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const metadata = data.site?.siteMetadata;
  return { siteUrl: metadata?.siteUrl ?? "" };
}
