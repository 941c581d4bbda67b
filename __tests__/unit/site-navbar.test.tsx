import { createHistory, createMemorySource, LocationProvider } from "@gatsbyjs/reach-router";
import { fireEvent, render, screen } from "@testing-library/react";
import { SiteNavbar } from "../../src/components/layout/site-navbar";
import { mockCompanyInfo } from "../support/company";

beforeEach(mockCompanyInfo);

function renderAt(pathname: string) {
  return render(
    <LocationProvider history={createHistory(createMemorySource(pathname))}>
      <SiteNavbar />
    </LocationProvider>,
  );
}

describe("SiteNavbar", () => {
  it("lists the five main links in order", () => {
    renderAt("/");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const labels = Array.from(nav.querySelectorAll(".nav-link")).map((a) => a.textContent);
    expect(labels).toEqual(["Home", "About Us", "Services", "Projects", "Contact Us"]);
  });

  it("marks only the current page's link active, with aria-current", () => {
    renderAt("/services");
    const current = screen.getByRole("link", { name: "Services" });
    expect(current).toHaveAttribute("aria-current", "page");
    expect(current).toHaveClass("active");
    const home = screen.getByRole("link", { name: "Home" });
    expect(home).not.toHaveAttribute("aria-current");
    expect(home).not.toHaveClass("active");
  });

  it("toggles the menu with the Menu button and closes it on Escape", () => {
    renderAt("/");
    const toggle = screen.getByRole("button", { name: "Menu" });
    const menu = document.getElementById("main-menu")!;
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", "main-menu");
    expect(menu).not.toHaveClass("show");
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(menu).toHaveClass("show");
    fireEvent.keyDown(screen.getByRole("link", { name: "Projects" }), { key: "Escape" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("links the brand home and the quote button to /contact", () => {
    renderAt("/about");
    expect(screen.getByRole("link", { name: "Test Company" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Request A Quote" })).toHaveAttribute("href", "/contact");
  });
});
