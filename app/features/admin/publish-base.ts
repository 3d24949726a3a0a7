import { dueDatesFileSchema, type DueDatesFile } from "~/lib/compliance-schema";
import { parseJsonSafely } from "./admin-import";
import { STORAGE_KEYS } from "./admin-storage";

/*
 * The file this browser's edits started from, kept with the edits in local storage (key `publishBase`,
 * docs/decisions/044-publishing-keeps-every-change.md): a publish merges against it, so what a colleague published
 * since the edits began is theirs, never counted as a change made here. It is set when a browser holding no edits
 * starts from the published file, and replaced by the file each publish commits. Edits stored before it was kept
 * have none: then the merge asks about every entry the two sides hold differently (publish-merge.ts).
 */

export const BASE_KEY = "publishBase";
/** Written after each publish, so the browser's other admin tabs can say what happened to their edits. */
export const PUBLISH_NOTICE_KEY = "publishNotice";

export function announcePublish(storage: Storage | null, at: string, kept: readonly string[]) {
  try {
    storage?.setItem(PUBLISH_NOTICE_KEY, JSON.stringify({ at, kept }));
  } catch {
    // The other tabs still follow the data itself; only this notice is lost.
  }
}

/** How many edits a notice says were kept, or undefined for a value that is not a notice. */
export function keptInNotice(raw: string | null): number | undefined {
  try {
    const notice = JSON.parse(raw ?? "null") as { kept?: unknown } | null;
    return Array.isArray(notice?.kept) ? notice.kept.length : undefined;
  } catch {
    return undefined;
  }
}

/** The stored base, or null when there is none or it cannot be read (a damaged copy is not guessed at). */
export function readBase(storage: Storage | null): DueDatesFile | null {
  try {
    const raw = storage?.getItem(BASE_KEY);
    if (!raw) return null;
    const parsed = dueDatesFileSchema.safeParse(parseJsonSafely(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Stores the base (its ledger left out: the merge never reads it); false when the browser refuses. */
export function saveBase(storage: Storage | null, file: DueDatesFile): boolean {
  const content = { ...file };
  delete content.updates;
  delete content.updatesArchive;
  try {
    storage?.setItem(BASE_KEY, JSON.stringify(content));
    return !!storage;
  } catch {
    return false;
  }
}

/**
 * At login, before the admin's store loads: a browser that holds no edits starts from the published file, which is
 * then its base. A browser that holds edits keeps the base stored with them, whatever has been published since.
 */
export function startBase(storage: Storage | null, published: DueDatesFile) {
  let holdsEdits = false;
  try {
    holdsEdits = STORAGE_KEYS.some((key) => storage?.getItem(key) != null);
  } catch {
    holdsEdits = false;
  }
  if (!holdsEdits) saveBase(storage, published);
}
