import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { pageHasHydrated } from "./use-hydrated";

/**
 * A view of the page (a search, filters, a sort) kept in the URL's query, so that it can be shared and survives a
 * reload. Used by the articles' index and the due-dates table.
 *
 * - The prerendered HTML and the hydrating render show the view of an empty query (`parse("")`), so the two match;
 *   right after hydration the URL's query is read, in a transition, which lets the page's code-split parts finish
 *   hydrating before the update reaches them (an empty query changes nothing, so nothing renders again). A
 *   component mounted after hydration reads the URL at once.
 * - `setValue` shows the new view at once, as given (what a visitor types stays as typed), and replaces the query
 *   (history.replaceState): the view adds no history entry, never scrolls, and React Router is not involved, so
 *   the page's loader does not run again. React Router's history state is kept, so Back and Forward keep working.
 *   Given a function, it is called with the view the URL holds (not yet read on the first render after hydration).
 * - Back, Forward and a link followed (React Router's location changes) read the URL again. One component owns
 *   the view and hands it down: two copies of the hook on a page do not follow each other.
 *
 * `parse` takes any query ("" or "?…", unknown or hand-edited values included); `serialize` returns "" for the
 * default view, else "?…". Pass functions defined outside the component. A component in a lazily loaded part of the
 * page passes `hydrating` (see pageHasHydrated): it may hydrate after the page has.
 */
export function useUrlState<T>(
  parse: (search: string) => T,
  serialize: (value: T) => string,
  { hydrating = !pageHasHydrated() }: { hydrating?: boolean } = {},
): [T, (next: T | ((current: T) => T)) => void] {
  // The query the first render shows: none while prerendering and hydrating, else the URL's.
  const firstSearch = hydrating ? "" : window.location.search;
  const [value, setState] = useState(() => parse(firstSearch));
  // The query the view shown was read from or written to: the URL is read again only when it differs.
  const shown = useRef(firstSearch);
  // React Router's location changes on Back and Forward and on a link followed, to this page too.
  const { key } = useLocation();

  useEffect(() => {
    const { search } = window.location;
    if (search === shown.current) return;
    shown.current = search;
    startTransition(() => setState(parse(search)));
  }, [key, parse]);

  const setValue = useCallback(
    (next: T | ((current: T) => T)) => {
      const { pathname, search, hash } = window.location;
      const value = next instanceof Function ? next(parse(search)) : next;
      shown.current = serialize(value);
      window.history.replaceState(window.history.state, "", pathname + shown.current + hash);
      setState(() => value);
    },
    [parse, serialize],
  );

  return [value, setValue];
}
