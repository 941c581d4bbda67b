/**
 * The brand's colour, dark navy (the spec's), kept here once: the stylesheets get it as $navy (gatsby-config.ts
 * hands it to every stylesheet), the pages as their theme-color (gatsby-ssr.tsx), the sign-in functions'
 * pages import it; the favicon, a picture, is held to it by __tests__/unit/facts-once.test.ts.
 */
export const BRAND_NAVY = "#0a1f44";
