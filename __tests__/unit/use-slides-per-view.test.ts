/**
 * @jest-environment node
 *
 * How many slides a mobile-first layout shows at a width (src/hooks/use-slides-per-view.ts), on the carousels'
 * layouts: each breakpoint counts from its own width up. (product.test.ts holds the layouts' numbers.)
 */
import { PROJECT_LAYOUT, WORKS_LAYOUT } from "../../src/components/sections/carousel-layouts";
import { slidesPerViewAt } from "../../src/hooks/use-slides-per-view";

test("each breakpoint's count holds from its width up, and the default below the first", () => {
  const widths = [375, 575, 576, 767, 768, 991, 992, 1023, 1024, 1280];
  expect(widths.map((w) => slidesPerViewAt(PROJECT_LAYOUT, w))).toEqual([1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
  expect(widths.map((w) => slidesPerViewAt(WORKS_LAYOUT, w))).toEqual([3, 3, 3, 3, 2, 2, 2, 2, 3, 3]);
});
