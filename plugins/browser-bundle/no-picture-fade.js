// In the browser's bundles in place of gatsby-remark-images' gatsby-browser.js (gatsby-node.ts): no browser API.
