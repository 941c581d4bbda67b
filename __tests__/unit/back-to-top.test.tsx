import { act, fireEvent, render, screen } from "@testing-library/react";
import { BackToTop } from "../../src/components/layout/back-to-top";
import { setReducedMotion } from "../support/setup";

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("BackToTop", () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
    scrollTo(0);
  });

  it("has an accessible name", () => {
    render(<BackToTop />);
    expect(screen.getByRole("button", { name: "Back to top" })).toBeInTheDocument();
  });

  it("stays hidden up to 300 px of scroll and shows beyond", () => {
    render(<BackToTop />);
    const button = screen.getByTestId("back-to-top");
    expect(button).not.toHaveClass("visible");
    scrollTo(250);
    expect(button).not.toHaveClass("visible");
    scrollTo(300);
    expect(button).not.toHaveClass("visible");
    scrollTo(301);
    expect(button).toHaveClass("visible");
    scrollTo(600);
    expect(button).toHaveClass("visible");
    scrollTo(100);
    expect(button).not.toHaveClass("visible");
  });

  it("scrolls smoothly to the top, and instantly under reduced motion", () => {
    render(<BackToTop />);
    fireEvent.click(screen.getByTestId("back-to-top"));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: "smooth" });
    setReducedMotion(true);
    fireEvent.click(screen.getByTestId("back-to-top"));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: "instant" });
  });
});
