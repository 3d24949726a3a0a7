import { plannerStorageKey } from "~/content/planner-facts";
import {
  applyImport,
  asideKey,
  FILED_STORAGE_KEY,
  filedIndex,
  serializeMarks,
  setFiled,
  startTracking,
  type FiledMarks,
} from "./filed-marks";
import type { FiledMarksState } from "./use-filed-marks";

/*
 * The visitor's filed marks in this browser's storage (filed-marks.ts; docs/decisions/039-filed-marks-on-the-device.md),
 * opened once the planner has hydrated (use-filed-marks.ts loads this module then), never sent anywhere. A stored
 * value this version cannot read is copied aside unchanged before anything is written over it; if it cannot be
 * copied, or the schema's code cannot be had, nothing is written, and the page says so. Tracking starts the first time
 * the visitor's own plan is saved in this browser, or at the first tick.
 */

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export interface MarksController {
  /** Today in India and whether the plan shown is the visitor's own: tracking starts once it is saved. */
  update: (today: string, ownPlan: boolean) => void;
}

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
  let ready = false;
  let blocked = false;
  let writeFailed = false;
  let asideUnder: string | undefined;
  let today = "";
  let ownPlan = false;
  const returning = !!get(plannerStorageKey);

  const emit = () => {
    if (!ready) return;
    publish({
      ready,
      marks,
      filed: filedIndex(marks),
      returning,
      ...(asideUnder ? { asideUnder } : {}),
      notSaved: blocked || writeFailed,
      setFiled: (occurrence, filed) => save(setFiled(marks, occurrence, filed, today)),
      importMarks: (preview) => save(applyImport(marks, preview)),
    });
  };
  const save = (next: FiledMarks) => {
    marks = next;
    if (!blocked)
      try {
        store!.setItem(FILED_STORAGE_KEY, serializeMarks(next));
        writeFailed = false;
      } catch {
        writeFailed = true;
      }
    emit();
  };
  const track = () => {
    if (ready && !marks && ownPlan && today && get(plannerStorageKey))
      save(startTracking(undefined, today));
  };
  const done = () => {
    ready = true;
    emit();
    track();
  };

  const raw = get(FILED_STORAGE_KEY);
  if (raw === null) queueMicrotask(done);
  else
    import("./filed-marks-schema")
      .then(({ readStoredMarks }) => {
        const read = readStoredMarks(raw);
        if (read.kind === "ok") marks = read.marks;
        if (read.kind === "unreadable") {
          try {
            const key = asideKey((k) => store!.getItem(k) !== null);
            store!.setItem(key, read.raw);
            asideUnder = key;
          } catch {
            blocked = true;
          }
        }
      })
      // The schema's code could not be had (offline, before it was saved): nothing is written over the marks.
      .catch(() => (blocked = true))
      .finally(done);

  return {
    update: (day, own) => {
      today = day;
      ownPlan = own;
      track();
    },
  };
}
