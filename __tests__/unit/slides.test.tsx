import { renderToString } from "react-dom/server";
import { revealServerSlides } from "../../plugins/publish/slides";
import { PROJECT_LAYOUT } from "../../src/components/sections/carousel-layouts";
import { PROJECT_SLIDER_SETTINGS } from "../../src/components/sections/projects";
import { Slider } from "../../src/components/ui/slider";

/** The project carousel's server markup, as the build writes it, with six projects. */
function serverCarousel() {
  return renderToString(
    <Slider layout={PROJECT_LAYOUT} settings={PROJECT_SLIDER_SETTINGS}>
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <article key={n}>
          <h3>Project {n}</h3>
        </article>
      ))}
    </Slider>,
  );
}

function hiddenFlags(html: string) {
  const root = document.createElement("div");
  root.innerHTML = html;
  return [...root.querySelectorAll(".slick-slide")].map((slide) => ({
    project: slide.textContent,
    clone: slide.classList.contains("slick-cloned"),
    hidden: slide.getAttribute("aria-hidden") === "true",
  }));
}

describe("revealServerSlides (published pages, read without scripts)", () => {
  // React's development build warns that layout effects do not run on the server (the production build,
  // which writes the pages, does not); any other console error still shows.
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    const log = console.error;
    consoleError = jest.spyOn(console, "error").mockImplementation((message: unknown, ...rest: unknown[]) => {
      if (!String(message).includes("useLayoutEffect does nothing on the server")) log(message, ...rest);
    });
  });
  afterEach(() => consoleError.mockRestore());

  it("takes aria-hidden off every project react-slick renders out of view, and keeps it on its clones", () => {
    const before = hiddenFlags(serverCarousel());
    // react-slick's own markup: the three projects after the first view are hidden, and so are the clones.
    expect(before.filter((s) => !s.clone && s.hidden).map((s) => s.project)).toEqual([
      "Project 4",
      "Project 5",
      "Project 6",
    ]);
    const after = hiddenFlags(revealServerSlides(serverCarousel(), "index.html"));
    expect(after.filter((s) => !s.clone && s.hidden)).toEqual([]);
    expect(after.filter((s) => s.clone).length).toBeGreaterThan(0);
    expect(after.filter((s) => s.clone).every((s) => s.hidden)).toBe(true);
  });

  it("changes nothing else in the page", () => {
    const html = serverCarousel();
    expect(revealServerSlides(html, "index.html").replaceAll(' aria-hidden="true"', "")).toBe(
      html.replaceAll(' aria-hidden="true"', ""),
    );
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
