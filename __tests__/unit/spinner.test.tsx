import { renderToStaticMarkup } from "react-dom/server";
import { spinnerScript } from "../../plugins/publish/page-scripts";
import { SPINNER_HIDE_DELAY_MS, Spinner } from "../../src/components/layout/spinner";

describe("the spinner's script", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("removes the overlay 500 ms after the load event, however long the page took to load", () => {
    document.body.innerHTML = `${renderToStaticMarkup(<Spinner />)}<main>Page</main>`;
    // As the browser runs it: while the page is parsed, before its load event.
    new Function(spinnerScript())();
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
