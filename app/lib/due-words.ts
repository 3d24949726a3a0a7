import { MONTHS } from "./compliance-constants";
import type { Schedule } from "./schedule-schema";

/*
 * One date, one source (docs/decisions/035-publish-from-the-admin.md): an entry's "Due Date" words and its schedule
 * (which drives next dates, the planner and every calendar) must say the same. `scheduleWords` writes the words a
 * schedule means; `dueContradiction` says where words name a date the schedule does not give. Words in parentheses
 * are notes ("30 October where the AGM is held on 30 September") and are not read as the due date.
 */

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th");
  return `${n}${suffix}`;
};
const monthName = (m: number) => MONTHS[m - 1]!;
const dayMonth = (d: { month: number; day: number }) => `${d.day} ${monthName(d.month)}`;
const list = (items: string[]) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** The words a schedule means: "31 July", "20th of the following month", "Within 30 days of allotment". */
export function scheduleWords(schedule: Schedule): string {
  switch (schedule.kind) {
    case "annual":
      return dayMonth(schedule);
    case "quarterly":
      return list(schedule.dates.map(dayMonth));
    case "monthly": {
      const base = `${ordinal(schedule.day)} of the ${schedule.monthOffset === 0 ? "same" : "following"} month`;
      const exceptions = (schedule.exceptions ?? []).map(
        (e) => `for ${monthName(e.periodMonth)}, ${dayMonth(e.due)}`,
      );
      return exceptions.length ? `${base}; ${exceptions.join("; ")}` : base;
    }
    case "afterQuarterEnd": {
      const exceptions = (schedule.exceptions ?? []).map(
        (e) => `${e.days} days for the ${monthName(e.quarterEndMonth)} quarter`,
      );
      const base = `Within ${schedule.days} days of each quarter end`;
      return exceptions.length ? `${base} (${exceptions.join(", ")})` : base;
    }
    case "afterEvent":
      return `Within ${schedule.days} days of the ${schedule.event}`;
  }
}

const MONTH_PATTERN = MONTHS.map((m) => `${m}|${m.slice(0, 3)}`).join("|");
const DAY_MONTH = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(${MONTH_PATTERN})\\b`, "gi");
const MONTH_INDEX = (name: string) =>
  MONTHS.findIndex((m) => m.slice(0, 3).toLowerCase() === name.slice(0, 3).toLowerCase()) + 1;

/** The words outside parentheses: what they state as the due date. */
const stated = (words: string) => words.replace(/\([^)]*\)/g, " ");

const datesIn = (words: string) =>
  [...stated(words).matchAll(DAY_MONTH)].map((m) => ({
    day: Number(m[1]),
    month: MONTH_INDEX(m[2]!),
  }));
const key = (d: { month: number; day: number }) => `${d.month}-${d.day}`;

/**
 * Why the words contradict the schedule, or undefined when they agree (or name no date to compare). Only what the
 * words state outside parentheses counts.
 */
export function dueContradiction(
  words: string,
  schedule: Schedule | undefined,
): string | undefined {
  if (!schedule) return undefined;
  const dates = datesIn(words);
  const text = stated(words);
  const means = scheduleWords(schedule);
  const says = (what: string) => `the words say ${what}, but the schedule says “${means}”`;
  switch (schedule.kind) {
    case "annual": {
      const first = dates[0];
      if (first && key(first) !== key(schedule)) return says(dayMonth(first));
      return undefined;
    }
    case "quarterly": {
      if (!dates.length) return undefined;
      const wanted = new Set(schedule.dates.map(key));
      const named = new Set(dates.map(key));
      const same = wanted.size === named.size && [...wanted].every((k) => named.has(k));
      return same ? undefined : says(list(dates.map(dayMonth)));
    }
    case "monthly": {
      const m =
        /\b(\d{1,2})(?:st|nd|rd|th)\s+(?:day\s+)?of\s+(?:the\s+|each\s+|every\s+)?(following|next|same|this)?\s*month/i.exec(
          text,
        );
      if (m) {
        const offset = m[2] && /following|next/i.test(m[2]) ? 1 : 0;
        if (Number(m[1]) !== schedule.day || offset !== (schedule.monthOffset ?? 1))
          return says(m[0].trim());
      }
      const exceptions = new Set((schedule.exceptions ?? []).map((e) => key(e.due)));
      const other = dates.find((d) => !exceptions.has(key(d)));
      return other ? says(dayMonth(other)) : undefined;
    }
    case "afterQuarterEnd":
    case "afterEvent": {
      const m = /\bwithin\s+(\d+)\s+days\b/i.exec(text);
      if (m && Number(m[1]) !== schedule.days) return says(m[0]);
      if (schedule.kind === "afterEvent" && dates.length) return says(dayMonth(dates[0]!));
      return undefined;
    }
  }
}
