import type { EventKind } from "~/lib/applicability-constants";
import type { Extension } from "~/lib/compliance-schema";
import { addDays, dueOccurrences } from "~/lib/schedule";
import type { EntityFacts, PlannerEntry } from "./applicability";
import { agmDatesFor } from "./first-year";
import type { PlannerProfile } from "./profile";

/*
 * Due dates that run from an event: the entry's own `afterEvent` schedule gives the days (one copy of every fact),
 * the profile gives the event's date. AGM-based filings (AOC-4, MGT-7) are also dated from the AGM's statutory last
 * date (the entry that marks the event) for the years whose AGM date the visitor has not given; such dates are
 * marked as assumed. An authority's extension of a year's filing date applies whatever day that year's AGM was held.
 */

export interface EventDue {
  /** The date the filing is due: an extended date where the authority extended that year's date. */
  date: string;
  /** The date the event's days give. */
  originalDate: string;
  extension: Extension | undefined;
  event: { kind: EventKind; date: string; assumed: boolean };
}

/**
 * The event's date the visitor gave, if any. A company that holds no AGM (a One Person Company) appoints its auditor
 * by the member's resolution, whose date counts as the meeting's (s.122(3) Companies Act 2013).
 */
export function profileEventDate(
  kind: EventKind,
  profile: PlannerProfile,
  facts: Pick<EntityFacts, "holdsAgm"> = { holdsAgm: true },
): string | undefined {
  switch (kind) {
    case "agm":
      return profile.agmOn;
    case "auditor-appointment":
      if (!facts.holdsAgm) return profile.auditorResolutionOn;
      return profile.auditorAppointed ? profile.agmOn : undefined;
    case "incorporation":
      return profile.incorporatedOn;
    case "allotment":
      return profile.allottedOn;
    case "board-meeting":
      return profile.lastBoardMeetingOn;
  }
}

/** The first year of the financial year a date falls in: 2027 for any date from 1 April 2027 to 31 March 2028. */
const financialYear = (date: string) => {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 4 ? year : year - 1;
};

// Extensions move a year's date by months: events this far before the window may still have a date in it.
const LOOKBACK_DAYS = 400;

/**
 * Every due date of an event-based entry in [from, to]. `marker` is the entry that marks the event (the AGM's
 * statutory last date), used for the years without a date of their own.
 */
export function eventDues(
  entry: PlannerEntry,
  profile: PlannerProfile,
  from: string,
  to: string,
  marker?: PlannerEntry,
  facts?: Pick<EntityFacts, "holdsAgm">,
): EventDue[] {
  const kind = entry.appliesWhen?.event;
  if (!kind || entry.schedule?.kind !== "afterEvent") return [];
  const days = entry.schedule.days;
  const extensionFor = (...originals: string[]) =>
    entry.extensions?.filter((e) => originals.includes(e.originalDate)).at(-1);
  // The statutory event dates (a year each), where the event has an entry of its own.
  // In a company's first year, the first AGM's date; no AGM for a year before it existed (first-year.ts).
  const statutory = marker
    ? agmDatesFor(
        dueOccurrences(marker, addDays(from, -days - LOOKBACK_DAYS), to).map((o) => o.date),
        kind === "agm" ? profile.incorporatedOn : undefined,
      )
    : [];
  const dues: EventDue[] = [];

  const given = profileEventDate(kind, profile, facts);
  if (given) {
    const originalDate = addDays(given, days);
    // The year's statutory event gives the date an authority's extension names.
    const yearsEvent = statutory.find((d) => financialYear(d) === financialYear(given));
    const extension = extensionFor(
      originalDate,
      ...(yearsEvent ? [addDays(yearsEvent, days)] : []),
    );
    const date =
      extension && extension.extendedDate > originalDate ? extension.extendedDate : originalDate;
    dues.push({
      date,
      originalDate,
      extension: date === originalDate ? undefined : extension,
      event: { kind, date: given, assumed: false },
    });
  }

  if (kind === "agm")
    for (const eventDate of statutory) {
      if (given && financialYear(eventDate) === financialYear(given)) continue;
      const originalDate = addDays(eventDate, days);
      const extension = extensionFor(originalDate);
      dues.push({
        date: extension?.extendedDate ?? originalDate,
        originalDate,
        extension,
        event: { kind, date: eventDate, assumed: true },
      });
    }

  return dues
    .filter((d) => d.date >= from && d.date <= to)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
