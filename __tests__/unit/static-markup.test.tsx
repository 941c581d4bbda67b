import path from "node:path";
import { renderToStaticMarkup as react } from "react-dom/server";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { renderToStaticMarkup as ours } from "../../src/utils/static-markup";

const plugin = path.dirname(require.resolve("gatsby-plugin-image/package.json"));

/** gatsby-plugin-image's own renderImageToString, with React's server renderer or ours in its place. */
function renderImageWith(renderer: typeof ours) {
  type Render = (props: Record<string, unknown>) => string;
  let render: Render = () => "";
  jest.isolateModules(() => {
    jest.doMock("react-dom/server", () => ({ renderToStaticMarkup: renderer }));
    // A Babel macro the package's bundles apply at their build; it only shapes the server's inline script.
    jest.doMock(path.join(plugin, "macros", "terser.macro"), () => String.raw, { virtual: true });
    // The plugin's build-time flag: false in the browser bundle.
    Object.assign(globalThis, { SERVER: false });
    // Its imports, react-dom/server included, come from this isolated registry, with the mocks above.
    const lazyHydrate = "gatsby-plugin-image/dist/components/lazy-hydrate";
    render = jest.requireActual<{ renderImageToString: Render }>(lazyHydrate).renderImageToString;
  });
  return render;
}

/**
 * Parsed as gatsby-plugin-image uses the string: as the innerHTML of the image's wrapper. Attribute names
 * are then case-blind (React writes `tabindex` but `srcSet`), and how an empty element closes (`<img/>` or
 * `<img>`) is not kept, except in <noscript>, whose content a browser running scripts keeps as text.
 */
function parsed(html: string) {
  const wrapper = document.createElement("div");
  wrapper.innerHTML = html.replaceAll("/>", ">");
  return wrapper;
}

const image = (layout: IGatsbyImageData["layout"], placeholder?: IGatsbyImageData["placeholder"]) =>
  ({
    layout,
    width: 800,
    height: 450,
    backgroundColor: placeholder ? undefined : "#082858",
    placeholder,
    images: {
      fallback: {
        src: "/static/a1/54900/project.jpg",
        srcSet: "/static/a1/45624/project.jpg 400w,\n/static/a1/54900/project.jpg 800w",
        sizes: "(min-width: 800px) 800px, 100vw",
      },
      sources: [
        { srcSet: "/static/a1/3895f/project.webp 400w,\n/static/a1/bd199/project.webp 800w", type: "image/webp" },
      ],
    },
  }) as IGatsbyImageData;

const cases: [string, Record<string, unknown>][] = [
  [
    "constrained, lazy, loading",
    { image: image("constrained"), isLoading: true, isLoaded: false, alt: 'A <card> & "quotes"' },
  ],
  [
    "constrained, loaded, with a class",
    { image: image("constrained"), isLoading: false, isLoaded: true, alt: "", imgClassName: "cover" },
  ],
  [
    "fixed, eager, high priority",
    { image: image("fixed"), loading: "eager", isLoading: true, alt: "Logo", fetchpriority: "high" },
  ],
  [
    "full width, blurred placeholder, object position, style",
    {
      image: image("fullWidth", { fallback: "data:image/jpeg;base64,/9j/4AAQ" }),
      isLoading: true,
      alt: "Hero",
      objectPosition: "50% 20%",
      imgStyle: { zIndex: 2, maxWidth: 960, transitionDelay: "0s", WebkitTransform: "none", msFlex: 1 },
    },
  ],
];

describe("static markup (React's server renderer, as gatsby-plugin-image uses it in the browser)", () => {
  const withReact = renderImageWith(react);
  const withOurs = renderImageWith(ours);

  it.each(cases)("renders the same image markup as React: %s", (_, props) => {
    const expected = withReact(props);
    const actual = withOurs(props);
    expect(expected).toContain("<picture>");
    expect(parsed(actual).innerHTML).toBe(parsed(expected).innerHTML);
  });

  it("renders fragments, arrays, numbers and raw HTML, and leaves out handlers and false booleans", () => {
    const tree = (
      <>
        <ul aria-hidden={false} hidden={false} onClick={() => undefined}>
          {[1, "two", null, false].map((item, i) => (
            <li key={i} data-first={i === 0} tabIndex={-1}>
              {item}
            </li>
          ))}
        </ul>
        <div dangerouslySetInnerHTML={{ __html: "<b>raw</b>" }} />
        <input disabled readOnly value="x" />
      </>
    );
    expect(parsed(ours(tree)).innerHTML).toBe(parsed(react(tree)).innerHTML);
  });
});
