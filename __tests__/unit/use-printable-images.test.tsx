/**
 * The pictures a printout needs (src/hooks/use-printable-images.ts): made eager once the page is idle, except
 * for a visitor who asks to save data, and then when printing starts; never those print leaves out.
 */
import { act, render } from "@testing-library/react";
import { usePrintableImages } from "../../src/hooks/use-printable-images";

function PrintablePage() {
  usePrintableImages();
  return (
    <main>
      <img alt="project" loading="lazy" />
      <div className="d-print-none">
        <img alt="hero slide" loading="lazy" />
      </div>
      <div data-js-only="">
        <img alt="thumbnail" loading="lazy" />
      </div>
      <div className="slick-cloned">
        <img alt="copy" loading="lazy" />
      </div>
      <dialog>
        <img alt="lightbox" loading="lazy" />
      </dialog>
    </main>
  );
}

const loading = (alt: string) => document.querySelector(`img[alt="${alt}"]`)?.getAttribute("loading");

describe("usePrintableImages", () => {
  afterEach(() => jest.useRealTimers());

  it("loads the pictures a printout shows at beforeprint, and leaves the others lazy", () => {
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    render(<PrintablePage />);
    expect(loading("project")).toBe("lazy");
    act(() => void window.dispatchEvent(new Event("beforeprint")));
    expect(loading("project")).toBe("eager");
    for (const alt of ["hero slide", "thumbnail", "copy", "lightbox"]) expect(loading(alt)).toBe("lazy");
  });

  it("loads them once the page has loaded and the browser is idle", () => {
    jest.useFakeTimers();
    Object.defineProperty(document, "readyState", { value: "complete", configurable: true });
    render(<PrintablePage />);
    expect(loading("project")).toBe("lazy");
    act(() => void jest.runAllTimers());
    expect(loading("project")).toBe("eager");
    expect(loading("lightbox")).toBe("lazy");
  });

  it("waits for printing to start when the visitor asks for less data", () => {
    jest.useFakeTimers();
    Object.defineProperty(document, "readyState", { value: "complete", configurable: true });
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
    render(<PrintablePage />);
    act(() => void jest.runAllTimers());
    expect(loading("project")).toBe("lazy");
    act(() => void window.dispatchEvent(new Event("beforeprint")));
    expect(loading("project")).toBe("eager");
    Object.defineProperty(navigator, "connection", { value: undefined, configurable: true });
  });
});
