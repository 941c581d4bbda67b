/**
 * Without scripts, every project is read out, not only the first three. react-slick renders the slides
 * out of view with `aria-hidden="true"`, and with scripts off they stay so, while the no-JS styles show
 * them all in a grid: a screen reader skipped projects 4 to 6. After the build each page's real slides
 * (not react-slick's clones, which the no-JS styles hide) lose that attribute. React keeps the server's
 * attributes when it hydrates, so with scripts on the carousel tells what is out of view by react-slick's
 * `slick-active` class instead: src/hooks/use-inert-hidden-slides.ts makes every other slide inert, which
 * hides it from assistive technology and from Tab, and before hydration the slider's own styles hide it.
 */
import { expectFound } from "../../lib/output-changed";

const HIDDEN_SLIDE =
  /(<div data-index="\d+" class="slick-slide(?![^"]*slick-cloned)[^"]*" tabindex="-1") aria-hidden="true"/g;
// Our slider's mark for react-slick (src/components/ui/slider.tsx), which it renders only when the slides do
// not all fit: so a page with the mark has real slides out of view.
const SLICK_SLIDER = "data-slick=";

export function revealServerSlides(html: string, file: string): string {
  if (!html.includes(SLICK_SLIDER)) return html;
  let found = 0;
  const result = html.replace(HIDDEN_SLIDE, (_, slide: string) => (found++, slide));
  expectFound(found, "Slides without scripts (revealServerSlides)", file, `react-slick slide marked aria-hidden`);
  return result;
}
