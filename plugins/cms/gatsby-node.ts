// The CMS at /admin: Decap CMS's standalone bundle and a configuration generated from the content model,
// written into public/ by `gatsby build` and `gatsby develop`, and served by the development server.
import path from "node:path";
import type { GatsbyNode, PluginOptions } from "gatsby";
import { collections } from "../../src/schema/collections";
import { cmsConfig, type CmsBackend } from "../../src/schema/cms-config";
import { currentStylesheets } from "../post-build/page-styles";
import { writeAdmin } from "./write-admin";
import { ADMIN_FILE, ADMIN_PATH } from "./policy";

export interface CmsPluginOptions extends PluginOptions {
  backend: CmsBackend;
  localBackendUrl: string;
}

interface State {
  program: { directory: string };
  config: { siteMetadata: { siteUrl: string } };
}

type NodeLookup = (type: string) => object[];

/** The highest `order` in each collection now, so the CMS can offer the next one to a new item. */
function highestOrder(getNodesByType: NodeLookup): Record<string, number> {
  const highest: Record<string, number> = {};
  for (const [name, collection] of Object.entries(collections)) {
    if (collection.unique !== "order") continue;
    const orders = getNodesByType(collection.type).map((node) => (node as { order?: number }).order ?? 0);
    if (orders.length > 0) highest[name] = Math.max(...orders);
  }
  return highest;
}

function write(state: State, getNodesByType: NodeLookup, options: CmsPluginOptions, siteCss: string) {
  const config = cmsConfig({
    backend: options.backend,
    localBackendUrl: options.localBackendUrl,
    siteUrl: state.config.siteMetadata.siteUrl,
    highestOrder: highestOrder(getNodesByType),
  });
  return writeAdmin(state.program.directory, config, siteCss);
}

// The development server has no built stylesheet: webpack serves the site's CSS as /commons.css.
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ store, getNodesByType, reporter }, options) => {
  if (process.env.gatsby_executing_command !== "develop") return;
  write(store.getState() as State, getNodesByType, options as CmsPluginOptions, "/commons.css");
  reporter.info(`Content manager: ${ADMIN_PATH} (run "npm run cms" for the local backend)`);
};

// After the build, the site's stylesheet has its final, content-hashed name.
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, getNodesByType, reporter }, options) => {
  const state = store.getState() as State;
  const styles = currentStylesheets(path.join(state.program.directory, "public")).get("styles");
  if (!styles) throw new Error("the build wrote no styles.<hash>.css: the previews would have no styles");
  const written = write(state, getNodesByType, options as CmsPluginOptions, `/${styles.file}`);
  reporter.info(`Content manager: ${ADMIN_PATH} (${written.files} files of Decap CMS ${written.version})`);
};

// Gatsby's development server serves no .html file from public/ by itself.
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, store }) => {
  const { program } = store.getState() as State;
  app.get(ADMIN_PATH, (_request: unknown, response: { sendFile: (file: string) => void }) =>
    response.sendFile(path.join(program.directory, "public", ADMIN_FILE)),
  );
};
