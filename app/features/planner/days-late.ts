/*
 * The planner's "days late" field: a plain whole number of days, in Western digits or in Telugu digits (౦-౯, as a
 * Telugu keyboard types them), nothing else. Number() would also take "1e3", "0x10", "0b11" or "1_000" as numbers.
 */

export const MAX_DAYS_LATE = 1000;

export type DaysLate =
  /** Empty: no delay to work out. */
  { ok: true; days: number | undefined } | { ok: false };

const TELUGU_ZERO = 0x0c66;

/** The days the text says, or { ok: false } when it is not a whole number from 1 to MAX_DAYS_LATE. */
export function parseDaysLate(text: string): DaysLate {
  const trimmed = text.trim();
  if (!trimmed) return { ok: true, days: undefined };
  if (!/^[0-9\u0C66-\u0C6F]+$/.test(trimmed)) return { ok: false };
  const digits = trimmed.replace(/[\u0C66-\u0C6F]/g, (d) => String(d.charCodeAt(0) - TELUGU_ZERO));
  const days = Number(digits);
  return days >= 1 && days <= MAX_DAYS_LATE ? { ok: true, days } : { ok: false };
}
