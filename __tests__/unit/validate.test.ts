/**
 * @jest-environment node
 *
 * Content validation (src/schema/validate.ts): each file's fields and text, and each collection whole. The
 * patterns' samples that the content manager's forms share are cms-config.test.ts's, the Markdown texts
 * markdown.test.ts's; that the real content passes is the builds' (npm run test:content, build:e2e).
 */
import { BODY_MAX, collections, INTEGER_MAX, TEXT_MAX } from "../../src/schema/collections";
import { INSIGHTS_PATH } from "../../src/schema/insights";
import { pictureNames } from "../../src/schema/markdown";
import { ROUTES } from "../../src/schema/routes";
import { checkSync } from "recheck";
import {
  patterns,
  referenceProblems,
  sharedOrders,
  validateCollection,
  validateEntry,
  type Entry,
  type Picture,
} from "../../src/schema/validate";

const projects = collections.projects!;
/** `length` characters of short paragraphs: a text at a limit of length, within every limit of shape. */
const prose = (length: number) =>
  `${"A sentence of a few plain words. ".repeat(9)}\n\n`.repeat(length).slice(0, length);
const counters = collections.counters!;
const validProject = { order: 1, title: "FLEET TRACKING", description: "Routes", image: "./ai.jpg", alt: "Artwork" };
/** A phone's photo, as the build reads it. */
const photo: Picture = { width: 4032, height: 3024, format: "jpeg" };
const project = (
  fields: Record<string, unknown>,
  pictureOf = (file: string) => (file === "./ai.jpg" ? photo : undefined),
) => validateEntry(projects, { ...validProject, ...fields }, "", pictureOf);
const counter = (fields: Record<string, unknown>) =>
  validateEntry(counters, { order: 1, label: "Team Members", target: 50, ...fields }, "", () => photo);

