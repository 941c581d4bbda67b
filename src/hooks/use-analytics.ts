import { useEffect } from "react";

/**
 * Starts the analytics provider the build names (__ANALYTICS__: plugins/browser-bundle, from ANALYTICS_PROVIDER and
 * the rest), on every page: its code is fetched after the page has started, and the provider's script after load
 * and idle (src/utils/analytics.ts). Without a provider the bundle holds none of it.
 */
export function useAnalytics() {
  useEffect(() => {
    if (__ANALYTICS__) {
      const analytics = __ANALYTICS__;
      void import("../utils/analytics").then(({ counterFor }) => counterFor(analytics).start());
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
