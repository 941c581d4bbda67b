// The content model in Gatsby: the schema, one typed node per Markdown file, and the content's validation
// (each file as it is read, each collection once all are, and each text's HTML as it is published).
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import { createFileNodeFromBuffer } from "gatsby-source-filesystem";
import type { GraphQLFieldResolver, GraphQLObjectType } from "graphql";
import { keptFocalCut, parseFocus, PICTURE_CACHE, readPicture, type PictureInfo } from "./lib/picture";
import { BODY_MAX, collections, cropField, type Collection } from "./src/schema/collections";
import { contentDirFrom } from "./src/schema/content-dir";
import { htmlAddressProblems } from "./src/schema/links";
import { bodyStartLine, pictureNames } from "./src/schema/markdown";
import { scrollBoxes } from "./src/schema/scroll-boxes";
import { chosenFormEndpoint, isFormEndpoint, LOOPBACK_EXPECTATION } from "./src/schema/form-endpoint";
import { siteUrlFrom } from "./src/schema/site-url";
import { typeDefs } from "./src/schema/type-defs";
import { addressSlug } from "./src/schema/insights";
import {
  formatProblems,
  referenceProblems,
  sharedOrders,
  validateCollection,
  validateEntry,
  type Entry,
} from "./src/schema/validate";

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  relativeDirectory: string;
  absolutePath: string;
  dir: string;
  name: string;
}

interface MarkdownNode extends Node {
  frontmatter?: Record<string, unknown>;
  rawMarkdownBody?: string;
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  // Collections with a Markdown body expose the HTML that gatsby-transformer-remark renders for the parent node.
  // Every address in it is judged once more as it is published: the check of the text (onCreateNode) renders
  // it the same way, so this refuses nothing unless the transformer's renderer and the check's ever differ.
  // Its tables and code blocks then scroll in boxes of their own (scroll-boxes.ts).
  actions.createFieldExtension({
    name: "markdownHtml",
    extend: () => ({
      resolve: (async (source, args, context, info) => {
        const markdownType = info.schema.getType("MarkdownRemark") as GraphQLObjectType;
        const resolveHtml = markdownType.getFields().html?.resolve;
        const parent = await context.nodeModel.getNodeById({ id: source.parent });
        const html = await resolveHtml?.(parent, args, context, { ...info, fieldName: "html" });
        const problems = htmlAddressProblems(String(html ?? ""), site);
        if (problems.length > 0) {
          throw new Error(
            formatProblems(
              String(source.sourceFile),
              problems.map((p) => `its published HTML holds ${p}`),
            ),
          );
        }
        return scrollBoxes(String(html ?? ""));
      }) as GraphQLFieldResolver<Node, { nodeModel: { getNodeById: (q: { id: string | null }) => Promise<Node> } }>,
    }),
  });
  actions.createTypes(typeDefs());
  actions.createTypes(`type SiteSiteMetadata { siteUrl: String! }`);
};

// FORM_ENDPOINT (chosenFormEndpoint prefers it to the content's) is checked before anything is built, so a
// bad one stops the build at once with its own message.
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const endpoint = process.env.FORM_ENDPOINT;
  if (endpoint && !isFormEndpoint(endpoint, true)) {
    reporter.panic(`FORM_ENDPOINT is "${endpoint}"; expected ${LOOPBACK_EXPECTATION}`);
  }
};

type Resolve = (source: unknown, args: { key?: { eq?: string } }, context: unknown, info: unknown) => unknown;

// The quote form's endpoint as the site is built with it: FORM_ENDPOINT over the company's field. A section
// heading asked for by a key no file has stops the build naming the key, rather than leave a section untitled.
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  const sections = collections.sections!.expected!;
  createResolvers({
    Company: {
      formEndpoint: { resolve: (source: { formEndpoint: string }) => chosenFormEndpoint(source.formEndpoint) },
    },
    Query: {
      section: {
        resolve: async (...[source, args, context, info]: Parameters<Resolve>) => {
          const found = await (info as { originalResolver: Resolve }).originalResolver(source, args, context, info);
          if (found) return found;
          throw new Error(
            `No section heading has the key ${JSON.stringify(args.key?.eq ?? null)}; ${contentDirFrom(process.env)}/sections/ has ${sections.join(", ")}`,
          );
        },
      },
    },
  });
};

const contentPath = (file: FileNode) => path.relative(process.cwd(), file.absolutePath);
const site = siteUrlFrom(process.env);

