import { startTransition, useCallback, useEffect, useMemo } from "react";
import { useUrlState } from "~/lib/use-url-state";
import { answersGiven, EMPTY_PROFILE_QUERY } from "./example-answers";
import { parseProfile, PROFILE_PARAMS, profileToSearch, type ProfileDraft } from "./profile";

/*
 * The visitor's profile, kept in the address (a plan can be shared and bookmarked) and in this browser's storage,
 * never sent anywhere. The address wins: an address without a profile opens the one this browser last made, if any,
 * and the example otherwise; the visitor's first answer on the example starts their own plan from that answer alone
 * (example-answers.ts). Only the visitor's own changes are stored, so opening a plan someone shared never
 * replaces the one kept here. While prerendering and hydrating the page shows the example (useUrlState); the profile
 * the address or storage holds follows in a transition, which React renders in slices between which the browser
 * can paint and answer input (a plan of about 70 rows).
 */

const PARAMS = new Set<string>(Object.values(PROFILE_PARAMS));

/** A query ("?…" or "…") without its "?", or "" when it holds no answer of the profile. */
export function profileQuery(search: string): string {
  const params = new URLSearchParams(search);
  return [...params.keys()].some((key) => PARAMS.has(key)) ? search.replace(/^\?/, "") : "";
}
const toSearch = (query: string) => (query ? `?${query}` : "");

function readStored(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? "";
  } catch {
    return "";
  }
}

function store(key: string, query: string) {
  try {
    if (query) window.localStorage.setItem(key, query);
    else window.localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode, quota): the address still holds the profile.
  }
}

export function usePlannerProfile({
  entities,
  example,
  storageKey,
  hydrating,
}: {
  entities: readonly string[];
  /** The query of the example profile the page is prerendered with. */
  example: string;
  storageKey: string;
  /** Whether the planner is hydrating (useUrlState); by default, whether the page is. */
  hydrating?: boolean;
}) {
  const [query, setQuery] = useUrlState(profileQuery, toSearch, { hydrating });

  // No profile in the address: this browser's last one. The address wins: `current` is the profile it holds, read
  // even before the view shows it.
  useEffect(() => {
    if (query) return;
    const stored = profileQuery(readStored(storageKey));
    if (stored) startTransition(() => setQuery((current) => current || stored));
  }, [query, storageKey, setQuery]);

  const parsed = useMemo(
    () => parseProfile(new URLSearchParams(query || example), entities),
    [query, example, entities],
  );

  const isExample = !query;
  // On the example, the visitor's change starts their own plan with only the answers they gave (example-answers.ts).
  const setProfile = useCallback(
    (draft: ProfileDraft) => {
      const own = isExample ? answersGiven(parsed.profile, draft) : draft;
      const next = profileToSearch(own) || EMPTY_PROFILE_QUERY;
      store(storageKey, next);
      setQuery(next);
    },
    [storageKey, setQuery, isExample, parsed.profile],
  );
  /** Leaves the example for an empty form: the visitor's own plan, nothing answered. */
  const startEmpty = useCallback(() => {
    store(storageKey, EMPTY_PROFILE_QUERY);
    setQuery(EMPTY_PROFILE_QUERY);
  }, [storageKey, setQuery]);

  return {
    /** The profile shown is the example (nothing in the address or storage yet): every answer is the example's. */
    isExample,
    startEmpty,
    profile: parsed.profile,
    problems: parsed.problems,
    setProfile,
  };
}
