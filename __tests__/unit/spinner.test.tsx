import { act, render, screen } from "@testing-library/react";
import { SPINNER_HIDE_DELAY_MS, Spinner } from "../../src/components/layout/spinner";

const readyState = (value: DocumentReadyState) =>
  Object.defineProperty(document, "readyState", { value, configurable: true });
const wait = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

describe("Spinner", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("covers the page until 500 ms after the load event", () => {
    readyState("loading");
    render(<Spinner />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    wait(2000);
    act(() => void window.dispatchEvent(new Event("load")));
    wait(SPINNER_HIDE_DELAY_MS - 1);
    expect(screen.getByRole("status")).toBeInTheDocument();
    wait(1);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("hides 500 ms after load when it mounts later, counting the time that passed before", () => {
    readyState("complete");
    jest.spyOn(performance, "now").mockReturnValue(1300);
    Object.defineProperty(performance, "getEntriesByType", {
      configurable: true,
      value: () => [{ loadEventStart: 1000 }],
    });
    render(<Spinner />);
    wait(199);
    expect(screen.getByRole("status")).toBeInTheDocument();
    wait(1);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
