// Deploys this commit to Cloudflare Pages if its tests passed, and posts the commit status Decap CMS reads for
// View Preview (scripts/deploy/deploy.mjs). Run by the workflow's deploy job (.github/workflows/ci.yml) as
// `node scripts/deploy.mjs`, configured through the environment only: docs/operators.md, "Tested, then deployed".
import path from "node:path";
import { fileURLToPath } from "node:url";
import { deploy } from "./deploy/deploy.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

deploy({ root, env: process.env }).then(
  (code) => (process.exitCode = code),
  (error) => {
    console.error(`Not deployed: ${error.message}`);
    process.exitCode = 1;
  },
);
