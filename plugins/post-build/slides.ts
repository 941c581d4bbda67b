/**
 * Without scripts, every project is read out, not only the first three. react-slick renders the slides
 * out of view with `aria-hidden="true"`, and with scripts off they stay so, while the no-JS styles show
 * them all in a grid: a screen reader skipped projects 4 to 6. After the build each page's real slides
 * (not react-slick's clones, which the no-JS styles hide) lose that attribute. React keeps the server's
 * attributes when it hydrates, so with scripts on the carousel tells what is out of view by react-slick's
 * `slick-active` class instead: src/hooks/use-inert-hidden-slides.ts makes every other slide inert, which
 * hides it from assistive technology and from Tab, and before hydration the slider's own styles hide it.
 */
const HIDDEN_SLIDE =
  /(<div data-index="\d+" class="slick-slide(?![^"]*slick-cloned)[^"]*" tabindex="-1") aria-hidden="true"/g;

export function revealServerSlides(html: string): string {
  return html.replace(HIDDEN_SLIDE, "$1");
}
