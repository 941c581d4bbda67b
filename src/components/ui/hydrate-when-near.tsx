import { Suspense, use, type ReactNode } from "react";
import { useHydratingServerMarkup } from "../../hooks/use-hydrated";

/** What each waiting part suspends on, by its server element: one promise, which use() needs on every try. */
const waiting = new WeakMap<Element, Promise<void>>();

/**
 * Resolves once `element` is within a screen of the viewport, or a pointer, key or focus lands in it (or, the
 * page having gone, anywhere). The listeners are the document's, capturing, so the part is open before React's
 * own listener, on its root below, sees the event and hydrates the part at once to handle it.
 */
function nearOrTouched(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const inputs = ["pointerdown", "keydown", "focusin"];
    const open = () => {
      observer.disconnect();
      for (const type of inputs) document.removeEventListener(type, onInput, true);
      resolve();
    };
    const onInput = (event: Event) => (!element.isConnected || element.contains(event.target as Node)) && open();
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), {
      rootMargin: "100% 0px",
    });
    observer.observe(element);
    for (const type of inputs) document.addEventListener(type, onInput, true);
  });
}

/** Suspends, while React hydrates the server's markup of this part, until the part is near or touched. */
function Gate({ selector, children }: { selector: string; children: ReactNode }) {
  // In a page rendered by the browser (one reached by a link), on the server and without IntersectionObserver,
  // there is nothing to wait for.
  const pending =
    useHydratingServerMarkup() && "IntersectionObserver" in window ? document.querySelector(selector) : null;
  if (pending) {
    if (!waiting.has(pending)) waiting.set(pending, nearOrTouched(pending));
    use(waiting.get(pending)!);
  }
  return children;
}

/**
 * Hydrates its children only when they come within a screen of the viewport, or when a visitor points, types
 * or tabs into them. Until then the server's markup stays as it is, styled and readable: React 19 leaves a
 * Suspense boundary dehydrated while it suspends. `selector` finds the part's server markup (its outermost
 * element).
 */
export function HydrateWhenNear({ selector, children }: { selector: string; children: ReactNode }) {
  return (
    <Suspense>
      <Gate selector={selector}>{children}</Gate>
    </Suspense>
  );
}
