import { filedStorageKey } from "~/content/planner-facts";

/*
 * The visitor's marks of filings done, kept on this device only (docs/decisions/039-filed-marks-on-the-device.md):
 * a mark is one occurrence of a filing (the entry's id and the statutory due date that names its period, so a mark
 * outlives an extension of the date) and the day it was marked filed. The store also keeps the day tracking started,
 * from which past due dates count as overdue. One schema for the stored value and the exported file
 * (filed-marks-schema.ts, which checks its shape against the types here). Pure: no storage, no React, no zod (the
 * planner's page loads the schema only when there are marks to read); every function returns new values.
 */

/** The browser storage key of the marks, versioned: a later shape gets a key of its own. */
export const FILED_STORAGE_KEY = filedStorageKey;
/** Where an unreadable stored value is set aside, unchanged ("niyama.filed.v1.unreadable", then "-2", "-3" …). */
export const FILED_ASIDE_KEY = `${FILED_STORAGE_KEY}.unreadable`;
/** More marks than twelve years of a busy plan: a value beyond it is not this site's. */
export const MAX_MARKS = 5000;
/** A marks file larger than this is not one this site wrote (a mark is under 80 characters). */
export const MAX_FILE_CHARS = 1_000_000;

/** One occurrence marked filed. Days are real calendar days, "YYYY-MM-DD" (the schema checks them). */
export interface FiledMark {
  /** The due-dates entry's id. */
  id: string;
  /** The statutory due date of the occurrence (the plan row's originalDate). */
  due: string;
  /** The day the visitor marked it filed. */
  filedOn: string;
}

/** The stored value and the exported file: the same versioned shape. */
export interface FiledMarks {
  version: 1;
  /** The first day the visitor saved a plan or ticked a filing on this device: overdue counts from it. */
  trackingSince: string;
  marks: FiledMark[];
}

/** A mark's key: the plan row's key (plan.ts: the entry's id and its statutory due date). */
export const markKey = (id: string, due: string) => `${id}:${due}`;

/** The first free key to set an unreadable value aside under. */
export function asideKey(taken: (key: string) => boolean): string {
  if (!taken(FILED_ASIDE_KEY)) return FILED_ASIDE_KEY;
  let n = 2;
  while (taken(`${FILED_ASIDE_KEY}-${n}`)) n++;
  return `${FILED_ASIDE_KEY}-${n}`;
}

/** The marks as stored and exported. */
export const serializeMarks = (marks: FiledMarks): string => JSON.stringify(marks);

/** Marks with tracking started on `today`, where it has not started yet. */
export const startTracking = (marks: FiledMarks | undefined, today: string): FiledMarks =>
  marks ?? { version: 1, trackingSince: today, marks: [] };

/** The day each marked occurrence was filed, by its key. */
export function filedIndex(marks: FiledMarks | undefined): Map<string, string> {
  return new Map((marks?.marks ?? []).map((m) => [markKey(m.id, m.due), m.filedOn]));
}

/** Whether the device holds as many marks as it keeps (MAX_MARKS): a new mark does not fit. */
export const marksFull = (marks: FiledMarks | undefined) => (marks?.marks.length ?? 0) >= MAX_MARKS;

/** The marks of occurrences due before `day` (those the plan no longer shows, when it is a year ago). */
export const marksDueBefore = (marks: FiledMarks | undefined, day: string) =>
  (marks?.marks ?? []).filter((m) => m.due < day);

/** The marks without those of occurrences due before `day`: what making room removes, once the visitor asks. */
export const removeDueBefore = (marks: FiledMarks, day: string): FiledMarks => ({
  ...marks,
  marks: marks.marks.filter((m) => m.due >= day),
});

/**
 * The marks with one occurrence marked filed on `today`, or its mark removed. Starts tracking (today) if it has not.
 * Marks of entries the data no longer has are kept as they are. A new mark beyond MAX_MARKS is not added (the
 * marks come back unchanged; marksFull says why, and the page says so).
 */
export function setFiled(
  current: FiledMarks | undefined,
  occurrence: { id: string; due: string },
  filed: boolean,
  today: string,
): FiledMarks {
  const marks = startTracking(current, today);
  const key = markKey(occurrence.id, occurrence.due);
  const others = marks.marks.filter((m) => markKey(m.id, m.due) !== key);
  if (!filed) return others.length === marks.marks.length ? marks : { ...marks, marks: others };
  const existing = marks.marks.find((m) => markKey(m.id, m.due) === key);
  if (existing) return marks;
  if (others.length >= MAX_MARKS) return marks;
  return {
    ...marks,
    marks: [...others, { id: occurrence.id, due: occurrence.due, filedOn: today }],
  };
}

/** What importing a file would change: nothing changes until the visitor confirms. */
export interface ImportPreview {
  /** Marks the file has and this device does not, that fit under MAX_MARKS: added. */
  added: FiledMark[];
  /** Marks the file has and this device does not, beyond MAX_MARKS: not added. */
  dropped: FiledMark[];
  /** Marks both have, filed on the same day. */
  same: number;
  /** Marks both have, filed on different days: this device's day is kept. */
  conflicting: { file: FiledMark; device: FiledMark }[];
  /** The earlier of the two tracking starts: overdue counts from it after the import. */
  trackingSince: string;
  /**
   * The tracking start this device has now, where the import changes it (undefined: tracking has not started here).
   * Absent when the import leaves it as it is.
   */
  trackingMoved?: { from: string | undefined };
}

/** Whether an import changes anything on this device. */
export const importChanges = (preview: ImportPreview) =>
  preview.added.length > 0 || !!preview.trackingMoved;

export function previewImport(current: FiledMarks | undefined, file: FiledMarks): ImportPreview {
  const index = new Map((current?.marks ?? []).map((m) => [markKey(m.id, m.due), m]));
  const trackingSince =
    current && current.trackingSince <= file.trackingSince
      ? current.trackingSince
      : file.trackingSince;
  const preview: ImportPreview = {
    added: [],
    dropped: [],
    same: 0,
    conflicting: [],
    trackingSince,
  };
  if (trackingSince !== current?.trackingSince)
    preview.trackingMoved = { from: current?.trackingSince };
  let room = MAX_MARKS - (current?.marks.length ?? 0);
  for (const mark of file.marks) {
    const device = index.get(markKey(mark.id, mark.due));
    if (!device) {
      if (room > 0) {
        preview.added.push(mark);
        room--;
      } else preview.dropped.push(mark);
    } else if (device.filedOn === mark.filedOn) preview.same++;
    else preview.conflicting.push({ file: mark, device });
  }
  return preview;
}

/**
 * The marks after an import, applied to the marks the device holds when the visitor confirms (another tab may have
 * changed them since the preview): the previewed marks it does not have yet are added, as many as fit; a mark this
 * device has is never overwritten; tracking counts from the earlier start.
 */
export function applyImport(current: FiledMarks | undefined, preview: ImportPreview): FiledMarks {
  const have = new Set((current?.marks ?? []).map((m) => markKey(m.id, m.due)));
  const fresh = preview.added.filter((m) => !have.has(markKey(m.id, m.due)));
  const marks = [...(current?.marks ?? []), ...fresh].slice(0, MAX_MARKS);
  const trackingSince =
    current && current.trackingSince < preview.trackingSince
      ? current.trackingSince
      : preview.trackingSince;
  return { version: 1, trackingSince, marks };
}
