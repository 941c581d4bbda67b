import { render, screen } from "@testing-library/react";
import { SiteNavbar } from "../../src/components/layout/site-navbar";
import { mockCompanyInfo } from "../support/company";

beforeEach(mockCompanyInfo);

describe("SiteNavbar", () => {
  it("puts the links in a native disclosure, which the Menu toggle controls and opens without a script of ours", () => {
    const { container } = render(<SiteNavbar />);
    const disclosure = container.querySelector("details")!;
    const toggle = disclosure.querySelector("summary")!;
    expect(toggle).toHaveTextContent("Menu");
    expect(toggle).toHaveAttribute("aria-controls", "main-menu");
    expect(disclosure).toContainElement(document.getElementById("main-menu"));
    expect(document.getElementById("main-menu")).toContainElement(screen.getByRole("link", { name: "Projects" }));
  });

  it("links the brand home and the quote button to /contact", () => {
    render(<SiteNavbar />);
    expect(screen.getByRole("link", { name: "Test Company" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Request A Quote" })).toHaveAttribute("href", "/contact");
  });
});
