/**
 * @jest-environment node
 *
 * The CMS configuration is generated from the content model: every collection and field, the widget that
 * fits each kind, and the build's own checks as the forms' patterns.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { onPreInit } from "../../cms/build/gatsby-node";
import { PREVIEW_STATUS_CONTEXT, previewContext } from "../../cms/build/addresses";
import { FIXTURE_CONTENT } from "../e2e/hosts.mjs";
import { cmsConfig, singleFile, type CmsField } from "../../cms/build/config";
import { collections, type FieldKind, type FieldSpec } from "../../src/schema/collections";
import { expectationOf, formPattern, maxOf, validateEntry } from "../../src/schema/validate";

const root = path.resolve(__dirname, "../..");
const options = {
  backend: { name: "github" as const, repo: "brightcode/website", branch: "main" },
  localBackendUrl: "http://localhost:8081/api/v1",
  editorialWorkflow: false,
  siteUrl: "https://www.brightcode.example",
  highestOrder: { projects: 6, counters: 4 },
};
const config = cmsConfig(options);

type CmsCollection = (typeof config.collections)[number] & {
  fields?: CmsField[];
  files?: { file: string; fields: CmsField[] }[];
  folder?: string;
};
const byName = new Map(config.collections.map((c) => [c.name, c as CmsCollection]));
const fieldsOf = (name: string) => {
  const collection = byName.get(name)!;
  return collection.fields ?? collection.files![0]!.fields;
};

const widgets: Record<FieldKind, string> = {
  text: "string",
  integer: "number",
  image: "image",
  url: "string",
  endpoint: "string",
  email: "string",
  path: "string",
  focus: "focal",
  datetime: "datetime",
  timezone: "select",
  boolean: "boolean",
  tags: "relation",
};

describe("cmsConfig", () => {
  it("has exactly the model's collections, each at its folder or file", () => {
    expect([...byName.keys()]).toEqual(Object.keys(collections));
    for (const [name, collection] of Object.entries(collections)) {
      const cms = byName.get(name)!;
      if (collection.single) {
        expect(cms.files).toHaveLength(1);
        expect(cms.files![0]!.file).toBe(singleFile(name));
        // The file is the one the build reads (validateCollection holds content to that name).
        expect(fs.existsSync(path.join(root, FIXTURE_CONTENT, singleFile(name).replace(/^content\//, "")))).toBe(true);
      } else if (typeof collection.shownAt === "object" && "each" in collection.shownAt) {
        // One file per item the site expects, named for it as the build requires (validateCollection).
        expect(cms.files!.map((file) => file.file)).toEqual(collection.expected!.map((k) => `content/${name}/${k}.md`));
        for (const file of cms.files!) {
          const inFixture = path.join(root, FIXTURE_CONTENT, file.file.replace(/^content\//, ""));
          const key = matter(fs.readFileSync(inFixture, "utf8")).data[collection.unique!] as unknown;
          expect({ file: file.file, key }).toEqual({ file: file.file, key: path.basename(file.file, ".md") });
        }
      } else {
        expect(cms.folder).toBe(`content/${name}`);
      }
    }
  });

  it("has exactly the model's fields, in order, with the widget of their kind, and the body where there is one", () => {
    for (const [name, collection] of Object.entries(collections)) {
      const cms = fieldsOf(name);
      const expected = Object.keys(collection.fields).concat(collection.body ? ["body"] : []);
      expect({ name, fields: cms.map((f) => f.name) }).toEqual({ name, fields: expected });
      for (const field of cms) {
        const spec = collection.fields[field.name];
        const fixed = collection.expected && collection.unique === field.name;
        const widget = spec ? (fixed ? "hidden" : widgets[spec.kind]) : "markdown";
        expect({ name, field: field.name, widget: field.widget }).toEqual({ name, field: field.name, widget });
        const required = spec ? !spec.optional : collection.body === "required";
        expect({ name, field: field.name, required: field.required }).toEqual({ name, field: field.name, required });
        if (spec?.kind === "integer") {
          expect({ type: field.value_type, min: field.min, max: field.max }).toEqual({
            type: "int",
            min: 0,
            max: maxOf(spec),
          });
        }
        if (spec && !fixed && !["integer", "boolean", "tags", "timezone"].includes(spec.kind))
          expect(field.pattern).toEqual([formPattern(spec), expectationOf(spec)]);
      }
    }
  });

  it("refuses in the form what the build refuses, and accepts what it accepts", () => {
    // Each kind's values the build accepts, then those it refuses.
    const samples: Record<Exclude<FieldKind, "integer" | "boolean" | "tags" | "timezone">, [string[], string[]]> = {
      text: [["FLEET TRACKING"], ["   "]],
      image: [["fleet-tracking.jpg", "./photo.webp"], ["notes.txt"]],
      url: [
        ["https://www.linkedin.com/company/brightcode-solutions"],
        [
          "linkedin.com/company/brightcode-solutions",
          "https://local host",
          "http://pixelcraft.example",
          "javascript:alert(1)",
          "data:text/html,<script>alert(1)</script>",
        ],
      ],
      endpoint: [
        ["https://formspree.io/f/abcdwxyz", "https://getform.io/f/0f1e2d3c-4b5a"],
        [
          "http://formspree.io/f/abcdwxyz",
          "http://127.0.0.1:9201/f/quote",
          "https://formspree.io",
          "https://formspree.io/f/",
          "https://formspree.io/f/abcd?x=1",
          "https://formspree.io/f/abcd#x",
          "https://formspree.io/f/ab;cd",
          "https://formspree.io/f/ab cd",
          "https://formspree.io/f/..",
        ],
      ],
      email: [["hello@brightcode.example"], ["hello@"]],
      path: [["/about"], ["about"]],
      datetime: [
        ["2027-01-04 09:30", "2027-01-04", "2027-01-04T00:00:00.000Z"],
        ["2027-1-4 9:30", "2027-01-04T09:30", "04/01/2027", "2027-01-04 09:30:00"],
      ],
      focus: [
        ["0.35,0.6", "0,1", "1.000,0.125"],
        ["0.5", "1.5,0", "0.5, 0.5", "-0.1,0.5", "x,y"],
      ],
    };
    // Each value again with a limit it is over and one it is at: the length counts as much as the form.
    const limited = (kind: FieldKind, value: string): [FieldSpec, boolean][] => [
      [{ kind }, true],
      [{ kind, max: value.length }, true],
      // A picture's name, a focal point and a date are bounded by their form alone.
      [{ kind, max: value.length - 1 }, kind === "image" || kind === "focus" || kind === "datetime"],
    ];
    for (const [kind, [accepted, refused]] of Object.entries(samples) as [keyof typeof samples, string[][]][]) {
      const values = [...accepted!.map((v) => [v, true] as const), ...refused!.map((v) => [v, false] as const)];
      for (const [value, valid] of values) {
        for (const [spec, withinLimit] of limited(kind, value)) {
          const form = new RegExp(formPattern(spec)).test(value);
          const build = validateEntry(
            { type: "T", label: "T", shownAt: "/", fields: { f: spec } },
            { f: value },
            "",
            () => ({ width: 4032, height: 3024, format: "jpeg" }),
          );
          const expected = valid && withinLimit;
          expect({ spec, value, form, build: build.length === 0 }).toEqual({
            spec,
            value,
            form: expected,
            build: expected,
          });
        }
      }
    }
  });

  it("offers a new item the next free order, and says why", () => {
    const order = fieldsOf("projects").find((f) => f.name === "order")!;
    expect(order.default).toBe(7);
    expect(order.hint).toMatch(
      /lowest first; items with the same number are shown in the order of their file names.*gets 7/,
    );
  });

  it("names new files after their title, and keeps pages and sections fixed", () => {
    const projects = byName.get("projects") as CmsCollection & Record<string, unknown>;
    expect(projects).toMatchObject({ slug: "{{slug}}", identifier_field: "title", create: true, delete: true });
    expect(projects).toMatchObject({ extension: "md", format: "frontmatter" });
    expect(byName.get("counters")).toMatchObject({ identifier_field: "label" });
    expect(byName.get("pages")).toMatchObject({ create: false, delete: false });
    // A collection of files, to which Decap adds none and from which it removes none.
    expect(byName.get("sections")).not.toHaveProperty("folder");
    expect(byName.get("sections")!.files).toHaveLength(collections.sections!.expected!.length);
  });

  it("keeps every image field's pictures beside its entry, where Decap finds them with any backend", () => {
    // Decap resolves a stored "./photo.jpg" from these options alone, to the entry's folder and the file's
    // name (selectMediaFilePath in decap-cms-core's reducers/entries.ts), then asks the backend for that file;
    // a media library of its own (media_library) would read pictures elsewhere.
    for (const [name, collection] of Object.entries(collections)) {
      if (!Object.values(collection.fields).some((f) => f.kind === "image")) continue;
      const cms = byName.get(name)!;
      const holder = (collection.single ? cms.files![0]! : cms) as Record<string, unknown>;
      expect({ name, media_folder: holder.media_folder, public_folder: holder.public_folder }).toEqual({
        name,
        media_folder: "",
        public_folder: "",
      });
      for (const field of fieldsOf(name)) {
        expect(field).not.toHaveProperty("media_folder");
        expect(field).not.toHaveProperty("public_folder");
      }
    }
    expect(config).not.toHaveProperty("media_library");
  });

  it("opens a draft's View Preview on the page that shows the entry", () => {
    // Decap shows preview links only with this on, and joins preview_path (a file's, else its collection's) to
    // the address in the draft's deploy status (decap-cms-core's previewUrlFormatter). The page the model names
    // (shownAt) shows the entry: cms-github.spec.ts's content check.
    expect(config.show_preview_links).toBe(true);
    for (const [name, { shownAt }] of Object.entries(collections)) {
      const cms = byName.get(name)! as CmsCollection & Record<string, unknown>;
      const files = (cms.files ?? []) as unknown as { name: string; preview_path?: string }[];
      const paths = files.length ? files.map((file) => file.preview_path ?? cms.preview_path) : [cms.preview_path];
      const expected =
        typeof shownAt === "string"
          ? paths.map(() => shownAt)
          : "field" in shownAt
            ? [`{{fields.${shownAt.field}}}`] // a page at its own path, its slashes kept
            : "prefix" in shownAt
              ? [`${shownAt.prefix}{{slug}}`] // an article or a tag at its own address
              : files.map((file) => shownAt.each[file.name]); // each section heading on the page it heads
      expect({ name, paths }).toEqual({ name, paths: expected });
      if (typeof shownAt === "object" && !("each" in shownAt)) expect(cms.preview_path_preserve_slashes).toBe(true);
    }
  });

  it("uses the Git backend it is given, and the local backend only where the CMS runs locally", () => {
    expect(config.backend).toEqual({ name: "github", repo: "brightcode/website", branch: "main" });
    expect(config.local_backend).toEqual({ url: "http://localhost:8081/api/v1" });
    expect(cmsConfig({ ...options, localBackendUrl: null })).not.toHaveProperty("local_backend");
  });

  it("opens a draft's View Preview at the deploy's own status only, or Netlify's on Netlify", async () => {
    const plugin = (await import("../../gatsby-config")).default.plugins!.find(
      (entry) => typeof entry === "object" && entry.resolve === "content-manager",
    ) as unknown as { options: { backend: { preview_context: string } } };
    expect(plugin.options.backend.preview_context).toBe(PREVIEW_STATUS_CONTEXT);
    expect(previewContext({ NETLIFY: "true" })).toBe("deploy/netlify");
  });

  it("publishes at once by default, and through drafts and review with the editorial workflow", () => {
    expect(config).not.toHaveProperty("publish_mode");
    expect(cmsConfig({ ...options, editorialWorkflow: true }).publish_mode).toBe("editorial_workflow");
  });

  it("stops the build when CMS_WORKFLOW is set to anything but editorial", () => {
    const preInit = (workflow: string | null) => {
      const reporter = { panic: jest.fn() };
      const args = { reporter } as unknown as Parameters<NonNullable<typeof onPreInit>>[0];
      onPreInit!(args, { plugins: [], workflow }, () => undefined);
      return reporter.panic.mock.calls.map(([message]) => message as string);
    };
    expect(preInit(null)).toEqual([]);
    expect(preInit("editorial")).toEqual([]);
    expect(preInit("review")).toEqual([
      'CMS_WORKFLOW may only be "editorial" (drafts and review in the content manager) or unset, not "review"',
    ]);
  });
});
