// Constants of every bundle, defined by plugins/browser-bundle from the build's variables (src/schema/third-parties.ts);
// the unit tests' are jest.config.js's globals. The build drops every branch on them that is off.

/** Turnstile's site key, or "" without Turnstile. */
declare const __TURNSTILE_SITE_KEY__: string;
/** The analytics provider's settings, or null without analytics. */
declare const __ANALYTICS__: import("./schema/third-parties").Analytics | null;
