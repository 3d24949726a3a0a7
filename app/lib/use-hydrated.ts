import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while prerendering and during hydration, true afterwards. Lets a page render what the prerendered HTML holds
 * first (no hydration mismatch) and then what depends on the browser, such as the URL's query string.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
