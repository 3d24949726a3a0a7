import { site } from "~/config/site";
import type { CalendarEvent } from "~/lib/calendar-file";
import type { DueDatesFile } from "~/lib/compliance-schema";
import type { PlanRow } from "./plan";
import { delayLine } from "~/lib/late-cost/text";
import { formAsListed, periodLabel } from "./plan-text";
import type { PlanTextWords } from "./planner-words";

/*
 * A plan's deadlines as calendar events: all-day events in India with the due-dates calendar's UIDs (the entry's id
 * and the period's statutory date) and SEQUENCE (how often that date was extended), so a calendar that holds the
 * event already moves it instead of adding a second one. ~/lib/calendar-file.ts writes them.
 */

export type PlanEvent = CalendarEvent;

const uidDomain = new URL(site.siteUrl).hostname;

/** How many times each entry's period was extended, by "id:originalDate". */
export function extensionCounts(file: Pick<DueDatesFile, "dueDates">): Map<string, number> {
  const counts = new Map<string, number>();
  for (const items of Object.values(file.dueDates))
    for (const item of items)
      for (const e of item.extensions ?? []) {
        const key = `${item.id}:${e.originalDate}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
  return counts;
}

/** An instant as an ISO string in UTC, from an ISO instant or a day in India ("2026-12-01": its midnight there). */
const instant = (value: string) =>
  new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+05:30` : value).toISOString();

/**
 * When each event's facts last changed: the latest of its period's extensions (the day it was issued) and the
 * published changes of its entry (the data file's ledger, `updates`). Undefined for an event nothing changed since
 * it was first published. LAST-MODIFIED moves with SEQUENCE when an extension moves a date.
 */
export function lastModifiedByPeriod(
  file: Pick<DueDatesFile, "dueDates" | "updates">,
): (id: string, originalDate: string) => string | undefined {
  const byEntry = new Map<string, string>();
  for (const record of file.updates ?? [])
    for (const change of record.changes)
      if (change.id) byEntry.set(change.id, instant(record.publishedAt));
  const byPeriod = new Map<string, string>();
  for (const items of Object.values(file.dueDates))
    for (const item of items)
      for (const e of item.extensions ?? []) {
        const key = `${item.id}:${e.originalDate}`;
        const issued = instant(e.issuedOn);
        if (!byPeriod.has(key) || byPeriod.get(key)! < issued) byPeriod.set(key, issued);
      }
  return (id, originalDate) => {
    const dates = [byEntry.get(id), byPeriod.get(`${id}:${originalDate}`)].filter(
      (d): d is string => d !== undefined,
    );
    return dates.length ? dates.sort().at(-1) : undefined;
  };
}

export function planEvents(
  rows: readonly PlanRow[],
  sequences: ReadonlyMap<string, number>,
  url: string,
  words: PlanTextWords,
  options: {
    lastModified?: ReturnType<typeof lastModifiedByPeriod>;
    /** The host the UIDs name (the site's, by default): the live calendar names the host it answers on. */
    uidHost?: string;
  } = {},
): PlanEvent[] {
  const { plannerCalendarText: t, formatLongDate, lawName, costText } = words;
  const host = options.uidHost ?? uidDomain;
  return rows.map((row) => {
    // What a month's delay costs, in the words and figures of the row and the due dates (~/lib/late-cost).
    const cost =
      row.cost &&
      delayLine(
        [{ label: costText.costMonth(row.cost.oneMonth.daysLate), estimate: row.cost.oneMonth }],
        words,
      );
    return {
      uid: `${row.id}-${row.originalDate.replaceAll("-", "")}@${host}`,
      sequence: sequences.get(`${row.id}:${row.originalDate}`) ?? 0,
      lastModified: options.lastModified?.(row.id, row.originalDate),
      date: row.date,
      summary: t.summary(
        formAsListed(row, words),
        lawName(row.law),
        row.period && periodLabel(row.period, words),
      ),
      description: [
        row.description,
        ...(row.optional === true ? [words.plannerText.optional] : []),
        ...(row.period ? [`${t.period}: ${periodLabel(row.period, words)}`] : []),
        `${t.due}: ${formatLongDate(row.date)}`,
        ...(row.extension
          ? [t.extended(formatLongDate(row.originalDate), row.extension.reference)]
          : []),
        `${t.law}: ${lawName(row.law)}`,
        `${t.basis}: ${row.basis}`,
        `${t.penalty}: ${row.penalty}`,
        ...(cost ? [`${costText.costSummary}: ${cost}`] : []),
        `${t.source}: ${row.sourceUrl}`,
        `${t.details}: ${url}`,
      ].join("\n"),
      url,
    };
  });
}
