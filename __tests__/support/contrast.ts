// Contrast as WCAG defines it, for the unit test of the palette and the browser suite's check of focus rings.

/** A colour's red, green and blue, 0–255. */
export type Rgb = [number, number, number];

/** `#rrggbb` as its channels. */
export const hex = (value: string): Rgb => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)) as Rgb;

/** Every `rgb(…)` or `rgba(…)` in a computed style (a colour, a list of shadows), with its alpha. */
export function cssColours(css: string): { rgb: Rgb; alpha: number }[] {
  return [...css.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
    const [r = 0, g = 0, b = 0, alpha = 1] = match[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return { rgb: [r, g, b], alpha };
  });
}

/** `top` at `alpha` over `bottom`, as the browser paints a translucent colour. */
export const over = (top: Rgb, alpha: number, bottom: Rgb): Rgb =>
  top.map((c, i) => Math.round(c * alpha + bottom[i]! * (1 - alpha))) as Rgb;

function luminance(colour: Rgb) {
  const [r, g, b] = colour.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: Rgb, b: Rgb) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
