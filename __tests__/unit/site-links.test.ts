/**
 * @jest-environment node
 *
 * Links from a text to pages the build does not make (src/schema/site-links.ts).
 */
import { deadLinkProblems } from "../../src/schema/site-links";

const pages = new Set(["/", "/about", "/insights", "/insights/edge-caching"]);
const dead = (markdown: string, own = "/insights/edge-caching") => deadLinkProblems(markdown, own, pages);

it("takes links to pages the build makes, however written, and leaves other sites' and fragments alone", () => {
  const links = ["/about", "/about/", "/about?x=1#team", "/insights/edge-caching#part", "../about", "edge-caching"];
  expect(dead(links.map((link) => `[a](${link})`).join(" "))).toEqual([]);
  expect(dead("[a](#part) [b](https://example.com/nowhere) <mailto:a@b.example> [c](tel:+441)")).toEqual([]);
});

it("names each address that leads to no page once, with the page it would be", () => {
  expect(dead("[a](/insigths) [b](/insigths) [c](/insights/coming-soon) [d](tags/x)")).toEqual([
    'the link to "/insigths" leads to no page of the site (/insigths); correct the address, or link to a page that is published',
    'the link to "/insights/coming-soon" leads to no page of the site (/insights/coming-soon); correct the address, or link to a page that is published',
    'the link to "tags/x" leads to no page of the site (/insights/tags/x); correct the address, or link to a page that is published',
  ]);
  expect(dead("[a](/%E0%A4%A)")).toHaveLength(1);
});
