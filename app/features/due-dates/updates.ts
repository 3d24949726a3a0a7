import type { PublishedChange, PublishRecord } from "~/lib/compliance-schema";
import { todayInIndia } from "~/lib/today";

/*
 * The data file's ledger of published changes (`updates`, appended by every publish) as the due-dates page, its
 * updates feed and its calendars show it.
 */

/** How many publishes the page lists, newest first (the page's data carries no more than these). */
export const LATEST_SHOWN = 3;

/** The newest records first, at most `count`. */
export const latestUpdates = (
  updates: readonly PublishRecord[] | undefined,
  count = LATEST_SHOWN,
) => [...(updates ?? [])].reverse().slice(0, count);

/** The calendar date in India of a record ("2026-12-12"), whatever the reader's time zone. */
export const publishedOn = (record: Pick<PublishRecord, "publishedAt">) =>
  todayInIndia(new Date(record.publishedAt));

/** A change as one line: its words and the notification or circular behind it. */
export const changeLine = (change: PublishedChange) =>
  change.reference ? `${change.text} (${change.reference})` : change.text;

/** Each entry's latest published change, with the day it was published: calendar events carry it. */
export function latestChangeByEntry(
  updates: readonly PublishRecord[] | undefined,
): Map<string, { date: string; change: PublishedChange }> {
  const byEntry = new Map<string, { date: string; change: PublishedChange }>();
  for (const record of updates ?? [])
    for (const change of record.changes)
      if (change.id) byEntry.set(change.id, { date: publishedOn(record), change });
  return byEntry;
}
