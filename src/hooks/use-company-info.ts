import { graphql, useStaticQuery } from "gatsby";

/** The company's facts from content/company/company.md (the form endpoint as the build chose it). */
export function useCompanyInfo() {
  const data = useStaticQuery<Queries.CompanyInfoQuery>(graphql`
    query CompanyInfo {
      company {
        name
        blurb
        phone
        email
        address
        hours
        socialLabel
        socialUrl
        formEndpoint
        creditName
        creditUrl
        logo {
          childImageSharp {
            gatsbyImageData(width: 40, height: 40, layout: FIXED, placeholder: NONE)
          }
        }
        shareImage {
          childImageSharp {
            resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG) {
              src
              width
              height
            }
          }
        }
      }
    }
  `);
  if (!data.company) throw new Error("content/company/company.md is missing");
  return {
    ...data.company,
    /** The phone number as a tel: link (digits and a leading +). */
    phoneHref: `tel:${data.company.phone.replace(/[^+\d]/g, "")}`,
    /** The social profile's icon: LinkedIn's logo for a LinkedIn address, a link for any other network. */
    socialIcon: (/(^|\.)linkedin\.com$/.test(new URL(data.company.socialUrl).hostname) ? "linkedin" : "link") as
      "linkedin" | "link",
  };
}
