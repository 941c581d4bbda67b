import { ARTICLE_MEASURE } from "../schema/insights";

/**
 * The widths where the layout changes: Bootstrap's grid breakpoints, kept here once. The Sass gets them as
 * $grid-breakpoints, and an article's measure (src/schema/insights.ts) as $article-measure (gatsby-config.ts
 * hands them to every stylesheet); the scripts import them.
 */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

/** The media query below a breakpoint, as Bootstrap's media-breakpoint-down writes it (0.02 px under it). */
export const below = (width: number) => `(max-width: ${width - 0.02}px)`;

/** The Sass that sets Bootstrap's $grid-breakpoints and $article-measure to these, before any stylesheet reads them. */
export const sassBreakpoints = () =>
  `$grid-breakpoints: (xs: 0, ${Object.entries(BREAKPOINTS)
    .map(([name, width]) => `${name}: ${width}px`)
    .join(", ")});\n$article-measure: ${ARTICLE_MEASURE / 16}rem;`;