describe("validateEntry", () => {
  it("accepts a complete project, without the empty title gatsby-transformer-remark adds to every file", () => {
    expect(project({})).toEqual([]);
    expect(counter({ title: "" })).toEqual([]);
  });

  it("names a missing required field, a mistyped one, and what it expects", () => {
    expect(project({ title: undefined, titel: "Typo" })).toEqual([
      'field "title" is missing; expected a non-empty text',
      'field "titel" is not known; expected only order, title, description, image, focus, alt',
    ]);
  });

  it("refuses a value of the wrong kind, such as `order: first`, a fraction, or a number where a text belongs", () => {
    expect(project({ order: "first", focus: 0.5 })).toEqual([
      'field "order" is "first"; expected a whole number, e.g. 3',
      `field "focus" is 0.5; expected the picture's focal point as two numbers from 0 to 1, across then down, e.g. 0.35,0.6`,
    ]);
    expect(counter({ order: 1.5, target: "50" })).toEqual([
      'field "order" is 1.5; expected a whole number, e.g. 3',
      'field "target" is "50"; expected a whole number, e.g. 3',
    ]);
  });

  it("refuses a text longer than its field takes, saying how long it is and the limit", () => {
    const max = projects.fields.title!.max!;
    expect(project({ title: "A".repeat(max + 1) })).toEqual([
      `field "title" is ${max + 1} characters long; expected at most ${max}`,
    ]);
    expect(project({ title: "W".repeat(max) })).toEqual([]);
    // A field without a limit of its own takes TEXT_MAX characters.
    expect(project({ alt: "a".repeat(TEXT_MAX + 1) })).toEqual([
      `field "alt" is ${TEXT_MAX + 1} characters long; expected at most ${TEXT_MAX}`,
    ]);
  });

  it("reads no value longer than its limit with a pattern, and quotes a wrong value cut short", () => {
    // A pattern's worst case on a value of 1.2 MB took half an hour; the length is judged first.
    const test = jest.spyOn(RegExp.prototype, "test");
    const long = `a@${".".repeat(1_200_000)} `;
    const problems = project({ title: long, alt: long, image: long, focus: long });
    const longest = Math.max(...test.mock.calls.map(([value]) => String(value).length));
    test.mockRestore();
    expect(problems).toEqual(
      ["title", "image", "focus", "alt"].map((field) => {
        const max = projects.fields[field]!.max ?? TEXT_MAX;
        return `field "${field}" is ${long.length} characters long; expected at most ${max}`;
      }),
    );
    expect(longest).toBeLessThanOrEqual(TEXT_MAX);
    expect(project({ focus: "9".repeat(TEXT_MAX) })[0]).toBe(
      `field "focus" is "${"9".repeat(79)}…"; expected ${"the picture's focal point as two numbers from 0 to 1, across then down, e.g. 0.35,0.6"}`,
    );
  });

  it("runs every field's pattern in time linear in the value's length, as a ReDoS checker proves", () => {
    for (const [kind, pattern] of Object.entries(patterns)) {
      const result = checkSync(pattern, kind === "image" ? "i" : "");
      // "automaton": proved from the pattern itself, not fuzzed; "safe": at most linear.
      const complexity = "complexity" in result ? result.complexity.type : result.status;
      expect({ kind, checker: result.checker, complexity }).toEqual({
        kind,
        checker: "automaton",
        complexity: expect.stringMatching(/^(?:safe|linear)$/),
      });
    }
  });

  it("refuses a number below 0 or above its field's highest", () => {
    expect(counter({ target: -1 })).toEqual([
      `field "target" is -1; expected a whole number from 0 to ${INTEGER_MAX}, e.g. 3`,
    ]);
    expect(counter({ target: INTEGER_MAX + 1 })).toEqual([
      `field "target" is ${INTEGER_MAX + 1}; expected a whole number from 0 to ${INTEGER_MAX}, e.g. 3`,
    ]);
    expect(counter({ order: 1000 })).toEqual(['field "order" is 1000; expected a whole number from 0 to 999, e.g. 3']);
    expect(counter({ target: 0, order: 0 })).toEqual([]);
  });

  it("refuses a picture that is missing, not a picture, smaller than shown, in a format the build does not read, or too large", () => {
    const [width, height] = projects.fields.image!.picture!.min;
    const withPicture = (p: Picture) => project({}, () => p);
    expect(project({ image: "./missing.jpg" })[0]).toMatch(
      /^field "image" names "\.\/missing\.jpg", which does not exist; expected the file name of an image/,
    );
    expect(project({ image: "./notes.txt" })[0]).toMatch(/^field "image" is "\.\/notes\.txt"; expected the file name/);
    expect(withPicture({ width, height, format: "png" })).toEqual([]);
    expect(withPicture({ width: width - 1, height, format: "jpeg" })).toEqual([
      `field "image" names "./ai.jpg", ${width - 1} × ${height} px; expected at least ${width} × ${height} px, the size the site shows it at`,
    ]);
    expect(withPicture({ ...photo, format: "heic" })).toEqual([
      'field "image" names "./ai.jpg", which holds a HEIC picture; expected a JPEG, PNG, WebP or AVIF picture (export or save it as one of those)',
    ]);
    expect(withPicture({ width: 10000, height: 8000, format: "jpeg" })).toEqual([
      'field "image" names "./ai.jpg", 10000 × 8000 px, too large to process; expected at most 50 million pixels (the content manager makes an upload fit by itself)',
    ]);
  });

  it("requires the about text and refuses text where none is used", () => {
    const about = {
      label: "About",
      title: "T",
      portrait: "./p.jpg",
      portraitAlt: "P",
      founderName: "N",
      founderRole: "C",
    };
    expect(validateEntry(collections.about!, about, "  \n", () => photo)).toEqual([
      "the text below the front matter is missing; expected a paragraph or more of Markdown",
    ]);
    expect(validateEntry(projects, validProject, "Stray text", () => photo)[0]).toMatch(
      /^the text below the front matter is not used/,
    );
  });

  it("takes a text of at most BODY_MAX characters, and refuses a longer one at once, saying how long", () => {
    const terms = (body: string) =>
      validateEntry(collections.pages!, { path: "/terms", title: "T", description: "D" }, body, () => photo);
    expect(terms(prose(BODY_MAX))).toEqual([]);
    // The gate's worst case (its time grows with the square of the length), over the limit.
    const paste = "[a](".repeat(BODY_MAX);
    expect(terms(paste)).toEqual([
      `the text below the front matter is ${paste.length} characters long; expected at most ${BODY_MAX} (shorten it, or split it over pages)`,
    ]);
  });

  it("accepts only https in a URL field, and in the form endpoint only a host and an exact path", () => {
    const company = {
      ...Object.fromEntries(Object.keys(collections.company!.fields).map((field) => [field, "x"])),
      email: "hello@brightcode.example",
      logo: "./l.png",
      shareImage: "./s.jpg",
      socialUrl: "https://www.linkedin.com/company/brightcode-solutions",
      creditUrl: "https://pixelcraft.example",
      formEndpoint: "https://formspree.io/f/abcdwxyz",
      timeZone: "Europe/London",
    };
    const problems = (fields: object) =>
      validateEntry(collections.company!, { ...company, ...fields }, "", () => photo);
    expect(problems({})).toEqual([]);
    // Not https, or addresses a browser cannot read, or reads as somewhere other than they seem.
    const unreadable = ["https://[pixelcraft.example", "https://pixelcraft.example:99999", "https://10.0.0.1"];
    const misleading = ["https://brightcode.example@evil.example", "https://pixelcraft.example\\@evil.example"];
    for (const creditUrl of ["http://pixelcraft.example", "JAVASCRIPT:alert(1)", ...unreadable, ...misleading]) {
      expect(problems({ creditUrl })).toEqual([
        `field "creditUrl" is "${creditUrl}"; expected a web address starting with https://`,
      ]);
    }
    // https://formspree.io and a path that is not one exact form, or that would break out of the policy; then the rest.
    const paths = ["", "/", "/f/", "/f/abcd?next=x", "/f/abcd#x", "/f/ab;cd", "/f/ab,cd", "/f/ab'cd", "/f/../x"];
    const endpoints = [
      ...[...paths, "/f/abcd https://evil.example", "/f/abcd; script-src *"].map((p) => `https://formspree.io${p}`),
      ...["http://formspree.io/f/abcdwxyz", "http://127.0.0.1:9201/f/quote", "https://*.formspree.io/f/x"],
      ...["https://user@formspree.io/f/x", "javascript:alert(1)"],
    ];
    for (const formEndpoint of endpoints) {
      expect(problems({ formEndpoint })).toEqual([
        `field "formEndpoint" is ${JSON.stringify(formEndpoint)}; expected the https:// address of this site's form at the form service, e.g. https://formspree.io/f/abcdwxyz (a host, then a path of letters, digits, - . _ ~ and /, without ?, # or a / at the end)`,
      ]);
    }
  });
});

