// The servers of the browser suite: the built site under nginx and under Cloudflare's own runtime, each
// applying the headers and address rules the build wrote (started by playwright.config.ts), the CMS's
// local backend (started by cms.spec.ts), the sign-in's servers (started by cms-signin.spec.ts), and the
// editorial workflow's own build and backend (started by cms-workflow.spec.ts). Each E2E_*_PORT moves one,
// for a second run of the suite beside another on the same machine.
export const hosts = {
  nginx: `http://127.0.0.1:${process.env.E2E_PORT ?? 9100}`,
  cloudflare: `http://127.0.0.1:${process.env.E2E_WRANGLER_PORT ?? 9102}`,
};

/** The stand-in for the form service (form-service.mjs); `npm run build:e2e` points the quote form at it. */
export const FORM_SERVICE = `http://127.0.0.1:${process.env.E2E_FORM_PORT ?? 9201}`;

/**
 * Decap's local backend for the CMS tests; `npm run build:e2e` points the CMS at this address. E2E_CMS_PORT
 * moves it, for a second run of the suite beside another (build with the same E2E_CMS_PORT).
 */
export const cmsBackend = `http://localhost:${process.env.E2E_CMS_PORT ?? 9202}`;

/**
 * The CMS's sign-in under Cloudflare's runtime with the functions' variables set (the Cloudflare server
 * above runs without them), and the stand-in for GitHub that those variables point the functions at.
 */
export const signInHosts = {
  site: `http://127.0.0.1:${process.env.E2E_SIGNIN_PORT ?? 9104}`,
  standInPort: Number(process.env.E2E_GITHUB_PORT ?? 9203),
};

/**
 * The editorial workflow's test: a build of a copy of the site, made with CMS_WORKFLOW=editorial and served by
 * nginx, and Decap's local backend in Git mode on that copy, which the build points its CMS at.
 */
export const cmsWorkflowHosts = {
  site: `http://127.0.0.1:${process.env.E2E_WORKFLOW_PORT ?? 9135}`,
  backendPort: Number(process.env.E2E_WORKFLOW_BACKEND_PORT ?? 9134),
};
