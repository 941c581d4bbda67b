/**
 * The site's pages, by address: the one list that the navigation links to, that content/pages/ must have a
 * file for (collections.ts), and that src/pages/ implements, one file each (a unit test holds the files and
 * their queries to it). The content manager's preview page (/admin/preview) is no page of the site.
 */
export const ROUTES = {
  home: "/",
  about: "/about",
  services: "/services",
  projects: "/projects",
  contact: "/contact",
  software: "/software",
  terms: "/terms",
  notFound: "/404",
} as const;

/**
 * The pages that carry the quote form. Turnstile's origin is admitted on these only (third-parties.ts), so one of
 * them reached by the site's own navigation from a document without the form loads afresh to get its policy
 * (src/hooks/use-turnstile.ts). The build checks the list against the pages it wrote
 * (plugins/publish/write-security-headers.ts).
 */
export const FORM_ROUTES: readonly string[] = [ROUTES.home, ROUTES.contact];
