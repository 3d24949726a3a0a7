import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { adminMessages } from "~/content/admin-text";
import { dueDatesDataUrl } from "~/lib/compliance-constants";
import { dueDatesFileSchema, formatIssues, type DueDatesFile } from "~/lib/compliance-schema";
import { stateFromFile } from "./admin-publish";
import { adminNotify as notify } from "./admin-toast";
import { createAdminDataStore, type AdminDataStore } from "./admin-storage";
import type { AdminState, Outcome } from "./admin-store";
import { keptInNotice, PUBLISH_NOTICE_KEY, startBase } from "./publish-base";

/** The site's published data file, as read at login: where the admin starts and what "Reset" restores. */
export interface PublishedData {
  file: DueDatesFile;
  state: AdminState;
}

let store: AdminDataStore | null = null;
let published: PublishedData | null = null;

export const publishedData = () => published;

/** Loads and checks the published data file once per tab; throws an Error whose message says what is wrong. */
export async function loadPublishedData(): Promise<PublishedData> {
  if (published) return published;
  const response = await fetch(dueDatesDataUrl, {
    cache: "no-cache",
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(adminMessages.publishedHttpError(response.status));
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new Error(adminMessages.publishedNotJson);
  }
  const parsed = dueDatesFileSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(
      adminMessages.publishedInvalid(formatIssues(parsed.error).slice(0, 3).join("; ")),
    );
  published = { file: parsed.data, state: stateFromFile(parsed.data) };
  return published;
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked by the browser's settings
  }
}

/**
 * One store per tab, shared by both admin pages; created on first use in the browser (never at build time), once
 * the published data has loaded (AdminDataLoader renders the pages only then).
 */
function getStore(): { store: AdminDataStore; published: PublishedData } {
  if (!published) throw new Error("The published data file must load before the admin data");
  if (!store) startBase(browserStorage(), published.file);
  store ??= createAdminDataStore({
    storage: browserStorage(),
    published: published.state,
    target: window,
  });
  return { store, published };
}

interface RunOptions {
  /** Toast the outcome's message (default true); forms that show errors inline pass false. */
  toast?: boolean;
}

export function useAdminData() {
  const { store: s, published } = getStore();
  const snapshot = useSyncExternalStore(s.subscribe, s.getSnapshot, s.getSnapshot);

  const run = useCallback(
    (action: (state: AdminState) => Outcome, { toast = true }: RunOptions = {}): Outcome => {
      const outcome = s.apply(action);
      if (toast && outcome.message)
        notify(
          outcome.ok ? "success" : outcome.kind === "info" ? "info" : "error",
          outcome.message,
        );
      if (outcome.ok && s.getSnapshot().writeFailed)
        notify("error", adminMessages.storageWriteFailed);
      return outcome;
    },
    [s],
  );

  // Say so when another tab changed what is on screen.
  const seen = useRef(snapshot.externalChanges);
  useEffect(() => {
    if (snapshot.externalChanges !== seen.current) {
      seen.current = snapshot.externalChanges;
      notify("info", adminMessages.otherTabChanged);
    }
  }, [snapshot.externalChanges]);

  // A publish from another tab of this browser: say what became of the edits made here.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== PUBLISH_NOTICE_KEY) return;
      const kept = keptInNotice(event.newValue);
      if (kept !== undefined) notify("info", adminMessages.publishedInOtherTab(kept));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  return {
    ...snapshot,
    run,
    dismissUnreadable: s.dismissUnreadable,
    dismissConflicts: s.dismissConflicts,
    published,
  };
}
