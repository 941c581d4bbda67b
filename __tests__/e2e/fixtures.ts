// Every browser test fails on a console error or warning, hydration errors included.
import { test as base, expect, type Page } from "@playwright/test";

export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning")
          problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, "console errors and warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const width = (page: Page) => page.viewportSize()?.width ?? 0;

/** The site's routes, with the page title (h1) and the sections of <main> in order. */
export const routes = [
  {
    path: "/",
    h1: "Brightcode Solutions: Software Development & IT Services",
    sections: ["hero", "counters", "about", "services", "why", "projects"],
  },
  { path: "/about", h1: "About Us", sections: ["page-header", "counters", "about", "services", "why"] },
  { path: "/services", h1: "Services", sections: ["page-header", "services"] },
  { path: "/projects", h1: "Projects", sections: ["page-header", "projects"] },
  { path: "/contact", h1: "Contact", sections: ["page-header"] },
  { path: "/software", h1: "Our Works", sections: ["works"] },
  { path: "/terms", h1: "Terms & Conditions", sections: ["page-header"] },
];

export const company = {
  name: "Brightcode Solutions",
  phone: "+1 415 555 0134",
  email: "hello@brightcode.example",
  socialUrl: "https://www.linkedin.com/company/brightcode-solutions",
};
