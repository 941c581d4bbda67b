import { render, screen, within } from "@testing-library/react";
import { PageHeader } from "../../src/components/layout/page-header";

test("PageHeader shows the title as the h1, after a breadcrumb of linked and unlinked steps, marked current", () => {
  render(<PageHeader title="Contact" trail={[{ label: "Home", to: "/" }, { label: "Pages" }]} />);
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Contact");
  const crumbs = within(screen.getByRole("navigation", { name: "breadcrumb" })).getAllByRole("listitem");
  expect(
    crumbs.map((c) => [c.textContent, c.querySelector("a")?.getAttribute("href"), c.getAttribute("aria-current")]),
  ).toEqual([
    ["Home", "/", null],
    ["Pages", undefined, null],
    ["Contact", undefined, "page"],
  ]);
});
