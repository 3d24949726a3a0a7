import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * `prerendered` while prerendering and during hydration, `value` afterwards. Lets a component render what the
 * prerendered HTML holds first (no hydration mismatch) and then what depends on the browser, such as the URL's query
 * string. When the two are equal, React has nothing to render again after hydration.
 */
export function useAfterHydration<T>(value: T, prerendered: T): T {
  return useSyncExternalStore(
    noSubscription,
    () => value,
    () => prerendered,
  );
}

/** False while prerendering and during hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useAfterHydration(true, false);
}
