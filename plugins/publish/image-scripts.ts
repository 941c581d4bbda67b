/**
 * gatsby-plugin-image writes the same module script after every image. A module script runs once the page has
 * been parsed, wherever it stands, and each copy goes over every image of the page (it gives each lazy image its
 * address and shows each one already loaded): the first copy does the work of all of them. The others cost
 * compiling and running again, so the work grew with the square of the pictures: 24 copies over 26 images on
 * `/` took 53 ms at 4× CPU, against 11 ms with one (docs/performance.md). After the build each page keeps the
 * first copy and loses the others. Pages rendered in the browser (after a link) have no such scripts.
 */
import { expectFound } from "../../lib/output-changed";

// gatsby-plugin-image 3.16.0's script after each image, as its start reads; its whole text is admitted by hash
// (inline-scripts.ts), so a release that changes it past this start stops the build there.
const AFTER_IMAGE =
  /<script type="module">(const t="undefined"!=typeof HTMLImageElement&&"loading"in HTMLImageElement\.prototype;if\(t\)\{const t=document\.querySelectorAll\("img\[data-main-image\]"\)[^<]*)<\/script>/g;
// What gatsby-plugin-image marks each image the server rendered with.
const SERVER_IMAGE = "data-gatsby-image-ssr";

/** Keeps the first of the page's copies of gatsby-plugin-image's script after an image. */
export function oneImageScript(html: string, file: string): string {
  if (!html.includes(SERVER_IMAGE)) return html;
  let first: string | undefined;
  const result = html.replace(AFTER_IMAGE, (tag, text: string) => {
    if (first === undefined) {
      first = text;
      return tag;
    }
    // A copy that differs is not the same work: it stays (and the policy judges it).
    return text === first ? "" : tag;
  });
  expectFound(
    first === undefined ? 0 : 1,
    "Image scripts (oneImageScript)",
    file,
    "gatsby-plugin-image script after an image",
  );
  return result;
}
