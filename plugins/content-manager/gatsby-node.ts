// The content manager's build steps live in its own room, cms/ (cms/build/gatsby-node.ts): Gatsby finds a local
// plugin only under plugins/, so this is its entry.
export * from "../../cms/build/gatsby-node";
