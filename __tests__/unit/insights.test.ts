/**
 * @jest-environment node
 *
 * The articles section: its addresses and pages (src/schema/insights.ts, ui/pagination.tsx), and which articles a
 * build publishes, through the plugin's GraphQL fields and pages (plugins/insights), at two clocks.
 */
import type { Node } from "gatsby";
import { pageNumbers } from "../../src/components/ui/pagination";
import { addressSlug, minutesToRead, pagesOf, publication, reservedSlugProblem } from "../../src/schema/insights";

describe("addresses", () => {
  it("makes an address of a file's name, the same for names that differ in case, accents or punctuation", () => {
    expect(["Café_Days.md", "cafe-days.md", "  CAFÉ days!.md"].map(addressSlug)).toEqual(Array(3).fill("cafe-days"));
    expect(addressSlug("2027 plans.md")).toBe("2027-plans");
  });

  it("keeps an article off the list's pages and the tags' folder", () => {
    expect(reservedSlugProblem("2")).toMatch(/\/insights\/2, a page of the list/);
    expect(reservedSlugProblem("tags")).toMatch(/where the tags' pages are/);
    expect(reservedSlugProblem("")).toMatch(/no letter or digit/);
    expect(reservedSlugProblem("2027-plans")).toBeNull();
  });
});

describe("publication", () => {
  const at = (iso: string, slug: string) => ({ slug, moment: new Date(iso) });
  const articles = [
    at("2027-01-01T09:00:00Z", "b"),
    at("2027-03-01T09:00:00Z", "later"),
    at("2027-01-01T09:00:00Z", "a"),
  ];

  it("publishes what is due, newest first (a tie by name), and a preview everything, the rest marked scheduled", () => {
    const now = new Date("2027-02-01T00:00:00Z");
    expect(publication(articles, now, false).map((a) => [a.slug, a.scheduled])).toEqual([
      ["a", false],
      ["b", false],
    ]);
    expect(publication(articles, now, true).map((a) => [a.slug, a.scheduled])).toEqual([
      ["later", true],
      ["a", false],
      ["b", false],
    ]);
    // Due at its very moment.
    expect(publication(articles, new Date("2027-03-01T09:00:00Z"), false)).toHaveLength(3);
  });

  it("cuts a list into full pages and a last one, and makes no page of nothing", () => {
    expect(pagesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(pagesOf([], 2)).toEqual([]);
  });

  it("names the first, the last and two either side of the current page, with gaps", () => {
    expect(pageNumbers(1, 2)).toEqual([1, 2]);
    expect(pageNumbers(6, 112)).toEqual([1, null, 4, 5, 6, 7, 8, null, 112]);
    expect(pageNumbers(112, 112)).toEqual([1, null, 110, 111, 112]);
  });

  it("gives a text's reading time at 220 words a minute, at least one", () => {
    expect(minutesToRead("")).toBe(1);
    expect(minutesToRead("word ".repeat(1100))).toBe(5);
  });
});

describe("the plugin, at two clocks", () => {
  const article = (slug: string, date: string, tags: string[] = []) =>
    ({ id: slug, slug, date, tags, parent: `${slug}-md`, internal: { type: "Article" } }) as unknown as Node;
  const nodes: Record<string, Node[]> = {
    Article: [article("due", "2027-01-04 09:00", ["cloud"]), article("coming", "2027-06-01 09:30", ["cloud", "ai"])],
    Tag: [
      { id: "cloud", slug: "cloud" },
      { id: "ai", slug: "ai" },
    ] as unknown as Node[],
    Company: [{ timeZone: "Europe/London" }] as unknown as Node[],
    Page: [{ path: "/insights", title: "Insights" }] as unknown as Node[],
  };
  const nodeModel = {
    findAll: async ({ type }: { type: string }) => ({ entries: nodes[type] ?? [] }),
    findOne: async ({ type }: { type: string }) => nodes[type]?.[0] ?? null,
    getNodeById: () => ({ rawMarkdownBody: "" }),
  };

  /** What a build with the clock at `now` publishes: the home page's list, the link, and every page it makes. */
  async function build(now: string) {
    jest.resetModules();
    process.env.SITE_NOW = now;
    const plugin = await import("../../plugins/insights/gatsby-node");
    delete process.env.SITE_NOW;
    type Resolvers = Record<string, Record<string, { resolve: (...args: unknown[]) => Promise<unknown> }>>;
    let resolvers: Resolvers = {};
    plugin.createResolvers!({ createResolvers: (r: Resolvers) => (resolvers = r) } as never, {} as never, () => {});
    const field = (name: string, args = {}) => resolvers.Query![name]!.resolve({}, args, { nodeModel });
    const articles = (await field("publishedArticles")) as Node[];
    const pages: string[] = [];
    await plugin.createPages!(
      {
        graphql: async () => ({
          data: {
            publishedArticles: articles.map((a) => ({
              id: a.id,
              path: `/insights/${a.slug}`,
              tags: a.tags,
              datePublished: "",
            })),
            allTag: { nodes: nodes.Tag },
          },
        }),
        actions: { createPage: ({ path }: { path: string }) => pages.push(path) },
        getNodesByType: () => [],
      } as never,
      {} as never,
      () => {},
    );
    const link = await field("insightsLink");
    return {
      list: articles.map((a) => a.slug),
      ai: ((await field("publishedArticles", { tag: "ai" })) as Node[]).length,
      link,
      pages,
    };
  }

  it("publishes a scheduled article, its tag's page and nothing else new, only once its time has come", async () => {
    expect(await build("2027-06-01T08:29:00Z")).toEqual({
      list: ["due"],
      ai: 0,
      link: { label: "Insights", path: "/insights" },
      pages: ["/insights/due", "/insights", "/insights/tags/cloud"],
    });
    // 09:30 in London in June is 08:30 UTC.
    expect(await build("2027-06-01T08:30:00Z")).toEqual({
      list: ["coming", "due"],
      ai: 1,
      link: { label: "Insights", path: "/insights" },
      pages: ["/insights/coming", "/insights/due", "/insights", "/insights/tags/cloud", "/insights/tags/ai"],
    });
  });

  it("has no section at all before the first article is due", async () => {
    expect(await build("2027-01-04T08:59:00Z")).toEqual({ list: [], ai: 0, link: null, pages: [] });
  });
});
