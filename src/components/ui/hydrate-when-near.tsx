import { Suspense, use, useState, type ReactNode } from "react";

/** Server markup that may hydrate now: it came near the viewport, or a visitor reached into it. */
const opened = new WeakSet<Element>();
/** What each waiting part suspends on, by its server element. */
const waiting = new WeakMap<Element, Promise<void>>();

/**
 * Resolves once `element` is within a screen of the viewport, or a pointer, key or focus lands in it. If
 * the page goes first (a link to another page removes the part unhydrated), the next input lets go of
 * the element, its observer and these listeners; the promise then never resolves, and nothing waits on it.
 */
function nearOrTouched(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const inputs = ["pointerdown", "keydown", "focusin"] as const;
    const release = () => {
      observer.disconnect();
      for (const type of inputs) document.removeEventListener(type, onInput, true);
    };
    const open = () => {
      opened.add(element);
      release();
      resolve();
    };
    // Registered on the document in the capture phase, so the part is open before React's own listener
    // (on its root, below) sees the event and hydrates the part at once to handle it.
    const onInput = (event: Event) => {
      if (!element.isConnected) release();
      else if (element.contains(event.target as Node)) open();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), {
      rootMargin: "100% 0px",
    });
    observer.observe(element);
    for (const type of inputs) document.addEventListener(type, onInput, true);
  });
}

/** Suspends while the server's markup for this part is in the document, not hydrated, and not open yet. */
function Gate({ selector, children }: { selector: string; children: ReactNode }) {
  // Decided when the part first renders: once rendered, it never suspends again. On the server, in a
  // browser without IntersectionObserver, or on the client with no server markup to hydrate (a page
  // reached by a link), it renders at once.
  const [pending] = useState(() => {
    const element = typeof IntersectionObserver === "undefined" ? null : document.querySelector(selector);
    return element && !opened.has(element) ? element : null;
  });
  if (pending) {
    // use() suspends until the promise resolves, and needs the same promise on every try: one per element.
    let near = waiting.get(pending);
    if (!near) {
      near = nearOrTouched(pending);
      waiting.set(pending, near);
    }
    use(near);
  }
  return children;
}

/**
 * Hydrates its children only when they come within a screen of the viewport, or when a visitor points,
 * types or tabs into them. Until then the server's markup stays as it is, styled and readable: React 19
 * leaves a Suspense boundary dehydrated while it suspends. A part below the fold, such as a carousel
 * whose set-up measures the layout, then costs nothing at start-up. `selector` finds the part's server
 * markup (its outermost element).
 */
export function HydrateWhenNear({ selector, children }: { selector: string; children: ReactNode }) {
  return (
    <Suspense>
      <Gate selector={selector}>{children}</Gate>
    </Suspense>
  );
}
