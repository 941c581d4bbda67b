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
      {["d-print-none", "slick-cloned"].map((className) => (
        <div key={className} className={className}>
          <img alt={className} loading="lazy" />
        </div>
      ))}
      <div data-js-only="">
        <img alt="data-js-only" loading="lazy" />
      </div>
      <dialog>
        <img alt="dialog" loading="lazy" />
      </dialog>
    </main>
  );
}

/** The images made eager, by their alt. */
const eager = () => [...document.querySelectorAll('img[loading="eager"]')].map((img) => img.getAttribute("alt"));
const loaded = (value: DocumentReadyState) =>
  Object.defineProperty(document, "readyState", { value, configurable: true });
const idle = () => act(() => void jest.runAllTimers());
const printing = () => act(() => void window.dispatchEvent(new Event("beforeprint")));

describe("usePrintableImages", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("loads the pictures a printout shows at beforeprint, and leaves the others lazy", () => {
    loaded("loading");
    render(<PrintablePage />);
    expect(eager()).toEqual([]);
    printing();
    expect(eager()).toEqual(["project"]);
  });

  it("loads them once the page has loaded and the browser is idle", () => {
    loaded("complete");
    render(<PrintablePage />);
    expect(eager()).toEqual([]);
    idle();
    expect(eager()).toEqual(["project"]);
  });

  it("waits for printing to start when the visitor asks for less data", () => {
    loaded("complete");
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
    render(<PrintablePage />);
    idle();
    expect(eager()).toEqual([]);
    printing();
    expect(eager()).toEqual(["project"]);
    Object.defineProperty(navigator, "connection", { value: undefined, configurable: true });
  });
});
