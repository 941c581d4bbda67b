/**
 * @jest-environment node
 *
 * The content model in Gatsby (gatsby-node.ts): FORM_ENDPOINT checked before anything is built and preferred to
 * the company's field, the published HTML of a text judged once more as it is resolved, and a section heading
 * asked for by a key no file has. (Each file's and each collection's checks are validate.test.ts's and
 * markdown.test.ts's; real builds on broken content are content-build.test.ts's.)
 */
import type { GatsbyNode } from "gatsby";
import { createResolvers, createSchemaCustomization, onPreInit } from "../../gatsby-node";

/** Runs one of gatsby-node.ts's APIs with `args`: what of Gatsby's arguments it reads. */
const run = (api: GatsbyNode[keyof GatsbyNode], args: object) =>
  (api as (...a: unknown[]) => unknown)(args, { plugins: [] }, () => undefined);
type Resolver = (source: object, args: object, context: object, info: object) => Promise<unknown>;

/** Runs `run` with FORM_ENDPOINT set to `endpoint`. */
function withEndpoint<T>(endpoint: string, run: () => T): T {
  process.env.FORM_ENDPOINT = endpoint;
  try {
    return run();
  } finally {
    delete process.env.FORM_ENDPOINT;
  }
}

let resolvers: Record<string, Record<string, { resolve: Resolver }>> = {};
run(createResolvers, { createResolvers: (r: typeof resolvers) => (resolvers = r) });

test("stops the build on a FORM_ENDPOINT that is not one exact https form, and takes plain http only on this machine", () => {
  const panics = (endpoint: string) => {
    const reporter = { panic: jest.fn() };
    withEndpoint(endpoint, () => run(onPreInit, { reporter }));
    return reporter.panic.mock.calls.map(([message]) => message as string);
  };
  for (const endpoint of ["https://formspree.io/f/x", "http://127.0.0.1:9201/f/quote", "http://localhost:9201/f/q"])
    expect(panics(endpoint)).toEqual([]);
  for (const endpoint of ["http://formspree.io/f/abcd", "https://formspree.io/f/abcd; script-src *"]) {
    expect(panics(endpoint)).toEqual([
      `FORM_ENDPOINT is "${endpoint}"; expected the https:// address of this site's form at the form service, e.g. https://formspree.io/f/abcdwxyz (a host, then a path of letters, digits, - . _ ~ and /, without ?, # or a / at the end), or for tests the same on http://127.0.0.1 or http://localhost`,
    ]);
  }
});

test("the company's form endpoint is FORM_ENDPOINT when the build is given one, otherwise the company's field", () => {
  const { resolve } = resolvers.Company!.formEndpoint!;
  const content = { formEndpoint: "https://formspree.io/f/abcdwxyz" };
  expect(resolve(content, {}, {}, {})).toBe(content.formEndpoint);
  expect(withEndpoint("", () => resolve(content, {}, {}, {}))).toBe(content.formEndpoint);
  expect(withEndpoint("http://127.0.0.1:9201/f/quote", () => resolve(content, {}, {}, {}))).toBe(
    "http://127.0.0.1:9201/f/quote",
  );
});

test("refuses the published HTML of a text when it holds an address the rules refuse, naming the file", async () => {
  const extensions: Record<string, { extend: () => { resolve: Resolver } }> = {};
  const actions = {
    createFieldExtension: (e: { name: string }) => (extensions[e.name] = e as never),
    createTypes: () => {},
  };
  run(createSchemaCustomization, { actions });
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
  const { resolve } = resolvers.Query!.section!;
  const found = { key: "services" };
  const info = (answer: object | null) => ({ originalResolver: async () => answer });
  await expect(resolve({}, { key: { eq: "services" } }, {}, info(found))).resolves.toBe(found);
  await expect(resolve({}, { key: { eq: "servics" } }, {}, info(null))).rejects.toThrow(
    'No section heading has the key "servics"; content/sections/ has services, why, projects, works, quote',
  );
});
