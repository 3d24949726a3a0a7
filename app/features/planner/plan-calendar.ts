import { site } from "~/config/site";
import type { CalendarEvent } from "~/lib/calendar-file";
import type { DueDatesFile } from "~/lib/compliance-schema";
import type { PlanRow } from "./plan";
import { delayLine } from "~/lib/late-cost/text";
import { periodLabel } from "./plan-text";
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

export function planEvents(
  rows: readonly PlanRow[],
  sequences: ReadonlyMap<string, number>,
  url: string,
  words: PlanTextWords,
): PlanEvent[] {
  const { plannerCalendarText: t, formatLongDate, lawName, costText } = words;
  return rows.map((row) => {
    // What a month's delay costs, in the words and figures of the row and the due dates (~/lib/late-cost).
    const cost =
      row.cost &&
      delayLine(
        [{ label: costText.costMonth(row.cost.oneMonth.daysLate), estimate: row.cost.oneMonth }],
        words,
      );
    return {
      uid: `${row.id}-${row.originalDate.replaceAll("-", "")}@${uidDomain}`,
      sequence: sequences.get(`${row.id}:${row.originalDate}`) ?? 0,
      date: row.date,
      summary: t.summary(row.form, lawName(row.law), row.period && periodLabel(row.period, words)),
      description: [
        row.description,
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
