// Unit tests: Jest with Gatsby's Babel preset, as in Gatsby's "Unit Testing" guide.
module.exports = {
  testMatch: ["<rootDir>/__tests__/unit/**/*.test.{ts,tsx}"],
  // .mjs too: the tests import the plain-JavaScript modules of lib/ and scripts/ (site copies, the local backend).
  transform: { "^.+\\.(?:[jt]sx?|mjs)$": "<rootDir>/__tests__/support/jest-preprocess.js" },
  moduleFileExtensions: ["js", "mjs", "jsx", "ts", "tsx", "json"],
  moduleNameMapper: {
    "\\.module\\.s?css$": "<rootDir>/__tests__/support/css-module-stub.js",
    "\\.s?css$": "<rootDir>/__tests__/support/style-stub.js",
  },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  // Every core (Jest's default leaves one free): on CI's two, the slowest file, a real build, runs beside the rest.
  maxWorkers: "100%",
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost/" },
  // The third parties' constants (src/third-parties.d.ts) as a build without them has them; a test sets its own.
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "", __TURNSTILE_SITE_KEY__: "", __ANALYTICS__: null },
  setupFiles: ["<rootDir>/__tests__/support/loader-shim.js"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/support/setup.ts"],
};
