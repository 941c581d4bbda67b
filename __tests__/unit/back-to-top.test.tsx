import { act, fireEvent, render, screen } from "@testing-library/react";
import { BackToTop } from "../../src/components/layout/back-to-top";
import { setReducedMotion } from "../support/setup";

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}
const button = () => screen.getByRole("button", { name: "Back to top" });

describe("BackToTop", () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
    scrollTo(0);
  });

  it("stays hidden up to 300 px of scroll and shows beyond", () => {
    render(<BackToTop />);
    const shown = [0, 300, 301, 600, 100].map((y) => (scrollTo(y), button().classList.contains("visible")));
    expect(shown).toEqual([false, false, true, true, false]);
  });

  it("scrolls smoothly to the top, and instantly under reduced motion", () => {
    render(<BackToTop />);
    fireEvent.click(button());
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: "smooth" });
    setReducedMotion(true);
    fireEvent.click(button());
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: "instant" });
  });
});
