/** The site's links: the main navigation and the footer's quick links. */
export interface NavLink {
  label: string;
  to: string;
}

export const mainNavigation: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about" },
  { label: "Services", to: "/services" },
  { label: "Projects", to: "/projects" },
  { label: "Contact Us", to: "/contact" },
];

export const quickLinks: NavLink[] = [
  { label: "About Us", to: "/about" },
  { label: "Contact Us", to: "/contact" },
  { label: "Our Services", to: "/services" },
  { label: "Terms & Conditions", to: "/terms" },
];

export const quoteLink: NavLink = { label: "Request A Quote", to: "/contact" };

/** Where a visitor who has seen the projects finds the rest of the work: the Our Works page. */
export const worksLink: NavLink = { label: "See Our Works", to: "/software" };
