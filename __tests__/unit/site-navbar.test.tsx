/**
 * @jest-environment-options {"url": "http://localhost/services"}
 */
import { fireEvent, render, screen } from "@testing-library/react";
import { SiteNavbar } from "../../src/components/layout/site-navbar";
import { mockCompanyInfo } from "../support/company";

beforeEach(mockCompanyInfo);

// Gatsby's router reads the browser's address once, when it loads: every test here is on /services.
const renderNavbar = () => render(<SiteNavbar />);

describe("SiteNavbar", () => {
  it("lists the five main links in order", () => {
    renderNavbar();
    const nav = screen.getByRole("navigation", { name: "Main" });
    const labels = Array.from(nav.querySelectorAll(".nav-link")).map((a) => a.textContent);
    expect(labels).toEqual(["Home", "About Us", "Services", "Projects", "Contact Us"]);
  });

  it("marks only the current page's link active, with aria-current", () => {
    renderNavbar();
    const current = screen.getByRole("link", { name: "Services" });
    expect(current).toHaveAttribute("aria-current", "page");
    expect(current).toHaveClass("active");
    const home = screen.getByRole("link", { name: "Home" });
    expect(home).not.toHaveAttribute("aria-current");
    expect(home).not.toHaveClass("active");
  });

  it("puts the menu in a native disclosure, which the Menu toggle opens, and closes it on Escape", () => {
    const { container } = renderNavbar();
    const disclosure = container.querySelector("details")!;
    const toggle = disclosure.querySelector("summary")!;
    expect(toggle).toHaveTextContent("Menu");
    expect(toggle).toHaveAttribute("aria-controls", "main-menu");
    expect(disclosure).toContainElement(document.getElementById("main-menu"));
    expect(disclosure.open).toBe(false);
    // The browser opens it (jsdom does too): no script of ours is involved.
    fireEvent.click(toggle);
    expect(disclosure.open).toBe(true);
    fireEvent.keyDown(screen.getByRole("link", { name: "Projects" }), { key: "Escape" });
    expect(disclosure.open).toBe(false);
    expect(toggle).toHaveFocus();
  });

  it("links the brand home and the quote button to /contact", () => {
    renderNavbar();
    expect(screen.getByRole("link", { name: "Test Company" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Request A Quote" })).toHaveAttribute("href", "/contact");
  });
});
