import { plannerStorageKey } from "~/content/planner-facts";
import {
  applyImport,
  asideKey,
  FILED_STORAGE_KEY,
  filedIndex,
  markKey,
  removeDueBefore,
  serializeMarks,
  setFiled,
  startTracking,
  type FiledMarks,
} from "./filed-marks";
import type * as SchemaModule from "./filed-marks-schema";
import type { FiledMarksState, MarksController } from "./filed-marks-state";

/*
 * The visitor's filed marks in this browser's storage (filed-marks.ts; docs/decisions/039-filed-marks-on-the-device.md),
 * opened once the planner has hydrated (use-filed-marks.ts loads this module then), never sent anywhere. A stored
 * value this version cannot read is copied aside unchanged before anything is written over it; if it cannot be
 * copied, or the schema's code cannot be had, nothing is written, and the page says so. Tracking starts the first time
 * the visitor's own plan is saved in this browser, or at the first tick.
 *
 * Two tabs of the planner share the one stored value: each follows the other's writes (the `storage` event), and a
 * tick is written as a change to the value stored at that moment, never as this tab's whole copy, so neither tab
 * undoes the other's ticks (docs/decisions/045-filed-marks-in-two-tabs.md).
 */

type Schema = typeof SchemaModule;
let schema: Schema | undefined;
const loadSchema = () =>
  import("./filed-marks-schema").then((module) => {
    schema = module;
    return module;
  });

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** A change to the marks, applied to the marks stored when it is written. */
type Change = (marks: FiledMarks | undefined) => FiledMarks;

/** Reads the stored marks and reports every state to `publish`, the first once they are read. */
export function openMarks(publish: (state: FiledMarksState) => void): MarksController {
  const store = storage();
  const get = (key: string) => {
    try {
      return store?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  let marks: FiledMarks | undefined;
  /** The stored value this tab last read or wrote: another tab has written when storage holds something else. */
  let known: string | null = null;
  /** Changes made while another tab's value is read (its schema loading): applied to that value once read. */
  let pending: Change[] = [];
  let ready = false;
  let closed = false;
  let blocked = false;
  let writeFailed = false;
  let full = false;
  let refused = 0;
  let asideUnder: string | undefined;
  let today = "";
  let ownPlan = false;
  const returning = !!get(plannerStorageKey);

  const emit = () => {
    if (!ready || closed) return;
    publish({
      ready,
      marks,
      filed: filedIndex(marks),
      returning,
      ...(asideUnder ? { asideUnder } : {}),
      notSaved: blocked || writeFailed,
      full,
      refused,
      setFiled: (occurrence, filed) =>
        change((current) => {
          const next = setFiled(current, occurrence, filed, today);
          full = filed && !filedIndex(next).has(markKey(occurrence.id, occurrence.due));
          if (full) refused++;
          return next;
        }),
      importMarks: (preview) => change((current) => applyImport(current, preview)),
      removeDueBefore: (day) =>
        change((current) => {
          full = false;
          return removeDueBefore(startTracking(current, today), day);
        }),
    });
  };

  /** Takes the stored value as this tab's marks; one this version cannot read is set aside first. */
  const adopt = (raw: string | null, read: Schema) => {
    known = raw;
    const stored = read.readStoredMarks(raw);
    if (stored.kind === "unreadable") {
      marks = undefined;
      try {
        const key = asideKey((k) => store!.getItem(k) !== null);
        store!.setItem(key, stored.raw);
        asideUnder = key;
      } catch {
        blocked = true;
      }
    } else marks = stored.kind === "ok" ? stored.marks : undefined;
  };

  const write = (next: FiledMarks) => {
    marks = next;
    if (!blocked)
      try {
        const text = serializeMarks(next);
        store!.setItem(FILED_STORAGE_KEY, text);
        known = text;
        writeFailed = false;
      } catch {
        writeFailed = true;
      }
    emit();
  };

  /** Reads what another tab wrote (if anything) and applies the changes made meanwhile to it. */
  const follow = (read: Schema) => {
    if (closed) return;
    const raw = get(FILED_STORAGE_KEY);
    if (raw !== known) adopt(raw, read);
    const changes = pending;
    pending = [];
    if (changes.length) write(changes.reduce<FiledMarks | undefined>((m, c) => c(m), marks)!);
    else emit();
  };
  const followLater = () =>
    loadSchema().then(follow, () => {
      // The schema's code could not be had (offline, before it was saved): nothing is written over the marks.
      blocked = true;
      const changes = pending;
      pending = [];
      if (changes.length) marks = changes.reduce<FiledMarks | undefined>((m, c) => c(m), marks);
      emit();
    });

  const change = (apply: Change) => {
    if (pending.length || (!blocked && get(FILED_STORAGE_KEY) !== known)) {
      // Another tab has written: its value is the one to change.
      if (schema && !pending.length) adopt(get(FILED_STORAGE_KEY), schema);
      else {
        if (!pending.length) void followLater();
        pending.push(apply);
        // Shown at once; written once the stored value is read.
        marks = apply(marks);
        emit();
        return;
      }
    }
    write(apply(marks));
  };

  const track = () => {
    if (ready && !marks && ownPlan && today && get(plannerStorageKey))
      change((current) => startTracking(current, today));
  };
  const done = () => {
    ready = true;
    emit();
    track();
  };

  const onStorage = (event: StorageEvent) => {
    if (!ready || closed || (event.key !== null && event.key !== FILED_STORAGE_KEY)) return;
    if (event.storageArea && event.storageArea !== store) return;
    if (pending.length) return; // followLater reads the newest value
    if (schema) follow(schema);
    else void followLater();
  };
  window.addEventListener("storage", onStorage);

  if (get(FILED_STORAGE_KEY) === null) queueMicrotask(done);
  else
    loadSchema()
      // Read when the schema has come: the newest value, if another tab wrote meanwhile.
      .then((read) => adopt(get(FILED_STORAGE_KEY), read))
      .catch(() => (blocked = true))
      .finally(done);

  return {
    update: (day, own) => {
      today = day;
      ownPlan = own;
      track();
    },
    close: () => {
      closed = true;
      window.removeEventListener("storage", onStorage);
    },
  };
}
