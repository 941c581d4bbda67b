// Gatsby browser APIs: how the server's markup is hydrated.
import { startTransition, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * Hydrates in a transition, so React does the work in slices of a few milliseconds and yields to the
 * browser between them, instead of in long tasks at start-up. The page is already painted and readable
 * meanwhile, and a visitor's click makes React hydrate the part clicked first.
 * (Gatsby's GatsbyBrowser type still describes the legacy ReactDOM.render signature, so it is not used.)
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  startTransition(() => {
    hydrateRoot(container, element);
  });
};
