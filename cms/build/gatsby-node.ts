// The CMS at /admin: Decap CMS's standalone bundle and a configuration generated from the content model,
// written into public/ by `gatsby build` and `gatsby develop`, and served by the development server.
import path from "node:path";
import type { GatsbyNode, PluginOptions } from "gatsby";
import { collections } from "../../src/schema/collections";
import { cmsConfig, type CmsBackend } from "./config";
import { OutputChanged } from "../../lib/output-changed";
import { ADMIN_FILE, ADMIN_PATH, PREVIEW_PATH } from "./addresses";
import { writeAdmin } from "./write-admin";
import { answerOwnPagesOnly } from "../local/own-pages-only.mjs";

export interface CmsPluginOptions extends PluginOptions {
  backend: CmsBackend;
  /** Decap's local backend (decap-server), or null where the CMS never runs locally. */
  localBackendUrl: string | null;
  /** CMS_WORKFLOW as the build was given it: "editorial" for Decap's editorial workflow, or null. */
  workflow: string | null;
  siteUrl: string;
}

type NodeLookup = (type: string) => object[];

/** CMS_WORKFLOW's one value: Save makes a draft on a branch of its own, and Publish merges it. */
const EDITORIAL = "editorial";

// Checked here, not where gatsby-config.ts reads them: Gatsby drops an error thrown while its configuration
// loads, and builds on without the configuration.
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }, options) => {
  // Before the development server exists: it answers only its own pages (own-pages-only.mjs says why).
  if (process.env.gatsby_executing_command === "develop") answerOwnPagesOnly();
  const { workflow } = options as CmsPluginOptions;
  if (workflow !== null && workflow !== EDITORIAL) {
    reporter.panic(
      `CMS_WORKFLOW may only be "${EDITORIAL}" (drafts and review in the content manager) or unset, not "${workflow}"`,
    );
  }
  const auth = process.env.CMS_AUTH;
  if (auth && auth !== "functions") {
    reporter.panic(`CMS_AUTH may only be "functions" (the site's own sign-in, functions/api/) or unset, not "${auth}"`);
  }
};

/** The highest `order` in each collection now, so the CMS can offer the next one to a new item. */
function highestOrder(getNodesByType: NodeLookup): Record<string, number> {
  const highest: Record<string, number> = {};
  for (const [name, collection] of Object.entries(collections)) {
    if (!collection.fields.order) continue;
    const orders = getNodesByType(collection.type).map((node) => (node as { order?: number }).order ?? 0);
    if (orders.length > 0) highest[name] = Math.max(...orders);
  }
  return highest;
}

function write(getNodesByType: NodeLookup, options: PluginOptions) {
  const { backend, localBackendUrl, workflow, siteUrl } = options as CmsPluginOptions;
  const editorialWorkflow = workflow === EDITORIAL;
  const highest = highestOrder(getNodesByType);
  const config = cmsConfig({ backend, localBackendUrl, editorialWorkflow, siteUrl, highestOrder: highest });
  return writeAdmin(process.cwd(), config);
}

// After the build, and when the development server starts (which serves no .html file from public/ by itself).
// The page the content manager's preview pane shows (cms/preview/preview.tsx): the site's own components drawing
// the entry being edited. It lives with the content manager, not among the site's pages in src/pages/.
export const createPages: GatsbyNode["createPages"] = ({ actions }) => {
  actions.createPage({
    path: PREVIEW_PATH,
    component: path.join(process.cwd(), "cms", "preview", "preview.tsx"),
    context: {},
  });
};

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ getNodesByType, reporter }, options) => {
  try {
    const written = write(getNodesByType, options);
    reporter.info(`Content manager: ${ADMIN_PATH} (${written.files} files of Decap CMS ${written.version})`);
  } catch (error) {
    if (!(error instanceof OutputChanged)) throw error;
    reporter.panicOnBuild(error.message);
  }
};

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, getNodesByType, reporter }, options) => {
  write(getNodesByType, options);
  app.get(ADMIN_PATH, (_request: unknown, response: { sendFile: (file: string) => void }) =>
    response.sendFile(path.join(process.cwd(), "public", ADMIN_FILE)),
  );
  reporter.info(`Content manager: ${ADMIN_PATH} (run "npm run cms" for the local backend)`);
};
