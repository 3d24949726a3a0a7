import { adminText } from "~/content/admin-text";
import { MONTHS, scheduleSchema, type Schedule } from "~/lib/compliance-schema";

const e = adminText.schedule.errors;
const say = adminText.schedule.describe;

/*
 * The admin's schedule editor works on text fields; this module turns a schedule into those fields and back. The
 * result is checked by the same schema as the data file, and each problem is named by the field it belongs to.
 */

export type ScheduleKind = Schedule["kind"] | "none";

export interface ScheduleFields {
  kind: ScheduleKind;
  /** annual */
  month: string;
  /** annual, monthly */
  day: string;
  /** monthly: "1" (the previous month's period, due the following month) or "0" */
  monthOffset: string;
  /** monthly: "March: 30 April" a line */
  exceptions: string;
  /** quarterly: "31 July, 31 October" */
  dates: string;
  /** afterQuarterEnd, afterEvent */
  days: string;
  /** afterQuarterEnd: "March: 60" a line */
  quarterExceptions: string;
  /** afterEvent */
  event: string;
}

export type ScheduleErrors = Partial<Record<keyof ScheduleFields, string>>;

const EMPTY: ScheduleFields = {
  kind: "none",
  month: "1",
  day: "",
  monthOffset: "1",
  exceptions: "",
  dates: "",
  days: "",
  quarterExceptions: "",
  event: "",
};

const monthName = (month: number) => MONTHS[month - 1] ?? String(month);
const dayMonth = (d: { month: number; day: number }) => `${d.day} ${monthName(d.month)}`;

export function toFields(schedule: Schedule | undefined): ScheduleFields {
  if (!schedule) return { ...EMPTY };
  switch (schedule.kind) {
    case "annual":
      return { ...EMPTY, kind: "annual", month: String(schedule.month), day: String(schedule.day) };
    case "monthly":
      return {
        ...EMPTY,
        kind: "monthly",
        day: String(schedule.day),
        monthOffset: String(schedule.monthOffset ?? 1),
        exceptions: (schedule.exceptions ?? [])
          .map((e) => `${monthName(e.periodMonth)}: ${dayMonth(e.due)}`)
          .join("\n"),
      };
    case "quarterly":
      return { ...EMPTY, kind: "quarterly", dates: schedule.dates.map(dayMonth).join(", ") };
    case "afterQuarterEnd":
      return {
        ...EMPTY,
        kind: "afterQuarterEnd",
        days: String(schedule.days),
        quarterExceptions: (schedule.exceptions ?? [])
          .map((e) => `${monthName(e.quarterEndMonth)}: ${e.days}`)
          .join("\n"),
      };
    case "afterEvent":
      return { ...EMPTY, kind: "afterEvent", days: String(schedule.days), event: schedule.event };
  }
}

/** "Mar", "march", "3" → 3 */
function parseMonth(text: string): number | undefined {
  const t = text.trim().toLowerCase();
  if (/^\d{1,2}$/.test(t)) return Number(t) >= 1 && Number(t) <= 12 ? Number(t) : undefined;
  const index = MONTHS.findIndex(
    (m) => t.length >= 3 && m.toLowerCase().startsWith(t.replace(/\.$/, "")),
  );
  return index === -1 ? undefined : index + 1;
}

/** "30 April" → { month: 4, day: 30 } */
function parseDayMonth(text: string): { month: number; day: number } | undefined {
  const match = /^\s*(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z.]+)\s*$/.exec(text);
  if (!match) return undefined;
  const month = parseMonth(match[2]!);
  const day = Number(match[1]);
  return month && day >= 1 && day <= 31 ? { month, day } : undefined;
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : undefined);

export type ParsedSchedule =
  { ok: true; schedule: Schedule | undefined } | { ok: false; errors: ScheduleErrors };

