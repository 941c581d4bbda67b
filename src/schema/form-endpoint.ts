/**
 * The quote form's endpoint. The site's policy names it as it is (connect-src and form-action), so the form
 * posts to this site's form and no other, and only over https: it must be one source the policy can hold, a
 * host and an exact path (a path ending in / would allow every form under it), without query or fragment.
 */
// Each segment anything of these characters but . or .. (which a browser resolves away), written without a
// lookahead so that a ReDoS checker proves it linear (validate.test.ts): where the first and second characters
// are dots decides the branch.
const SEGMENT = "(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*|\\.[A-Za-z0-9_~-][A-Za-z0-9._~-]*|\\.\\.[A-Za-z0-9._~-]+)";
const PATH = `(?:/${SEGMENT})+`;
export const ENDPOINT_PATTERN = `^https://[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+(?::[0-9]{1,5})?${PATH}$`;
// The browser suite's stand-in service on this machine (FORM_ENDPOINT only, never the content's field).
const LOOPBACK_PATTERN = `^http://(?:127\\.0\\.0\\.1|localhost)(?::[0-9]{1,5})?${PATH}$`;

export const ENDPOINT_EXPECTATION =
  "the https:// address of this site's form at the form service, e.g. https://formspree.io/f/abcdwxyz (a host, then a path of letters, digits, - . _ ~ and /, without ?, # or a / at the end)";
export const LOOPBACK_EXPECTATION = `${ENDPOINT_EXPECTATION}, or for tests the same on http://127.0.0.1 or http://localhost`;

/**
 * The endpoint the site is built with: FORM_ENDPOINT when the build is given one (the browser suite points it
 * at its stand-in), otherwise the company's field in content/company/company.md. The one place this is
 * decided: the GraphQL field company.formEndpoint resolves through it (gatsby-node.ts), and the page, its
 * policy and the headers all read that field.
 */
export const chosenFormEndpoint = (content: string, env: NodeJS.ProcessEnv = process.env) =>
  env.FORM_ENDPOINT || content;

const endpoint = new RegExp(ENDPOINT_PATTERN);
const loopbackEndpoint = new RegExp(LOOPBACK_PATTERN);

export function isFormEndpoint(value: unknown, loopback = false): value is string {
  if (typeof value !== "string") return false;
  return endpoint.test(value) || (loopback && loopbackEndpoint.test(value));
}
