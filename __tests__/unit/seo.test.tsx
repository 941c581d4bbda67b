import { render } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { Seo } from "../../src/components/seo";
import { company } from "../support/company";

const page = {
  path: "/terms",
  title: "Terms",
  description: "The terms of the site.",
  seoTitle: null,
  noindex: null,
  shareImage: null,
};

describe("Seo", () => {
  it("writes JSON-LD that no company fact can break out of", () => {
    // Gatsby's Head API decodes entities and writes a script's text raw: a "</script>" here would end the
    // JSON-LD and start a script of the editor's, which the build would then hash as one of the page's own.
    const address = "1 Test Street</script><script>steal()</script>";
    (useStaticQuery as jest.Mock).mockReturnValue({
      company: { ...company, address },
      site: { siteMetadata: { siteUrl: "https://test.example" } },
    });
    const { container } = render(<Seo page={page} />);
    const json = container.querySelector('script[type="application/ld+json"]')!.textContent!;
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toMatchObject({ "@type": "Organization", address });
  });
});

describe("an article's head", () => {
  const article = {
    title: "Edge </script> Caching",
    seoTitle: "Edge caching, explained",
    noindex: true,
    author: "Ada",
    datePublished: "2027-01-04T09:30:00.000Z",
    dateModified: null,
    // As gatsby-plugin-sharp gives it for width 1200 at 1.905: the height unrounded.
    coverShare: {
      childImageSharp: {
        gatsbyImageData: {
          layout: "constrained" as const,
          width: 1200,
          height: 1200 / 1.905,
          images: { fallback: { src: "/static/cover.jpg" }, sources: [] },
        },
      },
    },
  };

  it("has its own title for search engines, its cover to share, noindex, and BlogPosting with dates, author and picture", () => {
    (useStaticQuery as jest.Mock).mockReturnValue({
      company,
      site: { siteMetadata: { siteUrl: "https://test.example" } },
      insightsLink: { label: "Insights", path: "/insights" },
    });
    const { container } = render(
      <Seo page={page} title={article.title} description="Summary" path="/insights/edge" article={article} />,
    );
    const meta = (name: string) => document.head.querySelector(`meta[${name}]`)?.getAttribute("content");
    expect(document.title).toBe("Edge caching, explained | Test Company");
    expect(meta('name="robots"')).toBe("noindex");
    expect(meta('property="og:type"')).toBe("article");
    expect(meta('property="og:image"')).toBe("https://test.example/static/cover.jpg");
    expect([meta('property="og:image:width"'), meta('property="og:image:height"')]).toEqual(["1200", "630"]);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      "https://test.example/insights/edge",
    );
    expect(document.head.querySelector('link[rel="alternate"]')?.getAttribute("href")).toBe("/insights/rss.xml");
    const json = container.querySelector('script[type="application/ld+json"]')!.textContent!;
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toMatchObject({
      "@type": "BlogPosting",
      headline: article.title,
      datePublished: article.datePublished,
      dateModified: article.datePublished,
      author: { "@type": "Person", name: "Ada" },
      image: "https://test.example/static/cover.jpg",
      mainEntityOfPage: "https://test.example/insights/edge",
    });
  });
});
