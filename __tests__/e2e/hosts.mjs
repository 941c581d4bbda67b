// The browser suite's site and servers, in one place: the content it is built from, the build's settings, and
// the ports of the built site under nginx and under Cloudflare's own runtime (started by playwright.config.ts),
// the form service's stand-in, the CMS's local backend (started by cms.spec.ts, and in Git mode by
// cms-workflow.spec.ts), and the sign-in's servers (started by cms-sign-in.spec.ts).
// Each E2E_*_PORT moves one, for a second run of the suite beside another on the same machine. Plain
// JavaScript, so that the test build's script and the form service's stand-in read it too.

const port = (name, fallback) => Number(process.env[name] ?? fallback);

/**
 * The browser suite's own content (docs/architecture.md, "How it is tested"): fixed texts and counts chosen to
 * stress the layout, so that no test depends on what the editors write in content/.
 */
export const FIXTURE_CONTENT = "__tests__/content";

export const hosts = {
  nginx: `http://127.0.0.1:${port("E2E_PORT", 9100)}`,
  cloudflare: `http://127.0.0.1:${port("E2E_WRANGLER_PORT", 9102)}`,
};

/** The stand-in for the form service (form-service.mjs), which the test build's quote form posts to. */
export const FORM_SERVICE_PORT = port("E2E_FORM_PORT", 9201);
export const FORM_SERVICE = `http://127.0.0.1:${FORM_SERVICE_PORT}`;
export const FORM_ENDPOINT = `${FORM_SERVICE}/f/quote`;

/** Decap's local backend for the CMS tests, which the test build points its CMS (and its policy) at. */
const CMS_BACKEND_PORT = port("E2E_CMS_PORT", 9202);
export const cmsBackend = `http://localhost:${CMS_BACKEND_PORT}`;

/**
 * The test build's settings (`npm run build:e2e`): the fixture content, the quote form posting to its stand-in,
 * the CMS on the local backend, and the sign-in through the site's own functions.
 */
export const testBuildEnv = {
  CONTENT_DIR: FIXTURE_CONTENT,
  FORM_ENDPOINT,
  CMS_LOCAL_PORT: String(CMS_BACKEND_PORT),
  CMS_AUTH: "functions",
  // The build's clock (src/schema/build.ts): the suite's articles dated after it are scheduled.
  SITE_NOW: "2026-06-01T12:00:00Z",
  // The third parties an operator may turn on (src/schema/third-parties.ts), on in the test build so that every
  // test runs with them: Cloudflare's test key, which always passes, and Plausible for the site's own domain.
  // Their hosts are not reachable here: the fixtures answer them with stand-ins (third-party-stubs.ts).
  TURNSTILE_SITE_KEY: "1x00000000000000000000AA",
  ANALYTICS_PROVIDER: "plausible",
};

/**
 * The CMS's sign-in under Cloudflare's runtime with the functions' variables set (the Cloudflare server
 * above runs without them), and the stand-in for GitHub that those variables point the functions at.
 */
export const signInHosts = {
  site: `http://127.0.0.1:${port("E2E_SIGNIN_PORT", 9104)}`,
  standInPort: port("E2E_GITHUB_PORT", 9203),
};