/**
 * The pictures an entry's image fields and text name, read from the files beside it (relative path → picture).
 * The text's are every name of a picture's shape in it (pictureNames): the check of the text then finds its
 * pictures among them.
 */
async function picturesOf(collection: Collection, frontmatter: Record<string, unknown>, body: string, dir: string) {
  const names = Object.entries(collection.fields)
    .filter(([field, spec]) => spec.kind === "image" && typeof frontmatter[field] === "string")
    .map(([field]) => frontmatter[field] as string);
  // A text beyond its length is refused unread.
  if (collection.bodyPictures && body.length <= (collection.bodyMax ?? BODY_MAX)) names.push(...pictureNames(body));
  const pictures = new Map<string, PictureInfo>();
  for (const name of names) {
    const picture = await readPicture(path.resolve(dir, name));
    if (picture) pictures.set(name, picture);
  }
  return pictures;
}

export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  getNode,
  actions,
  createNodeId,
  getCache,
  reporter,
}) => {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return;
  const file = getNode(node.parent) as FileNode | undefined;
  if (!file || file.sourceInstanceName !== "content") return;

  const markdown = node as MarkdownNode;
  const name = file.relativePath.split("/")[0] ?? "";
  const collection = collections[name];
  if (!collection || file.relativeDirectory !== name) {
    reporter.panicOnBuild(
      `Invalid content in ${contentPath(file)}: it is not in a known folder; expected content/<folder>/<name>.md with <folder> one of ${Object.keys(collections).join(", ")}`,
    );
    return;
  }
  const frontmatter = markdown.frontmatter ?? {};
  const body = markdown.rawMarkdownBody ?? "";
  // The body's problems name their line in the file, below the front matter (only collections with a body).
  const bodyLine = collection.body ? bodyStartLine(fs.readFileSync(file.absolutePath, "utf8"), body) : 1;
  const pictures = await picturesOf(collection, frontmatter, body, file.dir);
  const problems = validateEntry(collection, frontmatter, body, (image) => pictures.get(image), bodyLine, site);
  if (problems.length > 0) {
    reporter.panicOnBuild(formatProblems(contentPath(file), problems));
    return;
  }

  const id = createNodeId(`${node.id} >>> ${collection.type}`);
  // Each crop of a picture is a picture of its own, cut around the entry's focal point (lib/picture.ts), which
  // gatsby-plugin-image then sizes as it does any content picture.
  const crops: Record<string, string> = {};
  for (const [field, spec] of Object.entries(collection.fields)) {
    const focusField = Object.keys(collection.fields).find((f) => collection.fields[f]!.of === field);
    const focus = parseFocus(focusField ? frontmatter[focusField] : undefined);
    for (const [crop, ratio] of Object.entries(spec.picture?.crops ?? {})) {
      const picture = path.resolve(file.dir, frontmatter[field] as string);
      const { buffer, ext } = await keptFocalCut(picture, ratio, focus, path.resolve(PICTURE_CACHE));
      const cut = await createFileNodeFromBuffer({
        buffer,
        ext,
        name: `${file.name}-${cropField(field, crop)}`,
        parentNodeId: id,
        getCache,
        createNode: actions.createNode,
        createNodeId,
      });
      crops[cropField(field, crop)] = cut.id;
    }
  }
  const child = {
    ...frontmatter,
    ...crops,
    // An item with a page of its own is at the address its file's name makes (insights.ts).
    slug: collection.addressed ? addressSlug(file.name) : file.name,
    sourceFile: contentPath(file),
    id,
    parent: node.id,
    children: [],
    internal: { type: collection.type, contentDigest: node.internal.contentDigest },
  };
  actions.createNode(child);
  actions.createParentChildLink({ parent: node, child: child as unknown as Node });
};

// Once every node exists, so it sees whole collections (duplicates, missing files, shared orders).
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ getNodesByType, reporter }) => {
  const folderOf = (name: string) => `${contentDirFrom(process.env)}/${name}`;
  const all = Object.fromEntries(
    Object.entries(collections).map(([name, collection]) => [
      name,
      getNodesByType(collection.type).map((node) => ({
        file: String(node.sourceFile),
        frontmatter: node as unknown as Record<string, unknown>,
      })) as Entry[],
    ]),
  );
  const problems = Object.keys(collections).flatMap((name) => {
    for (const note of sharedOrders(name, all[name]!, folderOf(name))) reporter.info(note);
    return validateCollection(name, all[name]!, folderOf(name));
  });
  problems.push(...referenceProblems(all, folderOf));
  if (problems.length > 0) reporter.panicOnBuild(problems.join("\n"));
};
