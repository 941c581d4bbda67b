// What is published: no source maps or stale bundles; after the build, flat page files, robots.txt, the
// pages' scripts and stylesheet rewritten, and the security headers.
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, PluginOptions } from "gatsby";
import { rewritePages } from "./page-scripts";
import type { OwnPolicyPage } from "./security-headers";
import { flattenPages, removeBuildArtefacts, restorePages } from "./site-files";
import { NGINX_INCLUDE, writeSecurityHeaders } from "./write-security-headers";

interface PostBuildOptions extends PluginOptions {
  /** Pages served with a policy of their own, e.g. the CMS (see gatsby-config.ts). */
  ownPolicy?: OwnPolicyPage[];
}

interface PostBuildData {
  site: { siteMetadata: { siteUrl: string; formEndpoint: string | null } };
  company: { formEndpoint: string } | null;
  allMarkdownRemark: { nodes: { html: string | null; fileAbsolutePath: string | null }[] };
}

interface State {
  program: { directory: string };
  pages: Map<string, unknown>;
}

const publicDir = (state: State) => path.join(state.program.directory, "public");

// Source maps would publish the site's source; nobody debugs the live site with them. React's server
// renderer is not published either: in the browser gatsby-plugin-image renders image markup to a string with
// it, which src/utils/static-markup.ts does in 2 KB (its alias goes first among the aliases, because Gatsby's
// own "react-dom" alias matches "react-dom/server" too and webpack takes the first that matches).
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig, store }) => {
  if (stage !== "build-javascript" && stage !== "develop") return;
  const config = getConfig();
  const { directory } = (store.getState() as State).program;
  config.resolve.alias = {
    "react-dom/server$": path.join(directory, "src", "utils", "static-markup.ts"),
    ...config.resolve.alias,
  };
  if (stage === "build-javascript") config.devtool = false;
  actions.replaceWebpackConfig(config);
};

// webpack writes this build's bundles afresh; the ones earlier builds left would otherwise stay published.
// Pages go back where Gatsby wrote them, for a warm build to find.
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ store, reporter }) => {
  const state = store.getState() as State;
  restorePages(publicDir(state), [...state.pages.keys()]);
  const removed = removeBuildArtefacts(publicDir(state), { bundles: true });
  if (removed.length > 0) reporter.info(`Removed ${removed.length} scripts and build files of an earlier build`);
};

// robots.txt points at the sitemap, whose address depends on the deployed site URL. The security headers
// hash each page's inline scripts, so they can only be written once the HTML exists.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, store, reporter }, options) => {
  const result = await graphql<PostBuildData>(`
    query PostBuild {
      site {
        siteMetadata {
          siteUrl
          formEndpoint
        }
      }
      company {
        formEndpoint
      }
      allMarkdownRemark {
        nodes {
          html
          fileAbsolutePath
        }
      }
    }
  `);
  if (!result.data) {
    reporter.panicOnBuild(`onPostBuild query failed: ${String(result.errors)}`);
    return;
  }
  const { site, company, allMarkdownRemark } = result.data;
  const state = store.getState() as State;
  const dir = publicDir(state);
  fs.writeFileSync(
    path.join(dir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${site.siteMetadata.siteUrl}/sitemap-index.xml\n`,
  );
  removeBuildArtefacts(dir, { bundles: false });
  const pages = flattenPages(dir, [...state.pages.keys()]);

  // Before the security headers: the inline scripts this leaves are the ones the policy must hash.
  const rewritten = rewritePages(dir, pages);
  reporter.info(`Page scripts: ${rewritten} pages paint before their bundles are requested`);

  // The same endpoint the quote form uses (see src/hooks/use-company-info.ts).
  const formEndpoint = site.siteMetadata.formEndpoint ?? company?.formEndpoint;
  if (!formEndpoint) {
    reporter.panicOnBuild("content/company/company.md has no formEndpoint, so the form service cannot be allowed");
    return;
  }
  const written = writeSecurityHeaders({
    siteDir: state.program.directory,
    pageFiles: pages.map((page) => page.file),
    formEndpoint,
    markdown: allMarkdownRemark.nodes,
    ownPolicy: (options as PostBuildOptions).ownPolicy,
    warn: (message) => reporter.warn(message),
  });
  reporter.info(
    `Security headers: one policy for ${written.pages} pages (${written.hashes} inline scripts), public/_headers, ${NGINX_INCLUDE}`,
  );
};
