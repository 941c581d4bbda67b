// Pictures that gatsby-plugin-sharp encoded in an earlier build are reused, not encoded again: every build starts
// from clean (scripts/clean.mjs), which would otherwise encode every size and format of every picture each time.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode, Reporter } from "gatsby";
// The function gatsby-plugin-sharp (pinned: docs/upgrading.md) takes its actions from, and so its createJobV2.
import { setActions } from "gatsby-plugin-sharp";
import { PICTURE_CACHE } from "../../lib/picture";
import { reuseEncoded, type ImageJob } from "./reuse";

type Actions = Parameters<NonNullable<GatsbyNode["onPluginInit"]>>[0]["actions"];

// The job stays gatsby-plugin-sharp's, whose worker runs it: Gatsby's bound actions take the plugin a job is for
// as their second argument ("Let action callers override who the plugin is", its api-runner-node).
const load = createRequire(path.join(process.cwd(), "package.json"));
const sharpPlugin = {
  name: "gatsby-plugin-sharp",
  version: (load("gatsby-plugin-sharp/package.json") as { version: string }).version,
  resolve: path.dirname(load.resolve("gatsby-plugin-sharp/package.json")),
};

/**
 * gatsby-plugin-sharp's jobs go through this plugin's createJobV2: a job whose every output is kept is served
 * from the kept copies; any other runs as it would. In every process that runs queries (onPluginInit runs in
 * Gatsby's workers too), after gatsby-plugin-sharp has set its own (this plugin is listed after it).
 */
function wrap(actions: Actions, reporter: Reporter) {
  const kept = path.join(process.cwd(), PICTURE_CACHE);
  setActions({
    ...actions,
    createJobV2: (job: ImageJob) => {
      try {
        if (reuseEncoded(job, path.join(process.cwd(), "public"), kept)) return Promise.resolve(undefined);
      } catch (error) {
        reporter.panicOnBuild(error instanceof Error ? error.message : String(error));
      }
      const createJob = actions.createJobV2 as (job: ImageJob, plugin: typeof sharpPlugin) => Promise<unknown>;
      return createJob(job, sharpPlugin);
    },
  });
}

export const onPluginInit: GatsbyNode["onPluginInit"] = ({ actions, reporter }) => wrap(actions, reporter);
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ actions, reporter }) => wrap(actions, reporter);

// What this build encoded is kept for the next (public/static holds only encoded pictures and Gatsby's own
// static files, both named by their content's digest).
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  const encoded = path.join(process.cwd(), "public", "static");
  if (fs.existsSync(encoded))
    fs.cpSync(encoded, path.join(process.cwd(), PICTURE_CACHE, "static"), { recursive: true, force: false });
};
