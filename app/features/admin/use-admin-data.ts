import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { adminMessages as m } from "~/content/admin-text";
import { adminNotify as notify } from "./admin-toast";
import { createAdminDataStore, type AdminDataStore } from "./admin-storage";
import type { AdminState, Outcome } from "./admin-store";

let store: AdminDataStore | null = null;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked by the browser's settings
  }
}

/** One store per tab, shared by both admin pages; created on first use in the browser (never at build time). */
function getStore(): AdminDataStore {
  store ??= createAdminDataStore({ storage: browserStorage(), target: window });
  return store;
}

interface RunOptions {
  /** Toast the outcome's message (default true); forms that show errors inline pass false. */
  toast?: boolean;
}

export function useAdminData() {
  const s = getStore();
  const snapshot = useSyncExternalStore(s.subscribe, s.getSnapshot, s.getSnapshot);

  const run = useCallback(
    (action: (state: AdminState) => Outcome, { toast = true }: RunOptions = {}): Outcome => {
      const outcome = s.apply(action);
      if (toast && outcome.message)
        notify(
          outcome.ok ? "success" : outcome.kind === "info" ? "info" : "error",
          outcome.message,
        );
      if (outcome.ok && s.getSnapshot().writeFailed) notify("error", m.storageWriteFailed);
      return outcome;
    },
    [s],
  );

  // Say so when another tab changed what is on screen.
  const seen = useRef(snapshot.externalChanges);
  useEffect(() => {
    if (snapshot.externalChanges !== seen.current) {
      seen.current = snapshot.externalChanges;
      notify("info", m.otherTabChanged);
    }
  }, [snapshot.externalChanges]);

  return { ...snapshot, run, dismissUnreadable: s.dismissUnreadable };
}
