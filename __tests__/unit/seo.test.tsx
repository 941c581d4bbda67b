import { render } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { Seo } from "../../src/components/seo";
import { company } from "../support/company";

const page = { path: "/terms", title: "Terms", description: "The terms of the site." };

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
