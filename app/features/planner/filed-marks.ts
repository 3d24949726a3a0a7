import { filedStorageKey } from "~/content/planner-facts";

/*
 * The visitor's marks of filings done, kept on this device only (docs/decisions/039-filed-marks-on-the-device.md):
 * a mark is one occurrence of a filing (the entry's id and the statutory due date that names its period, so a mark
 * outlives an extension of the date) and the day it was marked filed. The store also keeps the day tracking started,
 * from which past due dates count as overdue. One schema for the stored value and the exported file. Pure: no storage,
 * no React, no zod (the planner's page loads the schema, filed-marks-schema.ts, only when there are marks to read);
 * every function returns new values.
 */

/** The browser storage key of the marks, versioned: a later shape gets a key of its own. */
export const FILED_STORAGE_KEY = filedStorageKey;
/** Where an unreadable stored value is set aside, unchanged ("niyama.filed.v1.unreadable", then "-2", "-3" …). */
export const FILED_ASIDE_KEY = `${FILED_STORAGE_KEY}.unreadable`;
/** More marks than twelve years of a busy plan: a value beyond it is not this site's. */
export const MAX_MARKS = 5000;
/** A marks file larger than this is not one this site wrote (a mark is under 80 characters). */
export const MAX_FILE_CHARS = 1_000_000;

export type { FiledMark, FiledMarks } from "./filed-marks-schema";
import type { FiledMark, FiledMarks } from "./filed-marks-schema";

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

/**
 * The marks with one occurrence marked filed on `today`, or its mark removed. Starts tracking (today) if it has not.
 * Marks of entries the data no longer has are kept as they are.
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
  if (!filed) return { ...marks, marks: others };
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
  /** Marks the file has and this device does not: added. */
  added: FiledMark[];
  /** Marks both have, filed on the same day. */
  same: number;
  /** Marks both have, filed on different days: this device's day is kept. */
  conflicting: { file: FiledMark; device: FiledMark }[];
  /** The earlier of the two tracking starts. */
  trackingSince: string;
}

export function previewImport(current: FiledMarks | undefined, file: FiledMarks): ImportPreview {
  const index = new Map((current?.marks ?? []).map((m) => [markKey(m.id, m.due), m]));
  const preview: ImportPreview = {
    added: [],
    same: 0,
    conflicting: [],
    trackingSince:
      current && current.trackingSince < file.trackingSince
        ? current.trackingSince
        : file.trackingSince,
  };
  for (const mark of file.marks) {
    const device = index.get(markKey(mark.id, mark.due));
    if (!device) preview.added.push(mark);
    else if (device.filedOn === mark.filedOn) preview.same++;
    else preview.conflicting.push({ file: mark, device });
  }
  return preview;
}

/** The marks after an import: the file's new marks added; a mark this device has is never overwritten. */
export function applyImport(current: FiledMarks | undefined, preview: ImportPreview): FiledMarks {
  const marks = [...(current?.marks ?? []), ...preview.added].slice(0, MAX_MARKS);
  return { version: 1, trackingSince: preview.trackingSince, marks };
}
