/**
 * The articles' feed (plugins/insights/feed.ts): RSS 2.0 that parses as XML, with absolute links, whatever the
 * articles' words.
 */
import { rssFeed } from "../../plugins/insights/feed";

const channel = {
  title: "Insights | Test & Co",
  description: "Notes <from> the team",
  siteUrl: "https://test.example",
  listPath: "/insights",
  feedPath: "/insights/rss.xml",
  language: "en-GB",
};
const item = (title: string, path: string) => ({
  title,
  path,
  summary: "A summary with ]]> and </description> in it",
  author: "Ada",
  datePublished: "2027-01-04T09:00:00.000Z",
  tagList: [{ name: "Cloud & Co" }],
});

it("is no feed before the first article", () => {
  expect(rssFeed(channel, [])).toBeNull();
});

it("parses as XML, every link absolute, and carries each article's words as text", () => {
  const xml = rssFeed(channel, [item("<script>alert(1)</script> & more", "/insights/a"), item("B", "/insights/b")])!;
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.querySelector("parsererror")).toBeNull();
  const items = [...doc.querySelectorAll("item")];
  expect(items.map((i) => i.querySelector("title")!.textContent)).toEqual(["<script>alert(1)</script> & more", "B"]);
  expect(items.map((i) => i.querySelector("link")!.textContent)).toEqual([
    "https://test.example/insights/a",
    "https://test.example/insights/b",
  ]);
  expect(items[0]!.querySelector("description")!.textContent).toBe("A summary with ]]> and </description> in it");
  expect(items[0]!.querySelector("pubDate")!.textContent).toBe("Mon, 04 Jan 2027 09:00:00 GMT");
  expect(doc.querySelector("channel > link")!.textContent).toBe("https://test.example/insights");
  expect(doc.getElementsByTagName("atom:link")[0]!.getAttribute("href")).toBe("https://test.example/insights/rss.xml");
});
