// Gatsby configuration: site metadata, the content source and the plugins.
import os from "node:os";
import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { ADMIN_FILE, ADMIN_PATH, PREVIEW_FILE, PREVIEW_PATH, previewContext } from "./cms/build/addresses";
import { adminHeaders } from "./cms/build/policy";
import { signIn } from "./cms/build/sign-in";
import { gatsbyCpuCount } from "./src/schema/build";
import { contentDirFrom } from "./src/schema/content-dir";
import { ROUTES } from "./src/schema/routes";
import { siteUrlFrom } from "./src/schema/site-url";
import { sassBreakpoints } from "./src/styles/breakpoints";
import { TEXT_WIDTH } from "./src/schema/insights";
import { BRAND_NAVY } from "./lib/brand.mjs";
import { sitemapOptions } from "./plugins/insights/sitemap";

const siteUrl = siteUrlFrom(process.env);

// Read by Gatsby once the configuration is loaded: the query workers, and gatsby-plugin-sharp's encoding queue.
const cpuCount = gatsbyCpuCount(process.env, os.availableParallelism());
if (cpuCount) process.env.GATSBY_CPU_COUNT = cpuCount;

// The CMS (/admin) commits to this repository and branch (GitHub); CMS_REPO and CMS_BRANCH override them.
// Editors sign in through the site's own functions on Cloudflare Pages, or CMS_AUTH_URL (cms/build/sign-in.ts).
// On a laptop (`npm run cms`, which sets CMS_LOCAL_PORT) it edits the working copy through Decap's local
// backend at this address; a build without CMS_LOCAL_PORT has no local backend, nor any http: address in
// the CMS's policy. CMS_WORKFLOW=editorial turns on drafts and review (docs/operators.md, "Drafts and review"), which the
// plugin checks: any other value stops the build.
const cms = {
  backend: {
    name: "github" as const,
    repo: process.env.CMS_REPO ?? "brightcode/website",
    branch: process.env.CMS_BRANCH ?? "main",
    ...signIn(process.env),
    preview_context: previewContext(process.env),
  },
  localBackendUrl: process.env.CMS_LOCAL_PORT ? `http://localhost:${process.env.CMS_LOCAL_PORT}/api/v1` : null,
  workflow: process.env.CMS_WORKFLOW || null,
  siteUrl,
};

// A PostCSS step for the Sass files: slick-carousel's stylesheet sets `cursor: hand` after `cursor: pointer`,
// a value from Internet Explorer 5 that no browser knows and the W3C checker reports (kenwheeler/slick#3969, open).
const dropCursorHand = {
  postcssPlugin: "drop-cursor-hand",
  Declaration: {
    cursor: (declaration: { value: string; remove: () => void }) =>
      declaration.value === "hand" && declaration.remove(),
  },
};

// The stylesheets trimmed to the rules the components use (Bootstrap, the carousels'); CSS modules are not.
const purgeOnly = ["src/styles/global.scss", "src/components/ui/slick.scss", "react-responsive-carousel/"];

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  // The site's addresses have no trailing slash (/about, not /about/; docs/product.md, "Pages").
  trailingSlash: "never",
  jsxRuntime: "automatic",
  graphqlTypegen: { generateOnBuild: true },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: path.resolve(__dirname, contentDirFrom(process.env)) },
    },
    {
      resolve: "gatsby-transformer-remark",
      options: {
        plugins: [
          {
            // An article's pictures in its text (content/articles/*.md: `![What it shows](diagram.png)`, checked
            // by the build: src/schema/markdown.ts): sized for the text's width and twice it, in the formats and
            // quality of every other picture, lazily loaded in a box of the picture's shape. No placeholder
            // picture, no link to the original; its script for fading pictures in is left out of the pages
            // (plugins/browser-bundle).
            resolve: "gatsby-remark-images",
            options: {
              maxWidth: TEXT_WIDTH,
              srcSetBreakpoints: [TEXT_WIDTH / 2, TEXT_WIDTH * 1.5, TEXT_WIDTH * 2],
              linkImagesToOriginal: false,
              disableBgImage: true,
              backgroundColor: "none",
              withWebp: { quality: 70 },
              quality: 70,
            },
          },
        ],
      },
    },
    // Links in what React leaves as the server wrote it (src/components/ui/static.tsx) are plain <a>s: it routes
    // their clicks in the browser, as Gatsby's Link would.
    "gatsby-plugin-catch-links",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: { formats: ["auto", "webp"], placeholder: "dominantColor", quality: 70 },
      },
    },
    "gatsby-transformer-sharp",
    // After gatsby-plugin-sharp: it serves that plugin's jobs from pictures encoded in an earlier build.
    "image-cache",
    {
      resolve: "gatsby-plugin-sass",
      options: {
        postCssPlugins: [dropCursorHand],
        // The layout's breakpoints, kept once in src/styles/breakpoints.ts, before Bootstrap's defaults.
        additionalData: `${sassBreakpoints()}\n$navy: ${BRAND_NAVY};`,
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
      // Gatsby inlines all CSS into every page: drop the Bootstrap and carousel rules no component uses.
      // CSS modules are left alone (their classes are referenced as styles.camelCase).
      resolve: "gatsby-plugin-purgecss",
      options: {
        printSummary: false,
        purgeOnly,
        purgeCSSOptions: {
          // Classes the carousel libraries add at run time, which no source file of ours spells out:
          // react-slick's slick-* and "dragging"; react-responsive-carousel's slider without its dots,
          // status or thumbnails (ui/slide-show.tsx turns them off), but with the arrow buttons it still
          // renders, disabled and hidden; and the <img> elements that GatsbyImage renders.
          safelist: {
            standard: [
              // PurgeCSS drops a rule whose selector is a pseudo-class alone, such as our focus ring.
              ":focus-visible",
              // Elements that Markdown renders into editor content, which no source file names.
              ...["h1", "h2", "h3", "h4", "h5", "h6", "p", "a", "ul", "ol", "li", "dl", "dt", "dd", "hr", "br"],
              ...["blockquote", "pre", "code", "kbd", "em", "strong", "small", "sub", "sup", "abbr", "mark", "del"],
              ...["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td", "figure", "figcaption"],
              "dragging",
              "img",
              ...["carousel-root", "carousel", "carousel-slider", "slider-wrapper", "axis-horizontal"],
              ...["slider", "animated", "slide", "selected", "previous"],
              ...["control-arrow", "control-prev", "control-next", "control-disabled"],
            ],
            greedy: [/^slick-/],
          },
          // The attributes that mark GatsbyImage's placeholder and picture, for our rules on them.
          dynamicAttributes: ["data-placeholder-image", "data-main-image"],
        },
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: sitemapOptions([ROUTES.notFound, `${ROUTES.notFound}.html`, "/dev-404-page", PREVIEW_PATH]),
    },
    // Local plugins: what goes into the browser's bundles (plugins/browser-bundle); the CMS at /admin
    // (plugins/content-manager, which runs cms/build/); then, after the build, robots.txt, page scripts and security headers (plugins/publish),
    // the CMS page with a policy of its own and its preview page with the site's, framed by the CMS.
    "browser-bundle",
    // The articles section: which articles this build publishes, and their pages (plugins/insights).
    "insights",
    { resolve: "content-manager", options: cms },
    {
      resolve: "publish",
      options: {
        ownPolicy: [
          { path: ADMIN_PATH, file: ADMIN_FILE, headers: adminHeaders(cms.localBackendUrl) },
          { path: PREVIEW_PATH, file: PREVIEW_FILE },
        ],
      },
    },
  ],
};

export default config;
