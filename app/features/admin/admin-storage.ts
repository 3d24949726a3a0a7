import {
  availableLawsSchema,
  complianceDataSchema,
  entityLawMapSchema,
  formatIssues,
} from "~/lib/compliance-schema";
import { parseJsonSafely } from "./admin-import";
import { repair, withIds, type AdminState, type Outcome } from "./admin-store";

/*
 * Browser storage for the admin's data: three keys, validated on read, written on every change. A key the browser
 * does not hold starts from the published data file. Nothing is lost silently:
 * - unreadable data is moved to a dated backup key (the last few are kept) that the admin can download or restore;
 * - every change is an operation applied to the latest stored state (read, apply, write), so one tab never writes
 *   back another tab's older copy;
 * - a change the browser refused to store stays on screen and is applied again, on top of the latest stored state,
 *   with the next change or when another tab writes;
 * - other tabs (storage event) and other stores in this tab (a window event) stay in sync.
 * Entries stored before they had ids are given ids as they are read.
 */
export const STORAGE_KEYS = ["complianceData", "entityLawMap", "availableLaws"] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];
/** Backups are `<key>.unreadable.<ISO time>`; a single `<key>.unreadable` from older versions is listed too. */
export const BACKUP_SUFFIX = ".unreadable";
/** How many backups of one key are kept: a new one beyond that replaces the oldest. */
export const BACKUPS_KEPT = 5;
/** Same-tab notification: storage events only reach other tabs. */
export const SAME_TAB_EVENT = "niyama-admin-data-change";

const schemas = {
  complianceData: complianceDataSchema,
  entityLawMap: entityLawMapSchema,
  availableLaws: availableLawsSchema,
};

export interface LoadResult {
  state: AdminState;
  /** Keys whose stored value could not be read; each was moved to a backup key. */
  unreadable: StorageKey[];
}

function read(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null; // storage blocked (e.g. cookies disabled): behave as if empty
  }
}

/** A stored value of `key`, checked as stored data is (older entries get ids); undefined when it is not valid. */
export function parseStored<K extends StorageKey>(
  key: K,
  raw: string,
): { ok: true; value: AdminState[K] } | { ok: false; problems: string[] } {
  try {
    const json = parseJsonSafely(raw);
    const parsed = schemas[key].safeParse(key === "complianceData" ? withIds(json) : json);
    return parsed.success
      ? { ok: true, value: parsed.data as AdminState[K] }
      : { ok: false, problems: formatIssues(parsed.error) };
  } catch (error) {
    // bad JSON, a forbidden key or an oversized value
    return { ok: false, problems: [(error as Error).message] };
  }
}

export interface Backup {
  /** The storage key that holds the copy. */
  storageKey: string;
  /** The key it was a copy of. */
  key: StorageKey;
  /** When it was set aside (ISO), when known. */
  savedAt: string | undefined;
  size: number;
}

/** Every backup in storage, newest first. */
export function listBackups(storage: Storage | null): Backup[] {
  const backups: Backup[] = [];
  if (!storage) return backups;
  for (let i = 0; i < storage.length; i++) {
    const storageKey = storage.key(i);
    const match = storageKey && /^(\w+)\.unreadable(?:\.(.+))?$/.exec(storageKey);
    if (!match || !(STORAGE_KEYS as readonly string[]).includes(match[1]!)) continue;
    backups.push({
      storageKey: storageKey!,
      key: match[1] as StorageKey,
      savedAt: match[2],
      size: read(storage, storageKey!)?.length ?? 0,
    });
  }
  return backups.sort((a, b) => ((a.savedAt ?? "") < (b.savedAt ?? "") ? 1 : -1));
}

/** Sets an unreadable value aside under a dated key, keeping the newest BACKUPS_KEPT of that key. */
function backUp(storage: Storage, key: StorageKey, raw: string, now: Date) {
  let stamp = now.toISOString();
  while (storage.getItem(`${key}${BACKUP_SUFFIX}.${stamp}`) !== null)
    stamp = new Date(Date.parse(stamp) + 1).toISOString();
  storage.setItem(`${key}${BACKUP_SUFFIX}.${stamp}`, raw);
  const older = listBackups(storage).filter((b) => b.key === key);
  for (const old of older.slice(BACKUPS_KEPT)) storage.removeItem(old.storageKey);
}

