// Gatsby Node APIs: the content schema, one typed node per Markdown file, and build-time content validation.
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import type { GraphQLFieldResolver, GraphQLObjectType } from "graphql";
import { collections } from "./src/schema/collections";
import { htmlAddressProblems } from "./src/schema/links";
import { bodyStartLine } from "./src/schema/markdown";
import { chosenFormEndpoint } from "./src/schema/form-endpoint";
import { siteUrlFrom } from "./src/schema/site-url";
import { typeDefs } from "./src/schema/type-defs";
import { formatProblems, sharedOrders, validateCollection, validateEntry, type Entry } from "./src/schema/validate";

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
  actions.createFieldExtension({
    name: "markdownHtml",
    extend: () => ({
      resolve: (async (source, args, context, info) => {
        const markdownType = info.schema.getType("MarkdownRemark") as GraphQLObjectType;
        const resolveHtml = markdownType.getFields().html?.resolve;
        const parent = await context.nodeModel.getNodeById({ id: source.parent });
        return resolveHtml?.(parent, args, context, { ...info, fieldName: "html" });
      }) as GraphQLFieldResolver<Node, { nodeModel: { getNodeById: (q: { id: string | null }) => Promise<Node> } }>,
    }),
  });
  actions.createTypes(typeDefs());
  actions.createTypes(`type SiteSiteMetadata { siteUrl: String! }`);
};

// The quote form's endpoint as the site is built with it: FORM_ENDPOINT over the company's field.
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Company: {
      formEndpoint: { resolve: (source: { formEndpoint: string }) => chosenFormEndpoint(source.formEndpoint) },
    },
  });
};

const contentPath = (file: FileNode) => path.relative(process.cwd(), file.absolutePath);
const site = siteUrlFrom(process.env);
// Files already refused, so the check of the published HTML below does not name their problems twice.
const refusedFiles = new Set<string>();

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, createNodeId, reporter }) => {
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
  const problems = validateEntry(
    collection,
    frontmatter,
    body,
    (image) => fs.existsSync(path.resolve(file.dir, image)),
    bodyLine,
    site,
  );
  if (problems.length > 0) {
    refusedFiles.add(file.absolutePath);
    reporter.panicOnBuild(formatProblems(contentPath(file), problems));
    return;
  }

  const child = {
    ...frontmatter,
    slug: file.name,
    sourceFile: contentPath(file),
    id: createNodeId(`${node.id} >>> ${collection.type}`),
    parent: node.id,
    children: [],
    internal: { type: collection.type, contentDigest: node.internal.contentDigest },
  };
  actions.createNode(child);
  actions.createParentChildLink({ parent: node, child: child as unknown as Node });
};

interface PublishedMarkdown {
  allMarkdownRemark: { nodes: { html: string | null; fileAbsolutePath: string | null }[] };
}

// Runs once every node exists, so it sees whole collections (duplicates, missing files, shared orders), and
// the HTML gatsby-transformer-remark publishes for each text: the addresses in it are judged once more, as
// published, in case the renderer ever writes one that the check of the text above did not see.
export const createPages: GatsbyNode["createPages"] = async ({ getNodesByType, graphql, reporter }) => {
  const problems = Object.entries(collections).flatMap(([name, collection]) => {
    const entries: Entry[] = getNodesByType(collection.type).map((node) => ({
      file: String(node.sourceFile),
      frontmatter: node as unknown as Record<string, unknown>,
    }));
    for (const note of sharedOrders(name, entries)) reporter.info(note);
    return validateCollection(name, entries);
  });
  if (problems.length > 0) reporter.panicOnBuild(problems.join("\n"));

  const published = await graphql<PublishedMarkdown>(`
    query PublishedMarkdown {
      allMarkdownRemark {
        nodes {
          html
          fileAbsolutePath
        }
      }
    }
  `);
  for (const { html, fileAbsolutePath: file } of published.data?.allMarkdownRemark.nodes ?? []) {
    if (!file || refusedFiles.has(file)) continue;
    const found = htmlAddressProblems(html ?? "", site).map((problem) => `its published HTML holds ${problem}`);
    if (found.length > 0) reporter.panicOnBuild(formatProblems(path.relative(process.cwd(), file), found));
  }
  if (published.errors) reporter.panicOnBuild(`Checking the published Markdown: ${String(published.errors)}`);
};
