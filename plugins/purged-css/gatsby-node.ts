// Stylesheets that gatsby-plugin-purgecss trims are rebuilt when a component changes (see depend-on-sources.js).
import path from "node:path";
import type { GatsbyNode, PluginOptions } from "gatsby";

interface PurgedCssOptions extends PluginOptions {
  /** The same list as gatsby-plugin-purgecss's purgeOnly: parts of the paths of the trimmed stylesheets. */
  purgeOnly: string[];
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, store }, options) => {
  const { purgeOnly } = options as PurgedCssOptions;
  const { program } = store.getState() as { program: { directory: string } };
  actions.setWebpackConfig({
    module: {
      rules: [
        {
          test: (file: string) =>
            /\.s?css$/.test(file) && purgeOnly.some((part) => file.split(path.sep).join("/").includes(part)),
          use: [path.join(program.directory, "plugins", "purged-css", "depend-on-sources.js")],
        },
      ],
    },
  });
};
