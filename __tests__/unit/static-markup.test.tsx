import path from "node:path";
import { useLayoutEffect, useRef } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
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
 * Parsed as gatsby-plugin-image uses the string: as the innerHTML of the image's wrapper, in a browser that
 * runs scripts. The server writes styles as text and the client through the DOM (`left:0` or `left: 0px`),
 * in its own attribute order, and a browser running scripts ignores <noscript>: so each element's
 * attributes are sorted, its style is written back through the DOM, and <noscript> is emptied.
 */
function parsed(html: string) {
  const wrapper = document.createElement("div");
  wrapper.innerHTML = html;
  for (const element of wrapper.querySelectorAll("*")) {
    if (element.tagName === "NOSCRIPT") element.innerHTML = "";
    const attributes = [...element.attributes].map((a) => [a.name, a.value] as const).sort();
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
    const style = (element as HTMLElement).style;
    if (style?.length) element.setAttribute("style", style.cssText);
  }
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
    "fixed, eager, high priority, loaded, with a class",
    { image: image("fixed"), loading: "eager", isLoaded: true, alt: "", fetchPriority: "high", imgClassName: "cover" },
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

const withReact = renderImageWith(react);
const withOurs = renderImageWith(ours);

describe("static markup (gatsby-plugin-image's image markup in the browser, by the client renderer)", () => {
  it.each(cases)("renders the same image as React's server renderer: %s", (_, props) => {
    const expected = withReact(props);
    expect(expected).toContain("<picture>");
    expect(parsed(withOurs(props)).innerHTML).toBe(parsed(expected).innerHTML);
  });
});

test("an image rendered while React commits (gatsby-plugin-image's layout effect) reaches the page", async () => {
  const props = cases[0]![1];
  const page = document.body.appendChild(document.createElement("div"));
  function Wrapper() {
    const ref = useRef<HTMLDivElement>(null);
    useLayoutEffect(() => {
      ref.current!.innerHTML = withOurs(props);
    }, []);
    return <div ref={ref} />;
  }
  // React's development build says that it cannot render while it commits; the production build says nothing.
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  flushSync(() => createRoot(page).render(<Wrapper />));
  expect(page.querySelector("template")).not.toBeNull();
  // Still in the same task (a browser paints after it): React renders it in a microtask, and the observer's
  // microtask puts it in place.
  await new Promise<void>((resolve) => queueMicrotask(() => queueMicrotask(resolve)));
  expect(page.querySelector("template")).toBeNull();
  expect(parsed(page.firstElementChild!.innerHTML).innerHTML).toBe(parsed(withReact(props)).innerHTML);
});
