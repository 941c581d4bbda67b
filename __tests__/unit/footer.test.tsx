import { render, screen, within } from "@testing-library/react";
import { Footer } from "../../src/components/layout/footer";
import { company, mockCompanyInfo } from "../support/company";

beforeEach(mockCompanyInfo);

describe("Footer", () => {
  it("has the quick links, with Terms & Conditions to /terms", () => {
    render(<Footer />);
    const heading = screen.getByRole("heading", { name: "Quick Links" });
    const links = within(heading.nextElementSibling as HTMLElement).getAllByRole("link");
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["About Us", "/about"],
      ["Contact Us", "/contact"],
      ["Our Services", "/services"],
      ["Terms & Conditions", "/terms"],
    ]);
  });

  it("opens the social link in a new tab safely and says so", () => {
    render(<Footer />);
    const social = screen.getByRole("link", { name: "LinkedIn (opens in a new tab)" });
    expect(social).toHaveAttribute("href", company.socialUrl);
    expect(social).toHaveAttribute("target", "_blank");
    expect(social).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows the blurb, the contact details, the copyright link home and the credit", () => {
    render(<Footer />);
    expect(screen.getByText(company.address)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`);
    expect(screen.getByRole("link", { name: company.phone })).toHaveAttribute("href", "tel:+14155550134");
    const copyright = screen.getByText(/All Rights Reserved/);
    expect(within(copyright).getByRole("link", { name: company.name })).toHaveAttribute("href", "/");
    expect(screen.getByText(/Designed By/)).toHaveTextContent(`Designed By ${company.creditName}`);
    const credit = screen.getByRole("link", { name: `${company.creditName} (opens in a new tab)` });
    expect(credit).toHaveAttribute("href", company.creditUrl);
    expect(screen.getByText(company.blurb)).toBeInTheDocument();
  });
});
