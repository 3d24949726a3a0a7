import {
  LEDGER_RECENT_MAX,
  type DueDatesFile,
  type PublishedChange,
  type PublishRecord,
} from "./compliance-schema";

/*
 * The data file's ledger of published changes as every reader and writer sees it (docs/decisions/044-publishing-
 * keeps-every-change.md): the archive's records then the recent ones, in the order they were published; each record
 * known by a key that is unique in the file (its id, or for a record written before ids were kept, its time, with
 * "-2", "-3" ... for a time seen before), so the feed never repeats an entry id and no record stands for another.
 */

/** Every record of the file, oldest first: the archive, then `updates`. */
export const ledgerOf = (file: Pick<DueDatesFile, "updates" | "updatesArchive">) => [
  ...(file.updatesArchive ?? []),
  ...(file.updates ?? []),
];

/** Each record's key, in the list's order: its id, else its time made unique by order of appearance. */
export function recordKeys(records: readonly PublishRecord[]): string[] {
  const used = new Set(records.flatMap((r) => (r.id ? [r.id] : [])));
  return records.map((r) => {
    if (r.id) return r.id;
    let key = r.publishedAt;
    for (let n = 2; used.has(key); n++) key = `${r.publishedAt}-${n}`;
    used.add(key);
    return key;
  });
}

/** JSON with sorted keys: one record written twice compares equal whatever order its keys were in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

/** FNV-1a (32 bits) in base 36: a short digest, not a secret. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(7, "0");
}

/**
 * A new record's id: its time ("20261212t130500z") and a digest of the record before it and of what it changes,
 * made unique against `taken` (a second publish in the same second with the same words still gets its own).
 */
export function newRecordId(
  publishedAt: string,
  changes: readonly PublishedChange[],
  previousKey: string | undefined,
  taken: ReadonlySet<string>,
): string {
  const time = publishedAt
    .replace(/\.\d+/, "")
    .replace(/[-:]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
  const base = `${time}-${digest(`${previousKey ?? ""}\n${canonical(changes)}`)}`;
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/**
 * The ledgers of two copies of the file as one, in the order published: every record of `current`, then the records
 * `other` holds that `current` lacks (a file made from an older or a newer copy). A record is the same record only
 * when it is the same in full (or has the same id): two publishes at one time stay two.
 */
export function mergeLedgers(
  current: readonly PublishRecord[],
  other: readonly PublishRecord[],
): PublishRecord[] {
  const ids = new Set(current.flatMap((r) => (r.id ? [r.id] : [])));
  const whole = new Set(current.map(canonical));
  return [
    ...current,
    ...other.filter((r) => !(r.id ? ids.has(r.id) : false) && !whole.has(canonical(r))),
  ];
}

/** The ledger written back: the latest LEDGER_RECENT_MAX in `updates`, every older record in `updatesArchive`. */
export function splitLedger(
  records: readonly PublishRecord[],
): Pick<DueDatesFile, "updates" | "updatesArchive"> {
  const cut = Math.max(0, records.length - LEDGER_RECENT_MAX);
  return {
    ...(cut ? { updatesArchive: records.slice(0, cut) } : {}),
    ...(records.length ? { updates: records.slice(cut) } : {}),
  };
}
