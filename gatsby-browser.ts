// Gatsby's browser APIs: which clicks on the site's links its router may follow, from the app's entry on
// (src/utils/page-links.ts).
import type { GatsbyBrowser } from "gatsby";
import { followLinksAsDocuments, routerFollowsLinks } from "./src/utils/page-links";

export const onClientEntry: GatsbyBrowser["onClientEntry"] = followLinksAsDocuments;

// Gatsby calls it from its app's first effect, after the router's own: the router listens for new addresses by then.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = routerFollowsLinks;
