import {
  availableLawsSchema,
  complianceDataSchema,
  entityLawMapSchema,
} from "~/lib/compliance-schema";
import { parseJsonSafely } from "./admin-import";
import { repair, withIds, type AdminState, type Outcome } from "./admin-store";

/*
 * Browser storage for the admin's data: three keys, validated on read, written on every change. A key the browser
 * does not hold starts from the published data file. Nothing is lost silently: unreadable data is moved to a backup
 * key, a failed write keeps the state in memory and says so, and other tabs (storage event) and other stores in
 * this tab (a window event) stay in sync. Entries stored before they had ids are given ids as they are read.
 */
export const STORAGE_KEYS = ["complianceData", "entityLawMap", "availableLaws"] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];
export const BACKUP_SUFFIX = ".unreadable";
/** Same-tab notification: storage events only reach other tabs. */
export const SAME_TAB_EVENT = "niyama-admin-data-change";

const schemas = {
  complianceData: complianceDataSchema,
  entityLawMap: entityLawMapSchema,
  availableLaws: availableLawsSchema,
};

export interface LoadResult {
  state: AdminState;
  /** Keys whose stored value could not be read; each was moved to `<key>.unreadable`. */
  unreadable: StorageKey[];
}

function read(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null; // storage blocked (e.g. cookies disabled): behave as if empty
  }
}

/** The stored state; `published` (the site's data file as admin state) fills every key the browser lacks. */
export function loadState(storage: Storage | null, published: AdminState): LoadResult {
  const defaults = published;
  const unreadable: StorageKey[] = [];
  const values: Partial<AdminState> = {};
  for (const key of STORAGE_KEYS) {
    const raw = read(storage, key);
    if (raw === null) continue;
    let parsed: { success: boolean; data?: unknown } = { success: false };
    try {
      const json = parseJsonSafely(raw);
      parsed = schemas[key].safeParse(key === "complianceData" ? withIds(json) : json);
    } catch {
      // bad JSON, a forbidden key or an oversized value: unreadable
    }
    if (parsed.success) {
      (values as Record<string, unknown>)[key] = parsed.data;
      continue;
    }
    unreadable.push(key);
    try {
      storage?.setItem(key + BACKUP_SUFFIX, raw);
      storage?.removeItem(key);
    } catch {
      // The backup could not be written: leave the original where it is rather than lose it.
    }
  }
  return {
    state: repair({
      complianceData: values.complianceData ?? defaults.complianceData,
      entityLawMap: values.entityLawMap ?? defaults.entityLawMap,
      availableLaws: values.availableLaws ?? defaults.availableLaws,
    }),
    unreadable,
  };
}

export type Serialized = Partial<Record<StorageKey, string>>;

export function serialize(state: AdminState): Record<StorageKey, string> {
  return {
    complianceData: JSON.stringify(state.complianceData),
    entityLawMap: JSON.stringify(state.entityLawMap),
    availableLaws: JSON.stringify(state.availableLaws),
  };
}

/** Writes the keys whose value changed. Throws what the storage throws (QuotaExceededError, SecurityError). */
export function writeState(
  storage: Storage | null,
  state: AdminState,
  previous: Serialized,
): Serialized {
  if (!storage) throw new Error("Browser storage is not available");
  const next = serialize(state);
  const written: Serialized = { ...previous };
  for (const key of STORAGE_KEYS) {
    if (previous[key] === next[key]) continue;
    storage.setItem(key, next[key]);
    written[key] = next[key];
  }
  return written;
}

export interface AdminSnapshot {
  state: AdminState;
  /** Keys recovered from unreadable storage at load. */
  unreadable: StorageKey[];
  /** The last write failed: the state on screen is newer than what the browser has stored. */
  writeFailed: boolean;
  /** Bumped when another tab or store changed the data. */
  externalChanges: number;
}

export interface AdminDataStore {
  getSnapshot(): AdminSnapshot;
  subscribe(listener: () => void): () => void;
  /** Applies a rule from admin-store; on success commits and persists the new state. */
  apply(action: (state: AdminState) => Outcome): Outcome;
  dismissUnreadable(): void;
  destroy(): void;
}

interface StoreOptions {
  storage: Storage | null;
  /** The published data file as admin state: where a browser without stored data starts. */
  published: AdminState;
  target?: Pick<Window, "addEventListener" | "removeEventListener" | "dispatchEvent"> | null;
}

export function createAdminDataStore({
  storage,
  published,
  target = null,
}: StoreOptions): AdminDataStore {
  const id = Math.random().toString(36).slice(2);
  const loaded = loadState(storage, published);
  let snapshot: AdminSnapshot = {
    state: loaded.state,
    unreadable: loaded.unreadable,
    writeFailed: false,
    externalChanges: 0,
  };
  let stored: Serialized = {};
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  const persist = (state: AdminState): boolean => {
    try {
      stored = writeState(storage, state, stored);
      return true;
    } catch {
      return false;
    }
  };
  // Write what was loaded, so defaults and repairs are stored and the stored view matches the screen.
  for (const key of STORAGE_KEYS) {
    const raw = read(storage, key);
    if (raw !== null) stored[key] = raw;
  }
  if (!persist(snapshot.state)) snapshot = { ...snapshot, writeFailed: true };

  const reload = () => {
    // Unsaved work on this page wins over what another tab stored: it must not be lost.
    if (snapshot.writeFailed) return;
    const fresh = loadState(storage, published);
    stored = {};
    for (const key of STORAGE_KEYS) {
      const raw = read(storage, key);
      if (raw !== null) stored[key] = raw;
    }
    snapshot = {
      ...snapshot,
      state: fresh.state,
      unreadable: [...new Set([...snapshot.unreadable, ...fresh.unreadable])],
      externalChanges: snapshot.externalChanges + 1,
    };
    emit();
  };

  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    if (key === null || (STORAGE_KEYS as readonly string[]).includes(key)) reload();
  };
  const onSameTab = (event: Event) => {
    if ((event as CustomEvent<string>).detail !== id) reload();
  };
  target?.addEventListener("storage", onStorage);
  target?.addEventListener(SAME_TAB_EVENT, onSameTab);

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    apply(action) {
      const outcome = action(snapshot.state);
      if (!outcome.ok) return outcome;
      const saved = persist(outcome.state);
      snapshot = { ...snapshot, state: outcome.state, writeFailed: !saved };
      emit();
      if (saved) target?.dispatchEvent(new CustomEvent(SAME_TAB_EVENT, { detail: id }));
      return outcome;
    },
    dismissUnreadable() {
      snapshot = { ...snapshot, unreadable: [] };
      emit();
    },
    destroy() {
      target?.removeEventListener("storage", onStorage);
      target?.removeEventListener(SAME_TAB_EVENT, onSameTab);
      listeners.clear();
    },
  };
}
