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

export const quoteLink: NavLink = { label: "Request A Quote", to: ROUTES.contact };

/** Where a visitor who has seen the projects finds the rest of the work: the Our Works page. */
export const worksLink: NavLink = { label: "See Our Works", to: ROUTES.software };