/** The schedule the fields describe (undefined for "none"), or a message for each field that is wrong. */
export function fromFields(fields: ScheduleFields): ParsedSchedule {
  const errors: ScheduleErrors = {};
  let candidate: unknown;
  switch (fields.kind) {
    case "none":
      return { ok: true, schedule: undefined };
    case "annual":
      candidate = {
        kind: "annual",
        month: Number(fields.month),
        day: wholeNumber(fields.day) ?? (errors.day = e.day),
      };
      break;
    case "monthly": {
      const bad: string[] = [];
      const exceptions = lines(fields.exceptions).map((line) => {
        const [period, due] = line.split(":");
        const periodMonth = period ? parseMonth(period) : undefined;
        const date = due ? parseDayMonth(due) : undefined;
        if (!periodMonth || !date) bad.push(line);
        return { periodMonth, due: date };
      });
      if (bad.length) errors.exceptions = e.exception(bad);
      candidate = {
        kind: "monthly",
        day: wholeNumber(fields.day) ?? (errors.day = e.day),
        monthOffset: Number(fields.monthOffset),
        ...(exceptions.length ? { exceptions } : {}),
      };
      break;
    }
    case "quarterly": {
      const parts = fields.dates
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean);
      const dates = parts.map(parseDayMonth);
      const bad = parts.filter((_, i) => !dates[i]);
      if (bad.length) errors.dates = e.date(bad);
      if (!parts.length) errors.dates = e.noDates;
      else if (parts.length > 4) errors.dates = e.tooManyDates;
      candidate = { kind: "quarterly", dates };
      break;
    }
    case "afterQuarterEnd": {
      const bad: string[] = [];
      const exceptions = lines(fields.quarterExceptions).map((line) => {
        const [month, days] = line.split(":");
        const quarterEndMonth = month ? parseMonth(month) : undefined;
        const count = days ? wholeNumber(days) : undefined;
        if (!quarterEndMonth || ![3, 6, 9, 12].includes(quarterEndMonth) || !count) bad.push(line);
        return { quarterEndMonth, days: count };
      });
      if (bad.length) errors.quarterExceptions = e.quarterException(bad);
      candidate = {
        kind: "afterQuarterEnd",
        days: wholeNumber(fields.days) ?? (errors.days = e.days),
        ...(exceptions.length ? { exceptions } : {}),
      };
      break;
    }
    case "afterEvent":
      candidate = {
        kind: "afterEvent",
        days: wholeNumber(fields.days) ?? (errors.days = e.days),
        event: fields.event.trim(),
      };
      break;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  const parsed = scheduleSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, schedule: parsed.data };
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    const field: keyof ScheduleFields =
      key === "exceptions"
        ? fields.kind === "monthly"
          ? "exceptions"
          : "quarterExceptions"
        : key === "month" || key === "day" || key === "dates" || key === "days" || key === "event"
          ? key
          : "kind";
    errors[field] ??= `${issue.message}`;
  }
  return { ok: false, errors };
}

/** The schedule in words, for the admin's details ("Every month on the 20th, for the previous month"). */
export function describeSchedule(schedule: Schedule | undefined): string {
  if (!schedule) return say.none;
  switch (schedule.kind) {
    case "annual":
      return say.annual(dayMonth(schedule));
    case "monthly":
      return say.monthly(
        schedule.day,
        schedule.monthOffset !== 0,
        (schedule.exceptions ?? []).map((x) =>
          say.monthlyException(monthName(x.periodMonth), dayMonth(x.due)),
        ),
      );
    case "quarterly":
      return say.quarterly(schedule.dates.map(dayMonth));
    case "afterQuarterEnd":
      return say.afterQuarterEnd(
        schedule.days,
        (schedule.exceptions ?? []).map((x) =>
          say.quarterException(monthName(x.quarterEndMonth), x.days),
        ),
      );
    case "afterEvent":
      return say.afterEvent(schedule.days, schedule.event);
  }
}
