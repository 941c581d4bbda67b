// What several specs look for on a page, built from the content the site was made from.
import type { Page } from "@playwright/test";

/** The name of a link that leaves the site (the social profile, the design credit): its label, and what
 * ExternalLink tells screen readers. */
export const externalLinkName = (label: string) => `${label} (opens in a new tab)`;

/**
 * The project slides in view: react-slick's active ones when there are more projects than fit, or every slide
 * of the grid the carousel becomes when they all fit (it has no slick markup then).
 */
export const projectSlidesInView = (page: Page) =>
  page.locator(
    "[data-section=projects] .slick-active, [data-section=projects] [role=group]:not(.slick-slide [role=group])",
  );
