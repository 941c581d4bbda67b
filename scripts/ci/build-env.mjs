// The deploy build's settings, which the CI workflow's content job builds with (scripts/ci/write-build-env.mjs writes
// them to $GITHUB_ENV before `npm run test:content`): the build that job tests is the one the deploy workflow
// publishes, so it is made for Cloudflare Pages. No import.meta here: Jest loads this file as CommonJS
// (__tests__/unit/build-env.test.ts).

/**
 * The events of the CI runs that build the production branch for production (ci.yml): a push, a scheduled run and a
 * run by hand.
 */
export const PRODUCTION_EVENTS = ["push", "schedule", "workflow_dispatch"];

/**
 * The repository variables the build reads (docs/operators.md, "3. Environments, secrets and variables", and the
 * third parties': "Spam and analytics", src/schema/third-parties.ts).
 */
const SETTINGS = [
  "SITE_URL",
  "CMS_WORKFLOW",
  "CMS_AUTH_URL",
  "TURNSTILE_SITE_KEY",
  "ANALYTICS_PROVIDER",
  "ANALYTICS_SITE_ID",
  "ANALYTICS_SCRIPT_URL",
  "ANALYTICS_HOST_URL",
];

/**
 * The variables to add to the build's environment, from the workflow's: the repository variables that are set
 * (GitHub gives an unset one as "", which the build must not take for a value: SITE_URL "" is no address);
 * the sign-in through the site's own functions, which Cloudflare's own builds choose by CF_PAGES and this build
 * is not Cloudflare's, unless CMS_AUTH_URL names another service; the content manager committing to this
 * repository's production branch; and, for any build but the production branch's (a push, a scheduled run, a run
 * by hand), SITE_PREVIEW (src/schema/build.ts), which has every answer say noindex and shows scheduled articles.
 */
export function deployBuildEnv(env) {
  // GITHUB_REF, not GITHUB_REF_NAME: a tag named like the branch has the same name.
  const production =
    PRODUCTION_EVENTS.includes(env.GITHUB_EVENT_NAME) && env.GITHUB_REF === `refs/heads/${env.PRODUCTION_BRANCH}`;
  const settings = Object.fromEntries(SETTINGS.filter((name) => env[name]).map((name) => [name, env[name]]));
  return {
    ...settings,
    ...(env.CMS_AUTH_URL ? {} : { CMS_AUTH: "functions" }),
    CMS_REPO: env.GITHUB_REPOSITORY,
    CMS_BRANCH: env.PRODUCTION_BRANCH,
    ...(production ? {} : { SITE_PREVIEW: "true" }),
  };
}

/**
 * `NAME=value` lines for $GITHUB_ENV. A value over two lines would smuggle a variable of its own into every later
 * step, so it is refused, naming the variable.
 */
export function envFileLines(variables) {
  return Object.entries(variables)
    .map(([name, value]) => {
      if (/[\r\n]/.test(value ?? "") || !value) throw new Error(`${name} must be one line, and not empty`);
      return `${name}=${value}\n`;
    })
    .join("");
}
