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

/** Resolves once the page has stopped scrolling: the scroll position is the same three frames running. */
export const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let same = 0;
        const frame = () => {
          same = scrollY === last ? same + 1 : 0;
          last = scrollY;
          if (same >= 3) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