describe("validateCollection", () => {
  const entry = (file: string, order: number): Entry => ({ file, frontmatter: { ...validProject, order } });

  it("accepts two items with the same order, which show in file-name order, and says so", () => {
    const entries = [entry("content/projects/b.md", 3), entry("content/projects/a.md", 3), entry("c.md", 4)];
    expect(validateCollection("projects", entries)).toEqual([]);
    expect(sharedOrders("projects", entries)).toEqual([
      "content/projects/: content/projects/a.md, content/projects/b.md share order 3; they show in file-name order",
    ]);
    expect(sharedOrders("projects", [entry("a.md", 1), entry("b.md", 2)])).toEqual([]);
  });

  it("rejects two pages with the same path, naming both files", () => {
    const page = (file: string, path: string): Entry => ({ file, frontmatter: { path } });
    expect(validateCollection("pages", [page("a.md", "/about"), page("b.md", "/about")])).toContain(
      'Invalid content in b.md:\n  - field "path" is "/about", the same as in a.md; expected every file in content/pages/ to have its own path',
    );
  });

  it("takes from one item to the most a collection's layout is built for, and says which folder is wrong", () => {
    const { min, max } = projects.items!;
    const many = (n: number) => Array.from({ length: n }, (_, i) => entry(`p${i}.md`, i));
    expect(validateCollection("projects", many(min))).toEqual([]);
    expect(validateCollection("projects", many(max))).toEqual([]);
    expect(validateCollection("projects", [])).toEqual([
      `content/projects/ has 0 Markdown files; expected from ${min} to ${max} projects`,
    ]);
    expect(validateCollection("projects", many(max + 1), "elsewhere/projects")).toEqual([
      `elsewhere/projects/ has ${max + 1} Markdown files; expected from ${min} to ${max} projects`,
    ]);
  });

  it("requires the files the content manager edits by name: one company.md, a section at its key", () => {
    const section = (file: string, key: string): Entry => ({ file, frontmatter: { key, title: "T" } });
    const valid = collections.sections!.expected!.map((key) => section(`content/sections/${key}.md`, key));
    expect(validateCollection("sections", valid)).toEqual([]);
    const renamed = [...valid.slice(1), section("content/sections/our-works.md", valid[0]!.frontmatter.key as string)];
    expect(validateCollection("sections", renamed)).toEqual([
      `Invalid content in content/sections/our-works.md:\n  - the file's name is our-works.md; expected content/sections/${valid[0]!.frontmatter.key}.md, the file the content manager edits`,
    ]);
    expect(validateCollection("company", [{ file: "content/company/facts.md", frontmatter: {} }])).toEqual([
      "Invalid content in content/company/facts.md:\n  - the file's name is facts.md; expected content/company/company.md, the file the content manager edits",
    ]);
    expect(validateCollection("company", [])).toEqual(["content/company/ has 0 Markdown files; expected exactly one"]);
  });

  it("requires a page for every route, and the articles' list (its name and heading)", () => {
    const problems = validateCollection("pages", [{ file: "content/pages/home.md", frontmatter: { path: "/" } }]);
    expect(problems).toEqual(
      [...Object.values(ROUTES), INSIGHTS_PATH]
        .filter((route) => route !== "/")
        .map((route) => `content/pages/ has no file with path "${route}"; the site needs one`),
    );
  });
});

