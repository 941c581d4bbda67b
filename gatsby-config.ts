// Gatsby configuration: site metadata, the content source and the plugins.
import path from "node:path";
import type { GatsbyConfig } from "gatsby";

// The public address the site is deployed at; canonical URLs, Open Graph and the sitemap use it.
const siteUrl = (process.env.SITE_URL ?? "https://www.brightcode.example").replace(/\/$/, "");

// Overrides the quote form's endpoint from content/company/company.md at build time (tests point it at a
// local stand-in). It lives in siteMetadata so that a change reaches every page on the next build.
const formEndpoint = process.env.FORM_ENDPOINT || null;
if (formEndpoint && !/^https?:\/\/\S+$/.test(formEndpoint)) {
  throw new Error(`FORM_ENDPOINT must be a web address such as https://formspree.io/f/abcd1234, not "${formEndpoint}"`);
}

const config: GatsbyConfig = {
  siteMetadata: { siteUrl, formEndpoint },
  // The spec's routes have no trailing slash (/about, not /about/).
  trailingSlash: "never",
  jsxRuntime: "automatic",
  graphqlTypegen: { generateOnBuild: true },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: path.resolve(__dirname, "content") },
    },
    "gatsby-transformer-remark",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: { formats: ["auto", "webp"], placeholder: "dominantColor", quality: 70 },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-sass",
      options: {
        sassOptions: {
          // Bootstrap 5.3's sources use @import and global functions that Dart Sass deprecates.
          quietDeps: true,
          // No byte-order mark: Gatsby inlines the CSS mid-document, where a BOM breaks the first rule.
          charset: false,
          silenceDeprecations: ["legacy-js-api", "import", "global-builtin", "color-functions"],
        },
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: ["/404", "/404.html", "/dev-404-page"] },
    },
  ],
};

export default config;
