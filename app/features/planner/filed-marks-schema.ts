import { z } from "~/lib/zod";
import { MAX_FILE_CHARS, MAX_MARKS, markKey, type FiledMarks } from "./filed-marks";

/*
 * The one schema of the filed marks (filed-marks.ts): the value kept in this browser's storage and the file exported
 * for another device have this same versioned shape. A module of its own, loaded by the planner only when there are
 * marks to read (stored, or a file chosen): zod would add about 27 KB to the page's first load.
 */

/** The years a mark's days may fall in: those of the site's data (the publish command holds the data to them). */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2099;

/**
 * A real calendar day, "YYYY-MM-DD": zod's ISO date, read back through the calendar (a day the calendar moves, as
 * 30 February to 2 March, is not one), in the years the site's data covers.
 */
export const isoDay = z.iso.date().refine((day) => {
  const year = Number(day.slice(0, 4));
  if (year < FIRST_YEAR || year > LAST_YEAR) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}, "not a calendar day");

export const filedMarkSchema = z.object({
  /** The due-dates entry's id. */
  id: z.string().min(1).max(120),
  /** The statutory due date of the occurrence (the plan row's originalDate). */
  due: isoDay,
  /** The day the visitor marked it filed. */
  filedOn: isoDay,
});

/** The stored value and the exported file: the same versioned shape (FiledMarks, filed-marks.ts). */
export const filedMarksSchema: z.ZodType<FiledMarks> = z.object({
  version: z.literal(1),
  /** The first day the visitor saved a plan or ticked a filing on this device: overdue counts from it. */
  trackingSince: isoDay,
  marks: z.array(filedMarkSchema).max(MAX_MARKS),
});

export type StoredMarks =
  | { kind: "none" }
  | { kind: "ok"; marks: FiledMarks }
  /** Not this version's shape (damaged, or written by another version or site): kept, never overwritten unread. */
  | { kind: "unreadable"; raw: string };

/** What the storage holds under FILED_STORAGE_KEY, read without ever throwing. */
export function readStoredMarks(raw: string | null): StoredMarks {
  if (raw === null) return { kind: "none" };
  const parsed = parseMarks(raw);
  return parsed.ok ? { kind: "ok", marks: parsed.marks } : { kind: "unreadable", raw };
}

export type MarksProblem = "not-json" | "not-marks" | "newer-version" | "too-large";

/** A stored value or a file's text as marks, or why it is not. Duplicate marks keep the first. */
export function parseMarks(
  text: string,
): { ok: true; marks: FiledMarks } | { ok: false; problem: MarksProblem } {
  if (text.length > MAX_FILE_CHARS) return { ok: false, problem: "too-large" };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: "not-json" };
  }
  const version = (value as { version?: unknown } | null)?.version;
  if (typeof version === "number" && version > 1) return { ok: false, problem: "newer-version" };
  const parsed = filedMarksSchema.safeParse(value);
  if (!parsed.success) return { ok: false, problem: "not-marks" };
  const seen = new Set<string>();
  const marks = parsed.data.marks.filter((m) => {
    const key = markKey(m.id, m.due);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { ok: true, marks: { ...parsed.data, marks } };
}
