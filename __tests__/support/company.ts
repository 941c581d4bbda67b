// Company facts as useStaticQuery returns them, for components that read the company info.
import { useStaticQuery } from "gatsby";

export const company = {
  name: "Test Company",
  blurb: "We build technology solutions that help businesses thrive.",
  phone: "+1 415 555 0134",
  email: "hello@test.example",
  address: "1 Test Street",
  hours: "Mon - Fri, 9:00 - 7:00",
  socialLabel: "LinkedIn",
  socialUrl: "https://www.linkedin.com/company/test",
  formEndpoint: "https://formspree.io/f/test",
  creditName: "Agency",
  creditUrl: "https://agency.example",
  logo: { childImageSharp: { gatsbyImageData: { images: { fallback: { src: "/logo.png" } } } } },
  shareImage: { childImageSharp: { resize: { src: "/share.jpg", width: 1200, height: 630 } } },
};

export function mockCompanyInfo() {
  (useStaticQuery as jest.Mock).mockReturnValue({
    company,
    site: { siteMetadata: { siteUrl: "https://test.example", themeColor: "#123456" } },
  });
}
