// What goes into the browser's JavaScript bundles: no source maps, and React's client renderer where
// gatsby-plugin-image asks for the server one.
import path from "node:path";
import type { GatsbyNode } from "gatsby";

// Source maps would publish the site's source; nobody debugs the live site with them. React's server
// renderer is not published either: in the browser gatsby-plugin-image renders image markup to a string with
// it, which src/utils/static-markup.ts does with React's client renderer (its alias goes first among the
// aliases, because Gatsby's own "react-dom" alias matches "react-dom/server" too and webpack takes the first
// that matches; upstream: gatsbyjs/gatsby#37281, closed without a fix). The figures it saves are in
// docs/architecture.md ("Overrides of the framework").
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  if (stage !== "build-javascript" && stage !== "develop") return;
  const config = getConfig();
  config.resolve.alias = {
    "react-dom/server$": path.join(process.cwd(), "src", "utils", "static-markup.ts"),
    ...config.resolve.alias,
  };
  if (stage === "build-javascript") config.devtool = false;
  actions.replaceWebpackConfig(config);
};
