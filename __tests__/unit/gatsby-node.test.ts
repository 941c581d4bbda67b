/**
 * @jest-environment node
 *
 * The content model in Gatsby (gatsby-node.ts): FORM_ENDPOINT checked before anything is built, the published
 * HTML of a text judged once more as it is resolved, and a section heading asked for by a key no file has.
 * (Each file's and each collection's checks are validate.test.ts's and markdown.test.ts's; real builds on
 * broken content are content-build.test.ts's.)
 */
import type { GatsbyNode } from "gatsby";
import { createResolvers, createSchemaCustomization, onPreInit } from "../../gatsby-node";

const reporter = { panic: jest.fn() };
beforeEach(() => jest.clearAllMocks());

/** Runs onPreInit with FORM_ENDPOINT set to `endpoint`. */
function preInit(endpoint: string) {
  process.env.FORM_ENDPOINT = endpoint;
  try {
    onPreInit!(
      { reporter } as unknown as Parameters<NonNullable<typeof onPreInit>>[0],
      { plugins: [] },
      () => undefined,
    );
  } finally {
    delete process.env.FORM_ENDPOINT;
  }
}

test("stops the build on a FORM_ENDPOINT that is not https, or not one exact form, naming it and what it expects", () => {
  for (const endpoint of [
    "formspree.io/f/abcd",
    "http://formspree.io/f/abcd",
    "https://formspree.io",
    "https://formspree.io/f/abcd?next=x",
    "https://formspree.io/f/abcd; script-src *",
  ]) {
    reporter.panic.mockClear();
    preInit(endpoint);
    expect(reporter.panic).toHaveBeenCalledWith(
      `FORM_ENDPOINT is "${endpoint}"; expected the https:// address of this site's form at the form service, e.g. https://formspree.io/f/abcdwxyz (a host, then a path of letters, digits, - . _ ~ and /, without ?, # or a / at the end), or for tests the same on http://127.0.0.1 or http://localhost`,
    );
  }
});

test("accepts an https FORM_ENDPOINT, and plain http only on this machine (the browser suite's stand-in)", () => {
  for (const endpoint of [
    "https://formspree.io/f/abcdwxyz",
    "http://127.0.0.1:9201/f/quote",
    "http://localhost:9201/f/q",
  ])
    preInit(endpoint);
  expect(reporter.panic).not.toHaveBeenCalled();
});

type Resolver = (source: object, args: object, context: object, info: object) => Promise<unknown>;

test("refuses the published HTML of a text when it holds an address the rules refuse, naming the file", async () => {
  const extensions: Record<string, { extend: () => { resolve: Resolver } }> = {};
  const actions = {
    createFieldExtension: (e: { name: string }) => (extensions[e.name] = e as never),
    createTypes: () => {},
  };
  createSchemaCustomization!(
    { actions } as unknown as Parameters<NonNullable<GatsbyNode["createSchemaCustomization"]>>[0],
    { plugins: [] },
    () => undefined,
  );
  const { resolve } = extensions.markdownHtml!.extend();
  const published = (html: string) => {
    const info = { schema: { getType: () => ({ getFields: () => ({ html: { resolve: () => html } }) }) } };
    const context = { nodeModel: { getNodeById: async () => ({}) } };
    return resolve({ parent: "p", sourceFile: "content/pages/terms.md" }, {}, context, info);
  };
  await expect(published('<p><a href="/about">About</a></p>')).resolves.toBe('<p><a href="/about">About</a></p>');
  await expect(published('<a href="javascript:alert(1)">x</a><a href="/api/auth">y</a>')).rejects.toThrow(
    'Invalid content in content/pages/terms.md:\n  - its published HTML holds <a href="javascript:alert(1)"> is not allowed',
  );
});

test("stops the build on a section heading asked for by a key no file has, naming the key and the keys there are", async () => {
  let resolvers: { Query: { section: { resolve: Resolver } } } | undefined;
  createResolvers!(
    { createResolvers: (r: typeof resolvers) => (resolvers = r) } as unknown as Parameters<
      NonNullable<GatsbyNode["createResolvers"]>
    >[0],
    { plugins: [] },
    () => undefined,
  );
  const { resolve } = resolvers!.Query.section;
  const found = { key: "services" };
  const info = (answer: object | null) => ({ originalResolver: async () => answer });
  await expect(resolve({}, { key: { eq: "services" } }, {}, info(found))).resolves.toBe(found);
  await expect(resolve({}, { key: { eq: "servics" } }, {}, info(null))).rejects.toThrow(
    'No section heading has the key "servics"; content/sections/ has services, why, projects, works, quote',
  );
});
