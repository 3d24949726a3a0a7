import { useCallback, useEffect, useMemo } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { useUrlState } from "~/lib/use-url-state";
import { parseProfile, PROFILE_PARAMS, profileToSearch, type ProfileDraft } from "./profile";

/*
 * The visitor's profile, kept in the address (a plan can be shared and bookmarked) and in this browser's storage,
 * never sent anywhere. The address wins: an address without a profile opens the one this browser last made, if any,
 * and the example otherwise. Only the visitor's own changes are stored, so opening a plan someone shared never
 * replaces the one kept here. While prerendering and hydrating the page shows the example (useUrlState).
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
}: {
  entities: readonly string[];
  /** The query of the example profile the page is prerendered with. */
  example: string;
  storageKey: string;
}) {
  const hydrated = useHydrated();
  const [query, setQuery] = useUrlState(profileQuery, toSearch);

  // No profile in the address: this browser's last one, once the address has been read.
  useEffect(() => {
    if (!hydrated || query) return;
    const stored = profileQuery(readStored(storageKey));
    if (stored) setQuery((current) => current || stored);
  }, [hydrated, query, storageKey, setQuery]);

  const parsed = useMemo(
    () => parseProfile(new URLSearchParams(query || example), entities),
    [query, example, entities],
  );

  const setProfile = useCallback(
    (draft: ProfileDraft) => {
      const next = profileToSearch(draft);
      store(storageKey, next);
      setQuery(next);
    },
    [storageKey, setQuery],
  );

  return {
    hydrated,
    /** The profile shown is the example (nothing in the address or storage yet). */
    isExample: !query,
    profile: parsed.profile,
    problems: parsed.problems,
    setProfile,
  };
}
