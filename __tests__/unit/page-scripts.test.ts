/** @jest-environment jsdom */
import { OutputChanged } from "../../lib/output-changed";
import { bundleLoader, NO_JS_STYLES_ID, paintFirst } from "../../plugins/publish/page-scripts";

const bundles = ["/webpack-runtime-04949b1c7262ea4e9360.js", "/framework-79115e5376afaa5decf7.js", "/app-d65.js"];
const gatsbyScripts = bundles.map((src) => `<script src="${src}" async></script>`).join("");
const pagePath = '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/contact";/*]]>*/</script>';
const page = (slice: string, content = "<h1>Contact</h1>") =>
  `<html><head></head><body><div id="___gatsby">${content}</div>${pagePath}` +
  `<!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="abc";</script>${slice}` +
  `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;
const loaderTag = `<script id="bundle-loader" data-page="/contact" data-bundles='${JSON.stringify(bundles)}'>${bundleLoader()}</script>`;

describe("paintFirst", () => {
  it("replaces Gatsby's bundle scripts and its page path with one loader that names them, in order", () => {
    const html = paintFirst(page(gatsbyScripts), "/contact", "contact.html");
    expect(html).not.toMatch(/<script src=/);
    expect(html).not.toContain('window.pagePath="');
    expect(html).toContain(`${loaderTag}<!-- slice-end`);
    expect(html).toContain('<script>window.___webpackCompilationHash="abc";</script>');
    expect(html.startsWith('<html><head></head><body><div id="___gatsby"><h1>Contact</h1></div>')).toBe(true);
  });

  it("leaves scripts outside Gatsby's scripts slice alone", () => {
    const editor = '<script src="/editor.js" async></script>';
    const html = paintFirst(page(gatsbyScripts, editor), "/contact", "contact.html");
    expect(html).toContain(`<div id="___gatsby">${editor}</div>`);
    expect(html).not.toContain('editor.js"]');
  });

  it("writes the same loader text into every page, so one policy hash fits them all", () => {
    const about = paintFirst(page(gatsbyScripts).replace("/contact", "/about"), "/about", "about.html");
    expect(about).toContain(`data-page="/about" data-bundles='${JSON.stringify(bundles)}'>${bundleLoader()}</script>`);
    expect(paintFirst(page(gatsbyScripts), '/a"b', "a.html")).toContain('data-page="/a&quot;b"');
  });

  // What Gatsby writes may change with an upgrade: each part the step needs stops the build when it is gone.
  it.each([
    ["its scripts slice", (html: string) => html.replace(/<!-- slice-(start|end)[^>]*-->/g, ""), "scripts slice"],
    ["its bundles as async scripts", (html: string) => html.replaceAll(" async>", " defer>"), "bundle script"],
    ["its page-path script", (html: string) => html.replace(pagePath, ""), "page-path script"],
  ])("stops the build, naming the page and the markup, when a page lacks %s", (_, change, expected) => {
    const paint = () => paintFirst(change(page(gatsbyScripts)), "/contact", "contact.html");
    expect(paint).toThrow(OutputChanged);
    expect(paint).toThrow(new RegExp(`^Page scripts \\(paintFirst\\): contact\\.html has no .*${expected}`));
  });
});

describe("the loader", () => {
  type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;
  let observed: PaintCallback | undefined;
  let supported: string[];

  class FakeObserver {
    static get supportedEntryTypes() {
      return supported;
    }
    constructor(callback: PaintCallback) {
      observed = callback;
    }
    observe() {}
  }
  const paint = (...names: string[]) => observed!({ getEntriesByName: (name) => names.filter((n) => n === name) });
  const requested = () =>
    [...document.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => link.getAttribute("href"));
  const running = () => [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"));
  const setHidden = (hidden: boolean) =>
    Object.defineProperty(document, "hidden", { value: hidden, configurable: true });
  // The loader is an inline script in the page; here it runs as one, with its data attributes.
  const runLoader = () => {
    const script = document.createElement("script");
    script.dataset.page = "/contact";
    script.dataset.bundles = JSON.stringify(bundles);
    Object.defineProperty(document, "currentScript", { value: script, configurable: true });
    new Function(bundleLoader())();
  };

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = "";
    document.body.innerHTML = "";
    observed = undefined;
    supported = ["paint", "resource"];
    setHidden(false);
    Object.defineProperty(window, "PerformanceObserver", { value: FakeObserver, configurable: true });
  });
  afterEach(() => jest.useRealTimers());

  it("sets the page's path for Gatsby's runtime at once, and requests every bundle once, at the first contentful paint", () => {
    runLoader();
    expect((window as unknown as { pagePath: string }).pagePath).toBe("/contact");
    expect(requested()).toEqual([]);
    paint("first-paint");
    expect(requested()).toEqual([]);
    paint("first-contentful-paint");
    expect(requested()).toEqual(bundles);
    document.dispatchEvent(new Event("visibilitychange"));
    jest.advanceTimersByTime(5000);
    expect(requested()).toEqual(bundles);
  });

  it("runs the bundles one after another, each once the one before has run", () => {
    runLoader();
    paint("first-contentful-paint");
    expect(running()).toEqual(bundles.slice(0, 1));
    document.querySelector("script[src]")!.dispatchEvent(new Event("load"));
    expect(running()).toEqual(bundles.slice(0, 2));
    document.querySelectorAll("script[src]")[1]!.dispatchEvent(new Event("load"));
    expect(running()).toEqual(bundles);
  });

  it("gives the page its styles without JavaScript when a bundle fails to arrive, and runs no more bundles", () => {
    document.head.innerHTML = `<noscript id="${NO_JS_STYLES_ID}"></noscript>`;
    // With scripts on, the browser reads a <noscript> as text.
    document.getElementById(NO_JS_STYLES_ID)!.textContent = "<style>#spinner{display:none!important}</style>";
    runLoader();
    paint("first-contentful-paint");
    document.querySelector("script[src]")!.dispatchEvent(new Event("load"));
    expect(document.querySelectorAll("style")).toHaveLength(0);
    document.querySelectorAll("script[src]")[1]!.dispatchEvent(new Event("error"));
    expect([...document.querySelectorAll("style")].map((style) => style.textContent)).toEqual([
      "#spinner{display:none!important}",
    ]);
    expect(running()).toEqual(bundles.slice(0, 2));
  });

  it("requests them at once in a hidden page, which never paints", () => {
    setHidden(true);
    runLoader();
    expect(requested()).toEqual(bundles);
  });

  it("requests them when the page is hidden before it has painted", () => {
    runLoader();
    document.dispatchEvent(new Event("visibilitychange"));
    expect(requested()).toEqual(bundles);
  });

  it("requests them after 3 s if no paint is ever reported", () => {
    runLoader();
    jest.advanceTimersByTime(2999);
    expect(requested()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(requested()).toEqual(bundles);
  });

  it("requests them after the first frame in a browser without paint timing", () => {
    supported = ["resource"];
    runLoader();
    expect(observed).toBeUndefined();
    expect(requested()).toEqual([]);
    jest.advanceTimersByTime(100);
    expect(requested()).toEqual(bundles);
  });
});
