/**
 * @jest-environment node
 *
 * How many slides each carousel shows at a width (src/hooks/use-slides-per-view.ts), with the layouts of
 * docs/product.md.
 */
import { PROJECT_LAYOUT, WORKS_LAYOUT } from "../../src/components/sections/carousel-layouts";
import { PROJECT_SLIDER_SETTINGS } from "../../src/components/sections/projects";
import { slidesPerViewAt } from "../../src/hooks/use-slides-per-view";

describe("slides per view", () => {
  it("shows 3 projects, 2 below 992 px, 1 below 576 px (docs/product.md)", () => {
    expect([375, 575, 576, 800, 991, 992, 1280].map((w) => slidesPerViewAt(PROJECT_LAYOUT, w))).toEqual([
      1, 1, 2, 2, 2, 3, 3,
    ]);
  });

  it("moves the project carousel one slide at a time at speed 500, looping, with a dot pager", () => {
    expect(PROJECT_SLIDER_SETTINGS).toMatchObject({ speed: 500, slidesToScroll: 1, infinite: true, dots: true });
  });

  it("shows 3 works by default, 2 from 768 px, 3 from 1024 px, 30 px apart (docs/product.md)", () => {
    expect([375, 600, 767, 768, 900, 1023, 1024, 1280].map((w) => slidesPerViewAt(WORKS_LAYOUT, w))).toEqual([
      3, 3, 3, 2, 2, 2, 3, 3,
    ]);
    expect(WORKS_LAYOUT.spaceBetween).toBe(30);
  });
});
