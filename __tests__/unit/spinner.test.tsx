import { SPINNER_HIDE_DELAY_MS, SPINNER_SCRIPT } from "../../src/components/layout/spinner-script";

describe("the spinner's script", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("removes the overlay 500 ms after the load event, however long the page took to load", () => {
    document.body.innerHTML = '<div id="spinner" role="status">Loading…</div><main>Page</main>';
    // As the browser runs it: while the page is parsed, before its load event.
    new Function(SPINNER_SCRIPT)();
    jest.advanceTimersByTime(2000);
    expect(document.getElementById("spinner")).not.toBeNull();
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(SPINNER_HIDE_DELAY_MS - 1);
    expect(document.getElementById("spinner")).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(document.getElementById("spinner")).toBeNull();
    expect(document.body).toHaveTextContent("Page");
  });
});
