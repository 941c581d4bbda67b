// Every piece of content is in a landmark, so that a screen reader's visitor who jumps by landmarks reaches it all:
// the banner holds the top bar (social link, phone, email, hours) and the main navigation, then main, then the
// footer (contentinfo); each navigation landmark has a name of its own.
import { company, expect, expectConsole, notFound, routes, test, width } from "./fixtures";
import { BREAKPOINTS } from "../../src/styles/breakpoints";
import { externalLinkName } from "./page-helpers";

for (const route of [...routes, notFound]) {
  test(`${route.path}: a banner with the top bar and the navigation, main, contentinfo, named navigations`, async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(route.path);
    // The unknown path answers 404, which the browser logs itself.
    expectConsole(consoleProblems, /404 \(Not Found\)/);

    const banner = page.getByRole("banner");
    await expect(banner).toHaveCount(1);
    await expect(banner.getByText("Follow us")).toBeVisible();
    const social = banner.getByRole("link", { name: externalLinkName(company.socialLabel), exact: true });
    await expect(social).toHaveAttribute("href", company.socialUrl);
    await expect(banner.getByText(company.hours)).toBeVisible();
    // Phone and email show from 992 px; they are in the banner at every width.
    const call = banner.getByRole("link", { name: `Call Us ${company.phone}`, includeHidden: true });
    await expect(call).toHaveCount(1);
    await expect(banner.getByRole("link", { name: `Email Us ${company.email}`, includeHidden: true })).toHaveCount(1);
    if (width(page) >= BREAKPOINTS.lg) await expect(call).toBeVisible();
    await expect(banner.getByRole("navigation", { name: "Main" })).toHaveCount(1);

    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    await expect(page.getByRole("contentinfo").getByRole("navigation", { name: "Quick Links" })).toHaveCount(1);

    // Each navigation landmark is named, and no two share a name.
    const names = await page.locator("nav").evaluateAll((navs) =>
      navs.map((nav) => {
        const by = nav.getAttribute("aria-labelledby");
        return (by ? document.getElementById(by)?.textContent : nav.getAttribute("aria-label"))?.trim() ?? "";
      }),
    );
    expect(names.filter((name) => name === "")).toEqual([]);
    expect(new Set(names).size, `navigation names: ${names.join(", ")}`).toBe(names.length);

    // Every text the page shows is inside one of them.
    const outside = await page.evaluate(() => {
      const landmarks = "header:not(main *), main, footer:not(main *), nav, aside";
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || parent.closest("script, style, noscript, template")) continue;
        if (!parent.checkVisibility({ visibilityProperty: true })) continue;
        const box = parent.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue; // visually hidden until focused: the skip link
        if (!parent.closest(landmarks)) texts.push(node.textContent.trim());
      }
      return texts;
    });
    expect(outside, "text outside every landmark").toEqual([]);
  });
}
