// The servers of the browser suite: the built site under nginx and under Cloudflare's own runtime, each
// applying the headers and address rules the build wrote (started by playwright.config.ts), and the
// CMS's local backend (started by cms.spec.ts).
export const hosts = {
  nginx: `http://127.0.0.1:${process.env.E2E_PORT ?? 9100}`,
  cloudflare: `http://127.0.0.1:${process.env.E2E_WRANGLER_PORT ?? 9102}`,
};

/** Decap's local backend for the CMS tests; `npm run build:e2e` points the CMS at this address. */
export const cmsBackend = "http://localhost:9202";
