// What goes into the browser's JavaScript bundles: no source maps, React's client renderer where
// gatsby-plugin-image asks for the server one, no script for the pictures in articles' texts, and the third parties'
// settings as constants.
import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { browserConstants, thirdPartiesFrom } from "../../src/schema/third-parties";

// Source maps would publish the site's source; nobody debugs the live site with them. React's server
// renderer is not published either: in the browser gatsby-plugin-image renders image markup to a string with
// it, which src/utils/static-markup.ts does with React's client renderer (its alias goes first among the
// aliases, because Gatsby's own "react-dom" alias matches "react-dom/server" too and webpack takes the first
// that matches; upstream: gatsbyjs/gatsby#37281, closed without a fix). The figures it saves are in
// docs/architecture.md ("Overrides of the framework").
//
// gatsby-remark-images (gatsby-config.ts) fades each picture in the text in from its placeholder, with a script
// run on every page after every navigation; the site uses no placeholder, so every page's bundle takes an
// empty module in its place. Resolved here, so a version that moves it stops the build.
const pictureFade = createRequire(__filename).resolve("gatsby-remark-images/gatsby-browser.js");
const exactly = (file: string) => new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

// The third parties' settings (src/schema/third-parties.ts, checked by plugins/publish before the build starts) are
// constants of the code, in every stage, the server render's included: webpack drops each branch on one that is off,
// with the dynamic imports in it, so a build without them holds none of their code.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig, plugins }) => {
  const thirdParties = plugins.define(browserConstants(thirdPartiesFrom(process.env)));
  if (stage !== "build-javascript" && stage !== "develop") {
    actions.setWebpackConfig({ plugins: [thirdParties] });
    return;
  }
  const config = getConfig();
  config.plugins.push(
    thirdParties,
    plugins.normalModuleReplacement(
      exactly(pictureFade),
      path.join(process.cwd(), "plugins", "browser-bundle", "no-picture-fade.js"),
    ),
  );
  config.resolve.alias = {
    "react-dom/server$": path.join(process.cwd(), "src", "utils", "static-markup.ts"),
    ...config.resolve.alias,
  };
  if (stage === "build-javascript") config.devtool = false;
  actions.replaceWebpackConfig(config);
};
