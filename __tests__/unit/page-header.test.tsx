import { render, screen, within } from "@testing-library/react";
import { PageHeader } from "../../src/components/layout/page-header";

describe("PageHeader", () => {
  it("shows the title as the h1 and a Home › title breadcrumb by default", () => {
    render(<PageHeader title="About Us" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("About Us");
    const crumbs = within(screen.getByRole("navigation", { name: "breadcrumb" })).getAllByRole("listitem");
    expect(crumbs.map((c) => c.textContent)).toEqual(["Home", "About Us"]);
    expect(within(crumbs[0]!).getByRole("link")).toHaveAttribute("href", "/");
    expect(crumbs[1]).toHaveAttribute("aria-current", "page");
  });

  it("takes a longer trail with unlinked steps (Home, Pages, Contact)", () => {
    render(<PageHeader title="Contact" trail={[{ label: "Home", to: "/" }, { label: "Pages" }]} />);
    const crumbs = within(screen.getByRole("navigation", { name: "breadcrumb" })).getAllByRole("listitem");
    expect(crumbs.map((c) => c.textContent)).toEqual(["Home", "Pages", "Contact"]);
    expect(within(crumbs[1]!).queryByRole("link")).toBeNull();
  });
});
