// After the build: robots.txt, the page-script rewrite and the security headers of every page.
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { writePageScripts } from "./page-scripts";
import { NGINX_INCLUDE, writeSecurityHeaders } from "./write-security-headers";

interface PostBuildData {
  site: { siteMetadata: { siteUrl: string; formEndpoint: string | null } };
  company: { formEndpoint: string } | null;
  allMarkdownRemark: { nodes: { html: string | null; fileAbsolutePath: string | null }[] };
}

// robots.txt points at the sitemap, whose address depends on the deployed site URL. The security headers
// hash each page's inline scripts, so they can only be written once the HTML exists.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, store, reporter }) => {
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
  const { program } = store.getState() as { program: { directory: string } };
  fs.writeFileSync(
    path.join(program.directory, "public", "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${site.siteMetadata.siteUrl}/sitemap-index.xml\n`,
  );

  // Before the security headers: the inline scripts this leaves are the ones the policy must hash.
  const rewritten = writePageScripts(path.join(program.directory, "public"));
  reporter.info(`Page scripts: ${rewritten} pages paint before their bundles are requested`);

  // The same endpoint the quote form uses (see src/hooks/use-company-info.ts).
  const formEndpoint = site.siteMetadata.formEndpoint ?? company?.formEndpoint;
  if (!formEndpoint) {
    reporter.panicOnBuild("content/company/company.md has no formEndpoint, so the form service cannot be allowed");
    return;
  }
  const written = writeSecurityHeaders({
    siteDir: program.directory,
    formEndpoint,
    markdown: allMarkdownRemark.nodes,
    warn: (message) => reporter.warn(message),
  });
  reporter.info(
    `Security headers for ${written.pages} pages and ${written.files} hashed files: public/_headers, ${NGINX_INCLUDE}`,
  );
};
