import { useState, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and while React hydrates the server's markup, true once the page runs (React renders
 * again right after hydration) and in a page rendered by the browser (one reached by a link). What the page
 * should show only while scripts run can wait for it, and hydration still matches the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Whether this component mounted by hydrating the server's markup: false on the server and in a page rendered by
 * the browser (one reached by a link). Decided once, when it mounts, so it stays true after hydration ends.
 */
export function useHydratingServerMarkup(): boolean {
  const hydrated = useHydrated();
  const [hydrating] = useState(() => typeof window !== "undefined" && !hydrated);
  return hydrating;
}
