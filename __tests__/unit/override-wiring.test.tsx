/**
 * @jest-environment node
 */
// The overrides of docs/architecture.md whose function has its own test but whose wiring into Gatsby had
// none: taken out, only the build's checks or the browser suite noticed. These fail at once.
import fs from "node:fs";
import path from "node:path";
import { Suspense, type ReactNode } from "react";
import type { CreateWebpackConfigArgs, ReplaceRendererArgs } from "gatsby";
import { onCreateWebpackConfig } from "../../plugins/browser-bundle/gatsby-node";
import { replaceRenderer } from "../../gatsby-ssr";

type Plugin = { from?: RegExp; to?: string; definitions?: Record<string, string> };
type Config = { resolve: { alias: Record<string, string> }; devtool?: unknown; plugins: Plugin[] };

/** Runs the browser-bundle step for `stage` on a config holding Gatsby's own "react-dom" alias. */
function webpackConfigAt(stage: string, changes: { set?: Partial<Config> } = {}): Config | undefined {
  let replaced: Config | undefined;
  const args = {
    stage,
    getConfig: (): Config => ({
      resolve: { alias: { "react-dom": "/gatsby/react-dom" } },
      devtool: "source-map",
      plugins: [],
    }),
    actions: {
      replaceWebpackConfig: (config: Config) => (replaced = config),
      setWebpackConfig: (config: Partial<Config>) => (changes.set = config),
    },
    plugins: {
      normalModuleReplacement: (from: RegExp, to: string) => ({ from, to }),
      define: (definitions: Record<string, string>) => ({ definitions }),
    },
  } as unknown as CreateWebpackConfigArgs;
  onCreateWebpackConfig?.(args, {} as never, () => undefined);
  return replaced;
}

describe("plugins/browser-bundle: React's server renderer and source maps stay out of the browser's bundles", () => {
  test.each([
    ["build-javascript", false],
    ["develop", "source-map"],
  ])("%s: react-dom/server is static-markup.ts, ahead of Gatsby's aliases; source maps: %s", (stage, devtool) => {
    const { resolve, devtool: kept } = webpackConfigAt(stage)!;
    // webpack takes the first alias that matches, and Gatsby's "react-dom" matches "react-dom/server" too.
    expect(Object.keys(resolve.alias)).toEqual(["react-dom/server$", "react-dom"]);
    const renderer = resolve.alias["react-dom/server$"]!;
    expect(path.relative(process.cwd(), renderer)).toBe(path.join("src", "utils", "static-markup.ts"));
    expect(fs.existsSync(renderer)).toBe(true);
    expect(kept).toBe(devtool);
  });

  test.each(["build-javascript", "develop"])(
    "%s: gatsby-remark-images' script for fading pictures in is an empty module",
    (stage) => {
      const { plugins } = webpackConfigAt(stage)!;
      const fade = require.resolve("gatsby-remark-images/gatsby-browser.js");
      const replaced = plugins.filter(({ from }) => from?.test(fade));
      expect(replaced).toHaveLength(1);
      expect(
        fs
          .readFileSync(replaced[0]!.to!, "utf8")
          .replace(/\/\/.*\n/g, "")
          .trim(),
      ).toBe("");
    },
  );

  test("the server's HTML build keeps React's server renderer", () => {
    expect(webpackConfigAt("build-html")).toBeUndefined();
  });

  test.each(["develop", "develop-html", "build-javascript", "build-html"])(
    "%s: the third parties' constants are defined, off when the build has none",
    (stage) => {
      const unset = [
        "TURNSTILE_SITE_KEY",
        "ANALYTICS_PROVIDER",
        "ANALYTICS_SITE_ID",
        "ANALYTICS_SCRIPT_URL",
        "ANALYTICS_HOST_URL",
      ];
      jest.replaceProperty(process, "env", { ...process.env, ...Object.fromEntries(unset.map((name) => [name, ""])) });
      const changes: { set?: Partial<Config> } = {};
      const plugins = webpackConfigAt(stage, changes)?.plugins ?? changes.set?.plugins ?? [];
      expect(plugins.filter((plugin) => plugin.definitions).map((plugin) => plugin.definitions)).toEqual([
        { __TURNSTILE_SITE_KEY__: '""', __ANALYTICS__: "null" },
      ]);
    },
  );
});

describe("gatsby-ssr: every Suspense boundary is written in place, with no script to move it", () => {
  /** A page whose sections are each inside a boundary, as Layout wraps them, past React's 12.8 KB first chunk. */
  function Page({ children }: { children: ReactNode }) {
    return (
      <main>
        <p>{"x".repeat(20_000)}</p>
        <Suspense fallback={<p>loading</p>}>{children}</Suspense>
      </main>
    );
  }

  test("a section after the first 12.8 KB is in the HTML, readable without JavaScript", () => {
    let html = "";
    replaceRenderer?.(
      {
        bodyComponent: <Page>{<section id="late">The last section</section>}</Page>,
        replaceBodyHTMLString: (body: string) => (html = body),
      } as unknown as ReplaceRendererArgs,
      {} as never,
    );
    expect(html).toContain('<section id="late">The last section</section>');
    expect(html).not.toMatch(/<script|<template|hidden/);
    expect(html).not.toContain("loading");
  });
});
