import { useEffect } from "react";
import { afterLoadAndIdle } from "../utils/after-paint";

/**
 * Starts the analytics provider the build names (__ANALYTICS__: plugins/browser-bundle, from ANALYTICS_PROVIDER and
 * the rest), on every page: its code, and then the provider's script, once the page has loaded and the browser is
 * idle (src/utils/analytics.ts). Without a provider the bundle holds none of it.
 */
export function useAnalytics() {
  useEffect(() => {
    if (__ANALYTICS__) {
      const analytics = __ANALYTICS__;
      // Not even the loader's own code before then: the page's start-up has the main thread to itself.
      afterLoadAndIdle(() => void import("../utils/analytics").then(({ counterFor }) => counterFor(analytics).start()));
    }
  }, []);
}

/** Counts a sent quote as a conversion, where the provider has events. */
export function countQuoteSent() {
  if (__ANALYTICS__) {
    const analytics = __ANALYTICS__;
    void import("../utils/analytics").then(({ counterFor }) => counterFor(analytics).countConversion());
  }
}
