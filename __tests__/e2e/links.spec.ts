// Every link on every built page leads somewhere: a page of the site that answers 200 at that very address
// (no redirect), with the element a #fragment names; or, off the site, an https:, mailto: or tel: address.
// Content links (Markdown in the terms, the 404 page, section intros) are editors' too, so this is a content check.
import fs from "node:fs";
import { expect, test } from "./fixtures";
import { publicDir } from "./site";

/** The built pages a visitor reaches: every .html file but the content manager's. */
const pages = fs.readdirSync(publicDir).filter((file) => file.endsWith(".html") && !file.startsWith("admin"));

test(
  "every link on every page leads to a page that answers, or off the site to https, mailto or tel",
  {
    tag: "@content",
  },
  async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    // Each link as an absolute address, read from the page it is on, and the first page it is on.
    const links = new Map<string, string>();
    for (const file of pages) {
      const route = file === "index.html" ? "/" : `/${file.replace(/\.html$/, "")}`;
      const hrefs = await page.evaluate(
        (html) =>
          [...new DOMParser().parseFromString(html, "text/html").querySelectorAll("a[href]")].map((a) =>
            a.getAttribute("href")!,
          ),
        fs.readFileSync(`${publicDir}/${file}`, "utf8"),
      );
      for (const href of hrefs) {
        const address = new URL(href, `${origin}${route}`).href;
        if (!links.has(address)) links.set(address, file);
      }
    }
    expect(links.size, "the pages have links").toBeGreaterThan(10);
    const problems: string[] = [];
    for (const [href, file] of links) {
      const url = new URL(href);
      if (url.origin !== origin) {
        if (!["https:", "mailto:", "tel:"].includes(url.protocol))
          problems.push(`${href} (in ${file}): not https, mailto or tel`);
        continue;
      }
      const response = await page.request.get(url.pathname, { maxRedirects: 0 });
      if (response.status() !== 200) {
        problems.push(`${href} (in ${file}): ${url.pathname} answers ${response.status()}`);
        continue;
      }
      if (url.hash) {
        const id = decodeURIComponent(url.hash.slice(1));
        const found = await page.evaluate(
          ([html, target]) => Boolean(new DOMParser().parseFromString(html, "text/html").getElementById(target)),
          [await response.text(), id] as const,
        );
        if (!found) problems.push(`${href} (in ${file}): ${url.pathname} has no element #${id}`);
      }
    }
    expect(problems).toEqual([]);
  },
);
