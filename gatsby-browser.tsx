// Gatsby browser APIs: how the server's markup is hydrated.
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";

/**
 * Hydrates in a transition, so React does the work in slices of a few milliseconds and yields to the
 * browser between them, instead of in long tasks at start-up. The page is already painted and readable
 * meanwhile, and a visitor's click makes React hydrate the part clicked first.
 * As Gatsby's own renderer does, an element without server markup is rendered instead: under
 * `gatsby develop` (and `npm run cms`) the page and Gatsby's loading indicator arrive empty, and hydrating
 * them would fail. The returned function unmounts, as Gatsby expects of this API.
 * (Gatsby's GatsbyBrowser type still describes the legacy ReactDOM.render signature, so it is not used.)
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  let root: Root | undefined;
  if (container.children.length === 0) {
    root = createRoot(container);
    root.render(element);
  } else {
    startTransition(() => {
      root = hydrateRoot(container, element);
    });
  }
  return () => root?.unmount();
};
