import { startTransition, useCallback, useEffect, useMemo, useState } from "react";
import type { DueDatesView } from "./filter-due-dates";
import { todayInIndia } from "./schedule";
import { parseView, serializeView } from "./url-state";

/*
 * What only the browser knows: today's date in India and the URL's query. Prerendering and hydration use neither
 * (no date, the default view), so the HTML matches; right after hydration they are read in a transition, which
 * also lets the page's code-split parts finish hydrating before the update reaches them (no flash of fallback).
 */

const URL_EVENT = "due-dates:view";

interface ClientState {
  hydrated: boolean;
  today: string | null;
  search: string;
}

const read = (): ClientState => ({
  hydrated: true,
  today: todayInIndia(),
  search: window.location.search,
});

export function useClientState() {
  const [state, setState] = useState<ClientState>({ hydrated: false, today: null, search: "" });

  useEffect(() => {
    const refresh = () => startTransition(() => setState(read()));
    refresh();
    // Back/forward, another copy of this hook, or a visit that spans midnight.
    window.addEventListener("popstate", refresh);
    window.addEventListener(URL_EVENT, refresh);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      window.removeEventListener("popstate", refresh);
      window.removeEventListener(URL_EVENT, refresh);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, []);

  const view = useMemo(() => parseView(state.search), [state.search]);
  /** The view goes into the URL's query (replaced: filtering adds no history entries), synchronously for typing. */
  const setView = useCallback((next: DueDatesView) => {
    const { pathname, hash } = window.location;
    const search = serializeView(next);
    // Keep React Router's history state so its back/forward handling still works.
    window.history.replaceState(window.history.state, "", pathname + search + hash);
    setState((s) => ({ ...s, search }));
  }, []);

  /**
   * What the visitor typed or picked in the filters while the page loaded, over the view the URL holds (the state
   * has not read the URL yet at that point).
   */
  const adoptTyped = useCallback(
    (typed: Partial<DueDatesView>) => setView({ ...parseView(window.location.search), ...typed }),
    [setView],
  );

  return { hydrated: state.hydrated, today: state.today, view, setView, adoptTyped };
}
