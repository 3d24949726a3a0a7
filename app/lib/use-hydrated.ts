import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * Whether the page had hydrated before this call: `html[data-hydrated]` is set once it has (app/root.tsx). A component
 * in a lazily loaded part of the page may hydrate after that (its chunk arrived once the page had committed): such a
 * part learns whether it hydrates from a component that hydrated with the page (the planner's route, for one).
 */
export const pageHasHydrated = () =>
  typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true";

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
