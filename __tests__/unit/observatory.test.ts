/**
 * @jest-environment node
 *
 * The MDN HTTP Observatory's verdict on each policy the site sends. Its scoring (developer.mozilla.org,
 * "HTTP Observatory: Tests & Scoring") starts at 100, takes one Content-Security-Policy verdict, the first
 * that applies in the order below, and adds the other headers' bonuses (+20 for this site's) only when the
 * score is 90 or more. So 'unsafe-eval' (-10, which Decap CMS needs) still gives A+ (110), while an http:
 * source in /admin's policy (-20, "CSP implemented with insecure scheme") gave B+ (80).
 */
import { adminPolicy } from "../../cms/build/policy";
import { contentSecurityPolicy } from "../../plugins/publish/security-headers";

function verdict(policy: string): [string, number] {
  const directives = new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  const sources = (name: string) => directives.get(name) ?? directives.get("default-src") ?? [];
  const insecure = (list: string[]) => list.some((s) => s === "*" || s === "http:" || s.startsWith("http://"));
  const script = sources("script-src");
  if (!directives.has("default-src") && !directives.has("script-src")) return ["csp-header-invalid", -25];
  if (script.includes("'unsafe-inline'") || script.includes("data:"))
    return ["csp-implemented-with-unsafe-inline", -20];
  if (insecure(script) || insecure(sources("object-src")) || insecure(sources("connect-src")))
    return ["csp-implemented-with-insecure-scheme", -20];
  if (script.includes("'unsafe-eval'")) return ["csp-implemented-with-unsafe-eval", -10];
  if (insecure(sources("img-src")) || insecure(sources("media-src")))
    return ["csp-implemented-with-insecure-scheme-in-passive-content-only", -10];
  if (sources("style-src").includes("'unsafe-inline'"))
    return ["csp-implemented-with-unsafe-inline-in-style-src-only", 0];
  return ["csp-implemented-with-no-unsafe", 5];
}

const grade = (policy: string) => {
  const score = 100 + verdict(policy)[1];
  return score >= 90 ? score + 20 : score;
};

test("the site's policy, and its preview's, keep A+", () => {
  const site = contentSecurityPolicy(["'sha256-abc='"], "https://formspree.io/f/abcdwxyz");
  expect(verdict(site)).toEqual(["csp-implemented-with-unsafe-inline-in-style-src-only", 0]);
  expect(grade(site)).toBe(120);
  expect(grade(contentSecurityPolicy(["'sha256-abc='"], "https://formspree.io/f/abcdwxyz", true))).toBe(120);
});

test("the content manager's policy on the live site has no http: source, and gets A+ too", () => {
  expect(adminPolicy(null)).not.toMatch(/\bhttp:/);
  expect(verdict(adminPolicy(null))).toEqual(["csp-implemented-with-unsafe-eval", -10]);
  expect(grade(adminPolicy(null))).toBeGreaterThanOrEqual(100);
  // Only a build that runs the CMS on this machine (CMS_LOCAL_PORT) lets it reach the local backend.
  expect(verdict(adminPolicy("http://localhost:8081/api/v1"))).toEqual(["csp-implemented-with-insecure-scheme", -20]);
});
