/** The site's links: the main navigation and the footer's quick links. */
import { ROUTES } from "../schema/routes";

export interface NavLink {
  label: string;
  to: string;
}

export const mainNavigation: NavLink[] = [
  { label: "Home", to: ROUTES.home },
  { label: "About Us", to: ROUTES.about },
  { label: "Services", to: ROUTES.services },
  { label: "Projects", to: ROUTES.projects },
  { label: "Contact Us", to: ROUTES.contact },
];

export const quickLinks: NavLink[] = [
  { label: "About Us", to: ROUTES.about },
  { label: "Contact Us", to: ROUTES.contact },
  { label: "Our Services", to: ROUTES.services },
  { label: "Terms & Conditions", to: ROUTES.terms },
];

/** The footer's quick links, with the articles section's after the services once it has an article. */
export function footerLinks(insights: NavLink | null): NavLink[] {
  if (!insights) return quickLinks;
  const after = quickLinks.findIndex((link) => link.to === ROUTES.services) + 1;
  return [...quickLinks.slice(0, after), insights, ...quickLinks.slice(after)];
}

export const quoteLink: NavLink = { label: "Request A Quote", to: ROUTES.contact };

/** Where a visitor who has seen the projects finds the rest of the work: the Our Works page. */
export const worksLink: NavLink = { label: "See Our Works", to: ROUTES.software };
