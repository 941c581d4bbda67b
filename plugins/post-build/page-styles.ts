/**
 * The stylesheet inlined in each page is the build's current one.
 *
 * Gatsby inlines the site's stylesheet into every page. With slices (Gatsby 5's default) a warm build
 * renders a page again only when its data or its server-side code changed, not when only the CSS did, so
 * an edit to a stylesheet reached styles.<hash>.css but not the pages. Each page's inlined copy is
 * replaced by the content of the current file of the same name, exactly as Gatsby inlines it.
 */
import fs from "node:fs";
import path from "node:path";

// What Gatsby writes (static-entry.js): <style data-href="/styles.<hash>.css" data-identity="gatsby-global-css">.
const INLINED = /<style data-href="\/([\w-]+)\.[0-9a-f]{20}\.css" data-identity="gatsby-global-css">[\s\S]*?<\/style>/g;
const STYLESHEET = /^([\w-]+)\.[0-9a-f]{20}\.css$/;

/** The current stylesheets of a build, by name ("styles"): their file and content. */
export function currentStylesheets(publicDir: string): Map<string, { file: string; css: string }> {
  const sheets = new Map<string, { file: string; css: string }>();
  for (const file of fs.readdirSync(publicDir)) {
    const name = STYLESHEET.exec(file)?.[1];
    if (name) sheets.set(name, { file, css: fs.readFileSync(path.join(publicDir, file), "utf8") });
  }
  return sheets;
}

/** The page with each inlined stylesheet replaced by the current one of its name. */
export function inlineCurrentStyles(html: string, sheets: Map<string, { file: string; css: string }>): string {
  return html.replace(INLINED, (style, name: string) => {
    const sheet = sheets.get(name);
    if (!sheet) throw new Error(`no current ${name}.<hash>.css for a page that inlines one`);
    return `<style data-href="/${sheet.file}" data-identity="gatsby-global-css">${sheet.css}</style>`;
  });
}
