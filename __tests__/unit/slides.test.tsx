import { renderToString } from "react-dom/server";
import { revealServerSlides } from "../../plugins/publish/slides";
import { PROJECT_LAYOUT } from "../../src/components/sections/carousel-layouts";
import { PROJECT_SLIDER_SETTINGS } from "../../src/components/sections/projects";
import { Slider } from "../../src/components/ui/slider";

/** The project carousel's server markup, as the build writes it, with six projects. */
function serverCarousel() {
  // React's development build warns that layout effects do not run on the server (the production build, which
  // writes the pages, does not); any other console error still shows.
  const log = console.error;
  const spy = jest.spyOn(console, "error").mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (!String(message).includes("useLayoutEffect does nothing on the server")) log(message, ...rest);
  });
  const html = renderToString(
    <Slider layout={PROJECT_LAYOUT} settings={PROJECT_SLIDER_SETTINGS}>
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <article key={n}>
          <h3>Project {n}</h3>
        </article>
      ))}
    </Slider>,
  );
  spy.mockRestore();
  return html;
}

/** The projects hidden from a screen reader, and whether each clone of react-slick's is. */
function hidden(html: string) {
  const root = document.createElement("div");
  root.innerHTML = html;
  const slides = [...root.querySelectorAll(".slick-slide")];
  const isHidden = (slide: Element) => slide.getAttribute("aria-hidden") === "true";
  return {
    projects: slides.filter((s) => !s.classList.contains("slick-cloned") && isHidden(s)).map((s) => s.textContent),
    clones: slides.filter((s) => s.classList.contains("slick-cloned")).map(isHidden),
  };
}

test("every rule the slider writes for the track's children names the slide's class, so a slide change restyles no slide's subtree", () => {
  const css = /<style>(.*?)<\/style>/s.exec(serverCarousel())?.[1] ?? "";
  const children = [...css.matchAll(/\.slick-track[^>{]*>([^{,]*)/g)].map((match) => match[1]);
  expect(children.length).toBeGreaterThan(0);
  expect(children.filter((selector) => !selector?.startsWith(".slick-slide"))).toEqual([]);
});

describe("revealServerSlides (published pages, read without scripts)", () => {
  it("takes aria-hidden off every project react-slick renders out of view, keeps it on its clones, and changes nothing else", () => {
    const html = serverCarousel();
    // react-slick's own markup: the three projects after the first view are hidden, and so are the clones.
    expect(hidden(html).projects).toEqual(["Project 4", "Project 5", "Project 6"]);
    const revealed = revealServerSlides(html, "index.html");
    expect(hidden(revealed).projects).toEqual([]);
    // Every clone (there are some) stays hidden.
    expect(new Set(hidden(revealed).clones)).toEqual(new Set([true]));
    expect(revealed.replaceAll(' aria-hidden="true"', "")).toBe(html.replaceAll(' aria-hidden="true"', ""));
    expect(revealServerSlides("<p>No carousel</p>", "terms.html")).toBe("<p>No carousel</p>");
  });

  it("stops the build when react-slick's slides are no longer marked as it expects", () => {
    const changed = serverCarousel().replaceAll(
      ' tabindex="-1" aria-hidden="true"',
      ' aria-hidden="true" tabindex="-1"',
    );
    expect(() => revealServerSlides(changed, "index.html")).toThrow(
      /^Slides without scripts \(revealServerSlides\): index\.html has no react-slick slide marked aria-hidden/,
    );
  });
});