describe("articles and tags", () => {
  const articles = collections.articles!;
  const valid = {
    title: "Edge Caching",
    summary: "What we learned.",
    date: "2027-01-04 09:30",
    author: "Ada",
    cover: "./c.jpg",
    coverAlt: "A harbour",
  };
  const cover: Picture = { width: 1200, height: 630, format: "jpeg" };
  const article = (fields: Record<string, unknown>, body = "Text.") =>
    validateEntry(articles, { ...valid, ...fields }, body, () => cover);
  const entry = (file: string, frontmatter: Record<string, unknown> = {}): Entry => ({ file, frontmatter });

  it("takes a date and a time as written in the company's time zone, and refuses what is no date", () => {
    expect(article({ date: "2027-01-04", updated: "2027-02-01 17:05", tags: ["cloud"], noindex: true })).toEqual([]);
    expect(article({ date: "2027-02-30 09:00", updated: "4 Jan", noindex: "yes" })).toEqual([
      `field "date" is "2027-02-30 09:00"; expected a date and a time in the company's time zone, e.g. 2027-01-04 09:30`,
      `field "updated" is "4 Jan"; expected a date and a time in the company's time zone, e.g. 2027-01-04 09:30`,
      'field "noindex" is "yes"; expected true or false',
    ]);
  });

  it("counts an article's tags before it reads them, and refuses a tag twice or one that is no file's name", () => {
    const max = articles.fields.tags!.max!;
    expect(article({ tags: Array.from({ length: max + 1 }, (_, i) => `t${i}`) })).toEqual([
      `field "tags" is a list of ${max + 1}; expected at most ${max}`,
    ]);
    expect(article({ tags: ["cloud", "cloud"] })[0]).toMatch(
      /^field "tags" is \[cloud, cloud\]; expected a list of tags/,
    );
    expect(article({ tags: ["Cloud Ops"] })[0]).toMatch(/^field "tags" is \[Cloud Ops\]; expected a list of tags/);
  });

  it("takes an article's text up to its own limit", () => {
    const max = articles.bodyMax!;
    expect(article({}, prose(max))).toEqual([]);
    expect(article({}, "a".repeat(max + 1))[0]).toMatch(`is ${max + 1} characters long; expected at most ${max}`);
  });

  it("takes a picture in an article's text only as a described file beside it, and none in other texts", () => {
    const files: Record<string, Picture> = {
      "./c.jpg": cover,
      "plan.png": cover,
      "anim.jpg": { ...cover, format: "gif" },
    };
    // What the build reads before it judges the text (gatsby-node.ts): the names found without parsing it.
    const text = (body: string) => {
      const read = new Set(pictureNames(body));
      const pictureOf = (file: string) => (read.has(file) || file === "./c.jpg" ? files[file] : undefined);
      return validateEntry(articles, valid, body, pictureOf).map((p) => p.replace(/;.*/, ""));
    };
    files["my_plan.png"] = cover;
    expect(text('Intro.\n\n![The plan, drawn](plan.png "Its title") and ![Mine](./my\\_plan.png)')).toEqual([]);
    expect(
      text(
        [
          "![](plan.png)",
          "![ ](plan.png)",
          "![A map](../secrets/plan.png)",
          "![A map](https://example.com/plan.png)",
          "![A map](/plan.png)",
          "![A map][plan]\n\n[plan]: plan.png",
          "![A map](missing.png)",
          "![A map](anim.jpg)",
        ].join("\n\n"),
      ),
    ).toEqual([
      "line 1: ![](plan.png) has no description (alt text) for those who cannot see it",
      "line 3: ![ ](plan.png) has no description (alt text) for those who cannot see it",
      "line 5: ![A map](../secrets/plan.png) is not a picture's file name",
      "line 7: ![A map](https://example.com/plan.png) is not a picture's file name",
      "line 9: ![A map](/plan.png) is not a picture's file name",
      "line 11: ![A map] is a picture written as a reference",
      'line 15: ![A map](missing.png) names "missing.png", which does not exist',
      'line 17: ![A map](anim.jpg) names "anim.jpg", which holds a GIF picture',
    ]);
    expect(
      validateEntry(
        collections.pages!,
        { path: "/terms", title: "T", description: "D" },
        "![A map](plan.png)",
        (f) => files[f],
      ),
    ).toEqual([
      "line 1: ![A map](plan.png) is a picture, which this text does not take; pictures go in the image fields: remove it",
    ]);
  });

  it("refuses two files that make one address, and an article's name that makes a list's page or the tags' folder", () => {
    expect(validateCollection("tags", [entry("content/tags/Cloud.md"), entry("content/tags/cloud.md")])).toEqual([
      "Invalid content in content/tags/Cloud.md:\n  - the file's name makes the address …/cloud, the same as content/tags/cloud.md's; rename one of the two files",
    ]);
    const problems = validateCollection("articles", [
      entry("content/articles/2.md"),
      entry("content/articles/tags.md"),
    ]);
    expect(problems).toEqual([
      "Invalid content in content/articles/2.md:\n  - the file's name would be at /insights/2, a page of the list of articles; rename the file",
      "Invalid content in content/articles/tags.md:\n  - the file's name would be at /insights/tags, where the tags' pages are; rename the file",
    ]);
  });

  it("refuses a tag that no file of content/tags/ is, naming the article and what there is", () => {
    const all = {
      tags: [entry("content/tags/cloud.md"), entry("content/tags/Data_Platforms.md")],
      articles: [
        entry("content/articles/a.md", { tags: ["cloud", "clod"] }),
        entry("content/articles/b.md", { tags: ["data-platforms"] }),
      ],
    };
    expect(referenceProblems(all)).toEqual([
      'Invalid content in content/articles/a.md:\n  - field "tags" names "clod", which content/tags/ has no file for; expected one of cloud, data-platforms (or add content/tags/clod.md)',
    ]);
  });
});
