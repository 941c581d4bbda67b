// The carousels' layouts, apart from their components (which import Sass), so that the browser suite can read them.
import type { SlideLayout } from "../../hooks/use-slides-per-view";
import { BREAKPOINTS } from "../../styles/breakpoints";

/** The project carousel's layout (docs/product.md, "Numbers"): 3 slides, 2 below 992 px (lg), 1 below 576 px (sm). */
export const PROJECT_LAYOUT: SlideLayout = {
  slidesPerView: 1,
  breakpoints: { [BREAKPOINTS.sm]: 2, [BREAKPOINTS.lg]: 3 },
  spaceBetween: 24,
};

/**
 * The works slider's layout (docs/product.md, "Numbers"): spacing 30; 3 per view, 2 from 768 px (md: the works'
 * styles change there too), 3 from 1024 px (the product's own width, not one of Bootstrap's).
 */
export const WORKS_LAYOUT: SlideLayout = {
  slidesPerView: 3,
  breakpoints: { [BREAKPOINTS.md]: 2, 1024: 3 },
  spaceBetween: 30,
};