/** The stored state; `published` (the site's data file as admin state) fills every key the browser lacks. */
export function loadState(
  storage: Storage | null,
  published: AdminState,
  now: () => Date = () => new Date(),
): LoadResult {
  const unreadable: StorageKey[] = [];
  const values: Partial<AdminState> = {};
  for (const key of STORAGE_KEYS) {
    const raw = read(storage, key);
    if (raw === null) continue;
    const parsed = parseStored(key, raw);
    if (parsed.ok) {
      (values as Record<string, unknown>)[key] = parsed.value;
      continue;
    }
    unreadable.push(key);
    try {
      backUp(storage!, key, raw, now());
      storage?.removeItem(key);
    } catch {
      // The backup could not be written: leave the original where it is rather than lose it.
    }
  }
  return {
    state: repair({
      complianceData: values.complianceData ?? published.complianceData,
      entityLawMap: values.entityLawMap ?? published.entityLawMap,
      availableLaws: values.availableLaws ?? published.availableLaws,
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
  /**
   * Changes made here that could not be applied again on top of another tab's newer data (the item they touched
   * is gone there): said plainly, never dropped in silence.
   */
  conflicts: string[];
}

type Action = (state: AdminState) => Outcome;

export interface AdminDataStore {
  getSnapshot(): AdminSnapshot;
  subscribe(listener: () => void): () => void;
  /** Applies a rule from admin-store to the latest stored state; on success commits and persists the result. */
  apply(action: Action): Outcome;
  dismissUnreadable(): void;
  dismissConflicts(): void;
  destroy(): void;
}

interface StoreOptions {
  storage: Storage | null;
  /** The published data file as admin state: where a browser without stored data starts. */
  published: AdminState;
  target?: Pick<Window, "addEventListener" | "removeEventListener" | "dispatchEvent"> | null;
  now?: () => Date;
}

export function createAdminDataStore({
  storage,
  published,
  target = null,
  now = () => new Date(),
}: StoreOptions): AdminDataStore {
  const id = Math.random().toString(36).slice(2);
  const loaded = loadState(storage, published, now);
  let snapshot: AdminSnapshot = {
    state: loaded.state,
    unreadable: loaded.unreadable,
    writeFailed: false,
    externalChanges: 0,
    conflicts: [],
  };
  /** What this store last read from or wrote to storage, and the state it stands for. */
  let stored: Serialized = {};
  let storedState = loaded.state;
  /** Changes the browser refused to store, in order: applied again on top of the latest stored state. */
  let pending: Action[] = [];
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  const readAll = (): Serialized => {
    const raw: Serialized = {};
    for (const key of STORAGE_KEYS) {
      const value = read(storage, key);
      if (value !== null) raw[key] = value;
    }
    return raw;
  };
  const persist = (state: AdminState): boolean => {
    try {
      stored = writeState(storage, state, stored);
      storedState = state;
      return true;
    } catch {
      return false;
    }
  };
  /** Applies the pending changes to `base`; those that no longer apply are reported, not kept. */
  const replay = (base: AdminState) => {
    let state = base;
    const conflicts: string[] = [];
    pending = pending.filter((action) => {
      const outcome = action(state);
      if (outcome.ok) state = outcome.state;
      else if (outcome.message) conflicts.push(outcome.message);
      return outcome.ok;
    });
    return { state, conflicts };
  };
  /** The latest stored state: this store's own copy, unless another tab or store has written since. */
  const latest = (): { state: AdminState; changed: boolean } => {
    if (!storage) return { state: storedState, changed: false };
    const raw = readAll();
    if (STORAGE_KEYS.every((key) => raw[key] === stored[key]))
      return { state: storedState, changed: false };
    const fresh = loadState(storage, published, now);
    stored = readAll();
    storedState = fresh.state;
    if (fresh.unreadable.length)
      snapshot = {
        ...snapshot,
        unreadable: [...new Set([...snapshot.unreadable, ...fresh.unreadable])],
      };
    return { state: fresh.state, changed: true };
  };

  // Write what was loaded, so the published data and repairs are stored and the stored view matches the screen.
  stored = readAll();
  if (!persist(snapshot.state)) snapshot = { ...snapshot, writeFailed: true };

  const reload = () => {
    const base = latest();
    if (!base.changed) return;
    const { state, conflicts } = replay(base.state);
    // Changes this page could not store yet are written on top of the other tab's data now, if the browser lets.
    const saved = pending.length === 0 || persist(state);
    if (saved) pending = [];
    snapshot = {
      ...snapshot,
      state,
      writeFailed: !saved,
      externalChanges: snapshot.externalChanges + 1,
      conflicts: [...snapshot.conflicts, ...conflicts],
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
      const base = latest();
      const { state: working, conflicts } = replay(base.state);
      const outcome = action(working);
      if (!outcome.ok) {
        if (base.changed || conflicts.length) {
          snapshot = {
            ...snapshot,
            state: working,
            externalChanges: snapshot.externalChanges + (base.changed ? 1 : 0),
            conflicts: [...snapshot.conflicts, ...conflicts],
          };
          emit();
        }
        return outcome;
      }
      const saved = persist(outcome.state);
      pending = saved ? [] : [...pending, action];
      snapshot = {
        ...snapshot,
        state: outcome.state,
        writeFailed: !saved,
        externalChanges: snapshot.externalChanges + (base.changed ? 1 : 0),
        conflicts: [...snapshot.conflicts, ...conflicts],
      };
      emit();
      if (saved) target?.dispatchEvent(new CustomEvent(SAME_TAB_EVENT, { detail: id }));
      return outcome;
    },
    dismissUnreadable() {
      snapshot = { ...snapshot, unreadable: [] };
      emit();
    },
    dismissConflicts() {
      snapshot = { ...snapshot, conflicts: [] };
      emit();
    },
    destroy() {
      target?.removeEventListener("storage", onStorage);
      target?.removeEventListener(SAME_TAB_EVENT, onSameTab);
      listeners.clear();
    },
  };
}
