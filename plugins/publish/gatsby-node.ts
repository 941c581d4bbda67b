// What is published: a build from clean; after it, flat page files, robots.txt, the pages' scripts rewritten,
// and the security headers.
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, PluginOptions } from "gatsby";
import { OutputChanged } from "../../lib/output-changed";
import { oneImageScript } from "./image-scripts";
import { paintFirst } from "./page-scripts";
import type { OwnPolicyPage } from "./security-headers";
import { isPreviewBuild } from "../../src/schema/build";
import { thirdPartiesFrom } from "../../src/schema/third-parties";
import { flattenPages, removeBuildArtefacts } from "./site-files";
import { revealServerSlides } from "./slides";
import { NGINX_ANSWERS, NGINX_INCLUDE, writeSecurityHeaders } from "./write-security-headers";

interface PostBuildOptions extends PluginOptions {
  /** Pages served with a policy of their own, e.g. the CMS (see gatsby-config.ts). */
  ownPolicy?: OwnPolicyPage[];
}

interface PostBuildData {
  site: { siteMetadata: { siteUrl: string } };
  company: { formEndpoint: string } | null;
}

// Gatsby runs in the site's folder.
const publicDir = () => path.join(process.cwd(), "public");

/** Rewrites the pages: paintFirst, the slides without scripts (slides.ts) and one image script (image-scripts.ts). */
function rewritePages(dir: string, pages: { file: string; pagePath: string }[]) {
  for (const { file, pagePath } of pages) {
    const html = fs.readFileSync(path.join(dir, file), "utf8");
    fs.writeFileSync(
      path.join(dir, file),
      oneImageScript(revealServerSlides(paintFirst(html, pagePath, file), file), file),
    );
  }
}

// The third parties' variables are checked before anything is built (src/schema/third-parties.ts): a malformed one
// stops the build naming it. Here, not in gatsby-config.ts: Gatsby drops an error thrown while its configuration loads.
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  try {
    thirdPartiesFrom(process.env);
  } catch (error) {
    reporter.panic(
      `The third parties' settings (docs/operators.md, "Spam and analytics"): ${(error as Error).message}`,
    );
  }
};

// The site builds from clean (`npm run build` clears the previous build first: scripts/clean.mjs): a second
// build in the same folder would keep pages whose inlined styles or scripts predate it, and bundles nothing uses
// any more.
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  if (fs.existsSync(path.join(publicDir(), "index.html"))) {
    reporter.panicOnBuild(
      "public/ holds an earlier build. This site builds from clean: run `npm run build`, which clears it first.",
    );
  }
};

// robots.txt points at the sitemap, whose address depends on the deployed site URL. The security headers
// hash each page's inline scripts, so they can only be written once the HTML exists.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, getNodesByType, reporter }, options) => {
  const result = await graphql<PostBuildData>(`
    query PostBuild {
      site {
        siteMetadata {
          siteUrl
        }
      }
      company {
        formEndpoint
      }
    }
  `);
  if (!result.data) {
    reporter.panicOnBuild(`onPostBuild query failed: ${String(result.errors)}`);
    return;
  }
  const { site, company } = result.data;
  // The endpoint the quote form uses: FORM_ENDPOINT over the content's (src/schema/form-endpoint.ts).
  const formEndpoint = company?.formEndpoint;
  if (!formEndpoint) {
    reporter.panicOnBuild("content/company/company.md has no formEndpoint, so the form service cannot be allowed");
    return;
  }
  const dir = publicDir();
  fs.writeFileSync(
    path.join(dir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${site.siteMetadata.siteUrl}/sitemap-index.xml\n`,
  );
  removeBuildArtefacts(dir);
  try {
    const pages = flattenPages(
      dir,
      getNodesByType("SitePage").map((page) => String(page.path)),
    );
    // Before the security headers: the inline scripts this leaves are the ones the policy must hash.
    rewritePages(dir, pages);
    reporter.info(`Page scripts: ${pages.length} pages paint before their bundles are requested`);
    const preview = isPreviewBuild(process.env);
    const thirdParties = thirdPartiesFrom(process.env);
    const written = writeSecurityHeaders({
      siteDir: process.cwd(),
      pageFiles: pages.map((page) => page.file),
      formEndpoint,
      ownPolicy: (options as PostBuildOptions).ownPolicy,
      preview,
      thirdParties,
    });
    reporter.info(
      `Security headers: one policy for ${written.pages} pages (${written.hashes} inline scripts), public/_headers, ${NGINX_INCLUDE}, ${NGINX_ANSWERS}` +
        (thirdParties.analytics ? `; analytics by ${thirdParties.analytics.provider} on every page` : "") +
        (written.formPages ? `; Turnstile on the ${written.formPages} pages with the quote form` : "") +
        (preview ? "; a preview, so every address says X-Robots-Tag: noindex" : ""),
    );
  } catch (error) {
    if (!(error instanceof OutputChanged)) throw error;
    reporter.panicOnBuild(error.message);
  }
};
