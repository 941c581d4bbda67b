// The servers the browser suite starts (playwright.config.ts): the built site under nginx and under
// Cloudflare's own runtime, each applying the headers and address rules the build wrote.
export const hosts = {
  nginx: `http://127.0.0.1:${process.env.E2E_PORT ?? 9100}`,
  cloudflare: `http://127.0.0.1:${process.env.E2E_WRANGLER_PORT ?? 9102}`,
};
