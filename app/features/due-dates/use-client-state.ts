import { startTransition, useEffect, useState } from "react";
import { useUrlState } from "~/lib/use-url-state";
import type { DueDatesView } from "./filter-due-dates";
import { clockToday } from "~/lib/today";
import { parseView, serializeView } from "./url-state";

/*
 * What only the browser knows: today's date in India and the view in the URL's query (app/lib/use-url-state.ts).
 * Prerendering and hydration use neither (no date, the default view), so the HTML matches; right after hydration
 * they are read in a transition, which also lets the page's code-split parts finish hydrating before the update
 * reaches them (no flash of fallback).
 */
export function useClientState() {
  const [view, setView] = useUrlState(parseView, serializeView);
  // null while hydrating; then the day in India, or undefined when the device's clock cannot be right.
  const [clock, setClock] = useState<{ today?: string } | null>(null);

  useEffect(() => {
    const refresh = () => startTransition(() => setClock({ today: clockToday() }));
    refresh();
    // A visit that spans midnight.
    document.addEventListener("visibilitychange", refresh);
    return () => document.removeEventListener("visibilitychange", refresh);
  }, []);

  /**
   * What the visitor typed or picked in the filters while the page loaded, over the view the URL holds (the state
   * has not read the URL yet at that point).
   */
  const adoptTyped = (typed: Partial<DueDatesView>) =>
    setView((current) => ({ ...current, ...typed }));

  return {
    hydrated: clock !== null,
    today: clock?.today ?? null,
    clockWrong: clock !== null && !clock.today,
    view,
    setView,
    adoptTyped,
  };
}
