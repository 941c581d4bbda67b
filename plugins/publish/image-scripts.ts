/**
 * gatsby-plugin-image writes the same module script after every image. A module script runs once the page has
 * been parsed, wherever it stands, and each copy goes over every image of the page (it gives each lazy image its
 * address and shows each one already loaded): the first copy does the work of all of them. The others cost
 * compiling and running again, so the work grew with the square of the pictures: 24 copies over 26 images on
 * `/` took 30 ms at 4× CPU, against 9 ms with one (docs/performance.md). After the build each page keeps the
 * first copy and loses the others. Pages rendered in the browser (after a link) have no such scripts.
 */
import { expectFound } from "../../lib/output-changed";
import { AFTER_IMAGE_SCRIPT, cspHash } from "./inline-scripts";

// How gatsby-plugin-image writes its scripts; the one after each image is known by its hash, as the policy knows it.
const MODULE_SCRIPT = /<script type="module">([^<]*)<\/script>/g;
// What gatsby-plugin-image marks each image the server rendered with.
const SERVER_IMAGE = "data-gatsby-image-ssr";

/** Keeps the first of the page's copies of gatsby-plugin-image's script after an image. */
export function oneImageScript(html: string, file: string): string {
  if (!html.includes(SERVER_IMAGE)) return html;
  let copies = 0;
  const result = html.replace(MODULE_SCRIPT, (tag, text: string) =>
    cspHash(text) !== AFTER_IMAGE_SCRIPT || copies++ === 0 ? tag : "",
  );
  expectFound(copies, "Image scripts (oneImageScript)", file, "gatsby-plugin-image script after an image");
  return result;
}
