import { act, render, screen } from "@testing-library/react";
import { SPINNER_HIDE_DELAY_MS, Spinner } from "../../src/components/layout/spinner";

describe("Spinner", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setReadyState(state: DocumentReadyState) {
    Object.defineProperty(document, "readyState", { value: state, configurable: true });
  }

  it("covers the page until 500 ms after the load event", () => {
    setReadyState("loading");
    render(<Spinner />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole("status")).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event("load"));
    });
    act(() => jest.advanceTimersByTime(SPINNER_HIDE_DELAY_MS - 1));
    expect(screen.getByRole("status")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("hides 500 ms after mount when the page has already loaded", () => {
    setReadyState("complete");
    render(<Spinner />);
    expect(screen.getByRole("status")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SPINNER_HIDE_DELAY_MS));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(SPINNER_HIDE_DELAY_MS).toBe(500);
  });
});

describe("Spinner mounted after the load event", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("hides 500 ms after load, counting the time that passed before it mounted", () => {
    Object.defineProperty(document, "readyState", { value: "complete", configurable: true });
    jest.spyOn(performance, "now").mockReturnValue(1300);
    Object.defineProperty(performance, "getEntriesByType", {
      configurable: true,
      value: () => [{ loadEventStart: 1000 }],
    });
    render(<Spinner />);
    act(() => jest.advanceTimersByTime(199));
    expect(screen.getByRole("status")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
