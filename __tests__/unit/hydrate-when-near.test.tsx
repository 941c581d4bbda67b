import { act, render, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { HydrateWhenNear } from "../../src/components/ui/hydrate-when-near";
import { useHydrated } from "../../src/hooks/use-hydrated";
import { mockIntersectionObserver } from "../support/setup";

/** A part that says whether React runs it (false on the server and while hydrating), with a button. */
function Part({ onPress, label = "Press" }: { onPress: () => void; label?: string }) {
  const hydrated = useHydrated();
  return (
    <div data-part>
      <p>{hydrated ? "hydrated" : "server markup"}</p>
      <button type="button" onClick={onPress}>
        {label}
      </button>
    </div>
  );
}

const Page = ({ onPress }: { onPress: () => void }) => (
  <main>
    <HydrateWhenNear selector="[data-part]">
      <Part onPress={onPress} />
    </HydrateWhenNear>
  </main>
);

describe("HydrateWhenNear", () => {
  let near: (visible: boolean) => void;
  let container: HTMLElement;
  let root: Root | undefined;
  const onPress = jest.fn();

  /** The server's page in the document, hydrated by React as the browser would. */
  async function hydrateServerPage() {
    container = document.createElement("div");
    container.innerHTML = renderToString(<Page onPress={onPress} />);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <Page onPress={onPress} />);
    });
  }

  beforeEach(() => {
    onPress.mockClear();
    near = mockIntersectionObserver();
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container?.remove();
  });

  it("keeps the server's markup, unhydrated, until the part comes near the viewport", async () => {
    await hydrateServerPage();
    expect(screen.getByText("server markup")).toBeInTheDocument();
    await act(async () => near(false));
    expect(screen.getByText("server markup")).toBeInTheDocument();
    await act(async () => near(true));
    expect(screen.getByText("hydrated")).toBeInTheDocument();
  });

  it("hydrates at once when a visitor presses inside it, and handles that press", async () => {
    await hydrateServerPage();
    const button = screen.getByRole("button", { name: "Press" });
    await act(async () => {
      button.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true }));
      button.click();
    });
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.getByText("hydrated")).toBeInTheDocument();
  });

  it("lets go of its observer and listeners at the next input when the page left before the part opened", async () => {
    await hydrateServerPage();
    const [observer] = (window.IntersectionObserver as unknown as jest.Mock).mock.results.map((r) => r.value);
    const removed = jest.spyOn(document, "removeEventListener");
    // A link to another page: React unmounts the page, the part still unhydrated.
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    expect(observer.disconnect).not.toHaveBeenCalled();
    document.body.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }));
    expect(observer.disconnect).toHaveBeenCalled();
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(["focusin", "keydown", "pointerdown"]);
    removed.mockRestore();
  });

  it("renders at once, and keeps rendering, where there is no server markup (a page reached by a link)", () => {
    const { rerender } = render(
      <HydrateWhenNear selector="[data-part]">
        <Part onPress={onPress} />
      </HydrateWhenNear>,
    );
    expect(screen.getByText("hydrated")).toBeInTheDocument();
    rerender(
      <HydrateWhenNear selector="[data-part]">
        <Part onPress={onPress} label="Press again" />
      </HydrateWhenNear>,
    );
    expect(screen.getByRole("button", { name: "Press again" })).toBeInTheDocument();
  });
});
