import { act } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { replaceHydrateFunction } from "../../gatsby-browser";

const Page = ({ onPress }: { onPress: () => void }) => (
  <button type="button" onClick={onPress}>
    Press
  </button>
);

describe("replaceHydrateFunction", () => {
  let container: HTMLElement;
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    container = document.body.appendChild(document.createElement("div"));
    consoleError = jest.spyOn(console, "error");
  });

  afterEach(() => {
    consoleError.mockRestore();
    container.remove();
  });

  it("hydrates the server's markup, keeping its nodes, and returns an unmount", async () => {
    const onPress = jest.fn();
    container.innerHTML = renderToString(<Page onPress={onPress} />);
    const serverButton = container.firstChild;
    let unmount = () => {};
    await act(async () => {
      unmount = replaceHydrateFunction()(<Page onPress={onPress} />, container);
    });
    expect(container.firstChild).toBe(serverButton);
    (serverButton as HTMLButtonElement).click();
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(consoleError).not.toHaveBeenCalled();
    act(() => unmount());
    expect(container).toBeEmptyDOMElement();
  });

  it("renders into an element without server markup (gatsby develop, Gatsby's loading indicator)", async () => {
    const onPress = jest.fn();
    let unmount = () => {};
    await act(async () => {
      unmount = replaceHydrateFunction()(<Page onPress={onPress} />, container);
    });
    expect(container).toHaveTextContent("Press");
    // Hydrating an empty element would have logged React's mismatch warning and errors.
    expect(consoleError).not.toHaveBeenCalled();
    act(() => unmount());
    expect(container).toBeEmptyDOMElement();
  });
});
