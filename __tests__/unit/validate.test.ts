import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { BODY_MAX, collections, INTEGER_MAX, TEXT_MAX } from "../../src/schema/collections";
import { readPicture } from "../../lib/picture";
import {
  formatProblems,
  sharedOrders,
  validateCollection,
  validateEntry,
  type Entry,
  type Picture,
} from "../../src/schema/validate";
import { FIXTURE_CONTENT } from "../e2e/hosts.mjs";

const projects = collections.projects!;
const validProject = {
  order: 1,
  title: "AI SUPPORT PRODUCTS",
  description: "Empowering Support Teams with Enterprise Knowledge",
  image: "./ai.jpg",
  alt: "Artwork",
};
/** A phone's photo, as the build reads it. */
const photo = { width: 4032, height: 3024, format: "jpeg" };
const imageExists = (file: string) => (file === "./ai.jpg" ? photo : undefined);

describe("validateEntry", () => {
  it("accepts a complete project", () => {
    expect(validateEntry(projects, validProject, "", imageExists)).toEqual([]);
  });

  it("names a missing required field and what it expects", () => {
    const withoutTitle: Record<string, unknown> = { ...validProject };
    delete withoutTitle.title;
    expect(validateEntry(projects, withoutTitle, "", imageExists)).toEqual([
      'field "title" is missing; expected a non-empty text',
    ]);
  });

  it("rejects a wrong type such as `order: first`", () => {
    expect(validateEntry(projects, { ...validProject, order: "first" }, "", imageExists)).toEqual([
      'field "order" is "first"; expected a whole number, e.g. 3',
    ]);
  });

  it("rejects a fractional order and a text where a number belongs", () => {
    const problems = validateEntry(
      collections.counters!,
      { order: 1.5, label: "Team Members", target: "50" },
      "",
      () => photo,
    );
    expect(problems).toEqual([
      'field "order" is 1.5; expected a whole number, e.g. 3',
      'field "target" is "50"; expected a whole number, e.g. 3',
    ]);
  });

  it("refuses a text longer than its field takes, saying how long it is and the limit", () => {
    const title = "A".repeat(projects.fields.title!.max! + 1);
    expect(validateEntry(projects, { ...validProject, title }, "", imageExists)).toEqual([
      `field "title" is ${title.length} characters long; expected at most ${projects.fields.title!.max}`,
    ]);
    // At the limit it is accepted, whatever the characters.
    const atLimit = "W".repeat(projects.fields.title!.max!);
    expect(validateEntry(projects, { ...validProject, title: atLimit }, "", imageExists)).toEqual([]);
    // A field without a limit of its own takes TEXT_MAX characters.
    const alt = "a".repeat(TEXT_MAX + 1);
    expect(validateEntry(projects, { ...validProject, alt }, "", imageExists)).toEqual([
      `field "alt" is ${TEXT_MAX + 1} characters long; expected at most ${TEXT_MAX}`,
    ]);
  });

  it("refuses a number below 0 or above its field's highest", () => {
    const counters = collections.counters!;
    const counter = { order: 1, label: "Team Members", target: 50 };
    expect(validateEntry(counters, { ...counter, target: -1 }, "", () => photo)).toEqual([
      `field "target" is -1; expected a whole number from 0 to ${INTEGER_MAX}, e.g. 3`,
    ]);
    expect(validateEntry(counters, { ...counter, target: INTEGER_MAX + 1 }, "", () => photo)).toEqual([
      `field "target" is ${INTEGER_MAX + 1}; expected a whole number from 0 to ${INTEGER_MAX}, e.g. 3`,
    ]);
    expect(validateEntry(counters, { ...counter, order: 1000 }, "", () => photo)).toEqual([
      'field "order" is 1000; expected a whole number from 0 to 999, e.g. 3',
    ]);
    expect(validateEntry(counters, { ...counter, target: 0, order: 0 }, "", () => photo)).toEqual([]);
  });

  it("refuses a picture smaller than its field shows it, or in a format the build does not read, or too large", () => {
    const [width, height] = projects.fields.image!.picture!.min;
    const picture = (p: { width: number; height: number; format: string }) => () => p;
    expect(validateEntry(projects, validProject, "", picture({ width, height, format: "png" }))).toEqual([]);
    expect(validateEntry(projects, validProject, "", picture({ width: width - 1, height, format: "jpeg" }))).toEqual([
      `field "image" names "./ai.jpg", ${width - 1} × ${height} px; expected at least ${width} × ${height} px, the size the site shows it at`,
    ]);
    expect(validateEntry(projects, validProject, "", picture({ width: 4032, height: 3024, format: "heic" }))).toEqual([
      'field "image" names "./ai.jpg", which holds a HEIC picture; expected a JPEG, PNG, WebP or AVIF picture (export or save it as one of those)',
    ]);
    expect(validateEntry(projects, validProject, "", picture({ width: 10000, height: 8000, format: "jpeg" }))).toEqual([
      'field "image" names "./ai.jpg", 10000 × 8000 px, too large to process; expected at most 50 million pixels (the content manager makes an upload fit by itself)',
    ]);
  });

  it("takes a focal point as two numbers from 0 to 1, and none", () => {
    const focus = (value: unknown) => validateEntry(projects, { ...validProject, focus: value }, "", imageExists);
    expect(focus("0.35,0.6")).toEqual([]);
    expect(focus(undefined)).toEqual([]);
    for (const wrong of ["0.5", 0.5, "1.2,0.5", "0.5;0.5", "left"]) {
      expect(focus(wrong)).toEqual([
        `field "focus" is ${typeof wrong === "string" ? `"${wrong}"` : wrong}; expected the picture's focal point as two numbers from 0 to 1, across then down, e.g. 0.35,0.6`,
      ]);
    }
  });

  it("rejects an image path that does not exist", () => {
    const problems = validateEntry(projects, { ...validProject, image: "./missing.jpg" }, "", imageExists);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^field "image" names "\.\/missing\.jpg", which does not exist; expected the file name of an image/,
    );
  });

  it("rejects a file that is not an image", () => {
    const problems = validateEntry(projects, { ...validProject, image: "./notes.txt" }, "", () => photo);
    expect(problems[0]).toMatch(/^field "image" is "\.\/notes\.txt"; expected the file name of an image/);
  });

  it("names a mistyped field name", () => {
    const problems = validateEntry(projects, { ...validProject, titel: "Typo" }, "", imageExists);
    expect(problems).toEqual([
      'field "titel" is not known; expected only order, title, description, image, focus, alt',
    ]);
  });

  it("ignores the empty title that gatsby-transformer-remark adds", () => {
    expect(
      validateEntry(collections.counters!, { order: 1, label: "Team Members", target: 50, title: "" }, "", () => photo),
    ).toEqual([]);
  });

  it("checks URLs, emails and paths", () => {
    const problems = validateEntry(
      collections.pages!,
      { path: "about", title: "About Us", description: "About" },
      "",
      () => photo,
    );
    expect(problems).toEqual(['field "path" is "about"; expected a site path starting with /, e.g. /about']);
    const company = Object.fromEntries(Object.keys(collections.company!.fields).map((field) => [field, "x"]));
    const companyProblems = validateEntry(
      collections.company!,
      { ...company, logo: "./l.png", shareImage: "./s.jpg" },
      "",
      () => photo,
    );
    expect(companyProblems).toContain('field "email" is "x"; expected an email address, e.g. name@example.com');
    expect(companyProblems).toContain('field "socialUrl" is "x"; expected a web address starting with https://');
  });

  it("requires the about text and refuses text where none is used", () => {
    const about = {
      label: "About Us",
      title: "T",
      portrait: "./p.jpg",
      portraitAlt: "P",
      founderName: "N",
      founderRole: "CEO",
    };
    expect(validateEntry(collections.about!, about, "  \n", () => photo)).toEqual([
      "the text below the front matter is missing; expected a paragraph or more of Markdown",
    ]);
    expect(validateEntry(projects, validProject, "Stray text", imageExists)[0]).toMatch(
      /^the text below the front matter is not used/,
    );
  });

  it("refuses HTML in the text, naming its line in the file (more in markdown.test.ts)", () => {
    const terms = { path: "/terms", title: "Terms", description: "D" };
    const problems = validateEntry(
      collections.pages!,
      terms,
      "\nTerms.\n\n<SCRIPT src=//evil.example/x.js>",
      () => photo,
      6,
    );
    expect(problems).toEqual([
      "line 9: HTML is not allowed: <SCRIPT src=//evil.example/x.js>; Markdown has no equivalent: remove it",
    ]);
  });

  it("takes a text of at most BODY_MAX characters, and refuses a longer one at once, saying how long", () => {
    const terms = { path: "/terms", title: "Terms", description: "D" };
    expect(validateEntry(collections.pages!, terms, "a".repeat(BODY_MAX), () => photo)).toEqual([]);
    // The gate's worst case (its time grows with the square of the length), over the limit.
    const paste = "[a](".repeat(BODY_MAX);
    expect(validateEntry(collections.pages!, terms, paste, () => photo)).toEqual([
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
    };
    expect(validateEntry(collections.company!, company, "", () => photo)).toEqual([]);
    // Addresses a browser cannot read, or reads as somewhere other than they seem, are refused too.
    const unreadable = ["https://[pixelcraft.example", "https://pixelcraft.example:99999", "https://10.0.0.1"];
    const misleading = ["https://brightcode.example@evil.example", "https://pixelcraft.example\\@evil.example"];
    for (const url of [
      "http://pixelcraft.example",
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,x",
      ...unreadable,
      ...misleading,
    ]) {
      expect(validateEntry(collections.company!, { ...company, creditUrl: url }, "", () => photo)).toEqual([
        `field "creditUrl" is "${url}"; expected a web address starting with https://`,
      ]);
    }
    const endpoints = [
      "http://formspree.io/f/abcdwxyz",
      "http://127.0.0.1:9201/f/quote",
      "https://formspree.io",
      "https://formspree.io/",
      "https://formspree.io/f/",
      "https://formspree.io/f/abcd?next=x",
      "https://formspree.io/f/abcd#x",
      "https://formspree.io/f/ab;cd",
      "https://formspree.io/f/ab,cd",
      "https://formspree.io/f/ab'cd",
      "https://formspree.io/f/abcd https://evil.example",
      "https://formspree.io/f/abcd; script-src *",
      "https://formspree.io/f/../x",
      "https://*.formspree.io/f/x",
      "https://user@formspree.io/f/x",
      "javascript:alert(1)",
    ];
    for (const formEndpoint of endpoints) {
      const problems = validateEntry(collections.company!, { ...company, formEndpoint }, "", () => photo);
      expect(problems).toEqual([
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
    // Every collection of items has a least and a most.
    for (const [name, collection] of Object.entries(collections)) {
      if (collection.single || collection.expected) continue;
      expect({ name, items: collection.items }).toEqual({ name, items: { min: 1, max: expect.any(Number) } });
    }
  });

  it("requires the files the content manager edits by name: company.md, about.md, a section at its key", () => {
    const section = (file: string, key: string): Entry => ({ file, frontmatter: { key, title: "T" } });
    const sections = ["services", "why", "projects", "works", "quote"];
    const valid = sections.map((key) => section(`content/sections/${key}.md`, key));
    expect(validateCollection("sections", valid)).toEqual([]);
    const renamed = [...valid.slice(1), section("content/sections/our-works.md", "services")];
    expect(validateCollection("sections", renamed)).toEqual([
      "Invalid content in content/sections/our-works.md:\n  - the file's name is our-works.md; expected content/sections/services.md, the file the content manager edits",
    ]);
    expect(validateCollection("company", [{ file: "content/company/facts.md", frontmatter: {} }])).toEqual([
      "Invalid content in content/company/facts.md:\n  - the file's name is facts.md; expected content/company/company.md, the file the content manager edits",
    ]);
  });

  it("requires exactly one company file", () => {
    expect(validateCollection("company", [])).toEqual(["content/company/ has 0 Markdown files; expected exactly one"]);
  });

  it("requires a page entry for every route", () => {
    const problems = validateCollection("pages", [{ file: "content/pages/home.md", frontmatter: { path: "/" } }]);
    expect(problems).toContain('content/pages/ has no file with path "/about"; the site needs one');
    expect(problems).toHaveLength(7);
  });
});

describe("formatProblems", () => {
  it("puts the file first and each problem on its own line", () => {
    expect(formatProblems("content/x.md", ["a", "b"])).toBe("Invalid content in content/x.md:\n  - a\n  - b");
  });
});

describe.each(["content", FIXTURE_CONTENT])("the content in %s/", (folder) => {
  const root = path.resolve(__dirname, "../..", folder);
  const byCollection = new Map<string, Entry[]>();
  // Every picture of the folder, read as the build reads it.
  const pictures = new Map<string, Picture>();
  beforeAll(async () => {
    for (const name of fs.readdirSync(root)) {
      for (const file of fs.readdirSync(path.join(root, name)).filter((f) => !f.endsWith(".md"))) {
        const picture = await readPicture(path.join(root, name, file));
        if (picture) pictures.set(path.join(root, name, file), picture);
      }
    }
  });
  for (const name of fs.readdirSync(root)) {
    for (const file of fs.readdirSync(path.join(root, name)).filter((f) => f.endsWith(".md"))) {
      const full = path.join(root, name, file);
      const { data, content } = matter(fs.readFileSync(full, "utf8"));
      const relative = `${folder}/${name}/${file}`;
      byCollection.set(name, [...(byCollection.get(name) ?? []), { file: relative, frontmatter: data }]);
      it(`${relative} is valid`, () => {
        const collection = collections[name];
        expect(collection).toBeDefined();
        expect(
          validateEntry(collection!, data, content, (image) => pictures.get(path.resolve(root, name, image))),
        ).toEqual([]);
      });
    }
  }

  it("has every collection complete, without duplicates", () => {
    expect(
      Object.keys(collections).flatMap((name) =>
        validateCollection(name, byCollection.get(name) ?? [], `${folder}/${name}`),
      ),
    ).toEqual([]);
  });
});
