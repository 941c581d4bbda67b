import js from "@eslint/js";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      ".cache",
      "public",
      "src/gatsby-types.d.ts",
      "test-results",
      "playwright-report",
      "bench-results",
      ".wrangler",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node, Queries: "readonly" } },
    settings: { react: { version: "19" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      "react/prop-types": "off",
    },
  },
  {
    // Gatsby's server render gives a bare `fetch` node-fetch 2, whose URL code loads Node's deprecated punycode
    // module: every build's log then shows "ERROR UNKNOWN" for the deprecation. The pages (the site's and the
    // content manager's preview) never fetch there.
    files: ["src/**/*.{ts,tsx}", "cms/preview/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "Call globalThis.fetch: Gatsby's server render would bundle node-fetch." },
      ],
    },
  },
  {
    // Playwright fixtures receive a `use` callback that is not React's hook.
    files: ["__tests__/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.mjs"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Its functions run in the measured page (page.evaluate), where the browser's globals are.
    files: ["scripts/bench-interactions.mjs"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["**/*.js"],
    ignores: ["cms/admin/*.js"],
    languageOptions: { globals: { ...globals.node, ...globals.jest }, sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // The CMS page's own scripts run in the browser as they are, beside Decap's bundle (the upload rules also in
    // the unit tests, as a module's exports).
    files: ["cms/admin/*.js"],
    languageOptions: { globals: { ...globals.browser, module: "readonly" }, sourceType: "script" },
  },
);
