import { act, fireEvent, render, screen } from "@testing-library/react";
import { Profiler, useRef } from "react";
import { Lightbox, type LightboxHandle, type LightboxItem } from "../../src/components/ui/lightbox";

describe("Lightbox", () => {
  const items: LightboxItem[] = ["ONE", "TWO", "THREE"].map((title) => ({
    title,
    description: `${title} description`,
    alt: `${title} image`,
    image: undefined,
  }));

  function Harness() {
    const lightbox = useRef<LightboxHandle>(null);
    return (
      <>
        <button onClick={() => lightbox.current?.open(0)}>Open first</button>
        <Lightbox items={items} ref={lightbox} />
      </>
    );
  }

  const title = () => screen.getByRole("dialog").querySelector("h2")?.textContent;

  it("opens on the chosen item and wraps with previous and next", () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Open first" }));
    expect(screen.getByRole("dialog")).toHaveAttribute("open");
    expect(title()).toBe("ONE");
    expect(screen.getByText("1 / 3")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Previous project" }));
    expect(title()).toBe("THREE");
    fireEvent.click(screen.getByRole("button", { name: "Next project" }));
    expect(title()).toBe("ONE");
  });

  it("closes with the close button and returns focus to the opener", () => {
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Open first" });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.getByRole("dialog", { hidden: true })).not.toHaveAttribute("open");
    expect(opener).toHaveFocus();
  });

  it("answers the close press by hiding the dialog alone: React renders on its toggle, after that frame", () => {
    const commits = jest.fn();
    render(
      <Profiler id="lightbox" onRender={commits}>
        <Harness />
      </Profiler>,
    );
    const opener = screen.getByRole("button", { name: "Open first" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog");
    // As the browser does: the toggle event comes in a task of its own.
    const toggles: (() => void)[] = [];
    jest.spyOn(dialog, "hidePopover").mockImplementation(() => {
      dialog.removeAttribute("open");
      toggles.push(() => dialog.dispatchEvent(Object.assign(new Event("toggle"), { newState: "closed" })));
    });
    commits.mockClear();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(dialog).not.toHaveAttribute("open");
    expect(commits).not.toHaveBeenCalled();
    act(() => toggles.forEach((toggle) => toggle()));
    expect(commits).toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it("decodes the picture of the project pointed at before it is opened, and again for the next one", () => {
    const withPicture = items.map((item, i) => ({
      ...item,
      image: {
        layout: "constrained" as const,
        width: 960,
        height: 640,
        images: { fallback: { src: `/project-${i}.jpg` }, sources: [] },
      },
    }));
    // The picture asked to decode, as it was then (React keeps the <img> and changes its src).
    const decoded: (string | null)[] = [];
    const decode = jest.spyOn(HTMLImageElement.prototype, "decode").mockImplementation(function (
      this: HTMLImageElement,
    ) {
      decoded.push(this.getAttribute("src"));
      return Promise.resolve();
    });
    function Pointing() {
      const lightbox = useRef<LightboxHandle>(null);
      return (
        <>
          <button onClick={() => lightbox.current?.prepare(1)}>Point at second</button>
          <button onClick={() => lightbox.current?.prepare(2)}>Point at third</button>
          <Lightbox items={withPicture} ref={lightbox} />
        </>
      );
    }
    render(<Pointing />);
    expect(decoded).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Point at second" }));
    expect(decoded).toEqual(["/project-1.jpg"]);
    fireEvent.click(screen.getByRole("button", { name: "Point at third" }));
    expect(decoded).toEqual(["/project-1.jpg", "/project-2.jpg"]);
    expect(screen.getByRole("dialog", { hidden: true })).not.toHaveAttribute("open");
    decode.mockRestore();
  });

  it("stays open on a click on its content (a click on the overlay closes it: carousels.spec.ts)", () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Open first" }));
    fireEvent.click(screen.getByText("ONE description"));
    expect(screen.getByRole("dialog")).toHaveAttribute("open");
  });
});
