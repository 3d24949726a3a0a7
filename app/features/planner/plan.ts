import type { EventKind } from "~/lib/applicability-constants";
import type { DueDatesFile, Extension, Priority } from "~/lib/compliance-schema";
import { daysBetween, dueOccurrences } from "~/lib/schedule";
import { entityFacts, verdict, type Need, type PlannerEntry } from "./applicability";
import { halfYearDues, sixCalendarMonthsAfter } from "./board-meetings";
import { agmDatesFor, beforeTheBusiness, firstAgmDate } from "./first-year";
import { eventDues } from "./event-dates";
import { holidayMarks, type HolidayMark } from "./holidays";
import { estimateCost, oneMonthLate, type CostEstimate } from "~/lib/late-cost/estimate";
import { periodBefore, type Period } from "./period";
import type { PlannerProfile } from "./profile";
import { turnoverBand } from "./thresholds";

/*
 * A business's plan: every deadline of the published data that applies to it, from today to twelve months ahead,
 * extended dates winning (the statutory date kept beside), with days left, the period covered, holiday marks and
 * the estimated cost of a week's and a month's delay; grouped by month, soonest first. Pure: the data file, the
 * profile and today's date in India in, the plan out.
 */

export interface PlanRow {
  /** Unique in the plan: the entry's id and the date that names the period. */
  key: string;
  id: string;
  law: string;
  form: string;
  formerly?: string;
  description: string;
  priority: Priority;
  /** The visitor-facing words on the cost of missing it. */
  penalty: string;
  basis: string;
  sourceUrl: string;
  verifiedOn: string;
  /** The date it is due: an extended date where the authority extended it. */
  date: string;
  /** The statutory date (or the date the event's days give), shown beside an extended date. */
  originalDate: string;
  extension?: Pick<Extension, "reference" | "url" | "issuedOn">;
  daysLeft: number;
  period?: Period;
  holidays: HolidayMark[];
  /** A choice rather than a duty; "depends-on-turnover" until the turnover is known. */
  optional: boolean | "depends-on-turnover";
  /** For a date that runs from an event: the event, and whether its date was assumed (the AGM's last date). */
  event?: { kind: EventKind; date: string; assumed: boolean };
  /** The earliest day it may be done: a half-yearly board meeting 90 days after the last one (s.173(5)). */
  notBefore?: string;
  /** Estimated cost of filing a week and a month late, from the entry's confirmed late-filing cost. */
  cost?: { oneWeek: CostEstimate; oneMonth: CostEstimate };
}

/** An entry listed without a date: it applies but has none to compute, or it needs another answer first. */
export interface PlanEntryRef {
  id: string;
  law: string;
  form: string;
  due: string;
  penalty: string;
}

export interface Plan {
  today: string;
  /** The last day of the plan: twelve months from today. */
  until: string;
  /** Rows by month ("2027-01"), in date order. */
  months: { month: string; rows: PlanRow[] }[];
  rowCount: number;
  /** Entries that apply but have no date to compute (a date set in a certificate, an event without a date). */
  undated: PlanEntryRef[];
  /** Entries that may apply: the answers (or the fact the planner does not ask) that would decide them. */
  toCheck: (PlanEntryRef & {
    needs: Need[];
    notAsked?: string;
    /** Its next date in the plan's twelve months, where its schedule gives one; `yearly` when that is its only one. */
    next?: { date: string; yearly: boolean };
  })[];
  /** The profile's entity type is not one of the data file's. */
  unknownEntity: boolean;
}

const ref = (entry: PlannerEntry): PlanEntryRef => ({
  id: entry.id,
  law: entry.law,
  form: entry.form,
  due: entry.due,
  penalty: entry.penalty,
});

/**
 * The last day of the twelve months that start on `today`: the day before the same date a year later
 * ("2027-12-15" → "2028-12-14"; from a leap day, the last day of February: "2028-02-29" → "2029-02-28"), as the
 * due-dates calendar counts them.
 */
export function twelveMonthsFrom(today: string): string {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  // Date.UTC rolls 29 February of a common year over to 1 March.
  return new Date(Date.UTC(y + 1, m - 1, d - 1)).toISOString().slice(0, 10);
}

/** The data file's entries, each with its law. */
export const planEntries = (file: DueDatesFile): PlannerEntry[] =>
  Object.entries(file.dueDates).flatMap(([law, items]) => items.map((item) => ({ ...item, law })));

export function buildPlan(file: DueDatesFile, profile: PlannerProfile, today: string): Plan {
  const until = twelveMonthsFrom(today);
  const entries = planEntries(file);
  const unknownEntity = !!file.entityLawMap && !Object.hasOwn(file.entityLawMap, profile.entity);
  const band = turnoverBand(profile.turnover);
  const facts = entityFacts(entries, profile.entity, file.entityLawMap);
  const verdicts = new Map(
    entries.map((e) => [e.id, verdict(e, profile, file.entityLawMap, facts)]),
  );
  const applies = entries.filter((e) => verdicts.get(e.id)?.kind === "applies");
  // The entry that marks an event (the AGM's last date), where it applies to this business.
  const markers = new Map(
    applies.flatMap((e) => (e.appliesWhen?.marksEvent ? [[e.appliesWhen.marksEvent, e]] : [])),
  );

  // A week's delay costs the same for every date of an entry, and a month's for every date whose month has as many
  // days: seven days and "the same day next month" are always within one month of the due date (monthly interest
  // counts one), so each is worked out once.
  const costs = new Map<string, CostEstimate>();
  const costOf = (entry: PlannerEntry, dueDate: string): PlanRow["cost"] => {
    const lateCost = entry.lateCost;
    if (!lateCost) return undefined;
    const cached = (days: number) => {
      const key = `${entry.id}:${days}`;
      let estimate = costs.get(key);
      if (!estimate)
        costs.set(key, (estimate = estimateCost(lateCost, days, { turnover: band, dueDate })));
      return estimate;
    };
    return { oneWeek: cached(7), oneMonth: cached(oneMonthLate(dueDate)) };
  };

  const rows: PlanRow[] = [];
  const undated: PlanEntryRef[] = [];
  const toCheck: Plan["toCheck"] = [];
  const rowOf = (
    entry: PlannerEntry,
    optional: PlanRow["optional"],
    due: { date: string; originalDate: string; extension?: Extension | undefined },
    extra: Partial<Pick<PlanRow, "event" | "notBefore">> = {},
  ): PlanRow => {
    const row: PlanRow = {
      key: `${entry.id}:${due.originalDate}`,
      id: entry.id,
      law: entry.law,
      form: entry.form,
      description: entry.description,
      priority: entry.priority,
      penalty: entry.penalty,
      basis: entry.basis,
      sourceUrl: entry.sourceUrl,
      verifiedOn: entry.verifiedOn,
      date: due.date,
      originalDate: due.originalDate,
      daysLeft: daysBetween(today, due.date),
      holidays: holidayMarks(due.date),
      optional,
    };
    // Optional fields are set only when there is something to say (rows stay plain, comparable data).
    if (entry.formerly) row.formerly = entry.formerly;
    if (due.extension) {
      const { reference, url, issuedOn } = due.extension;
      row.extension = { reference, url, issuedOn };
    }
    if (entry.covers) row.period = periodBefore(entry.covers, due.originalDate);
    if (extra.event) row.event = extra.event;
    if (extra.notBefore) row.notBefore = extra.notBefore;
    const cost = costOf(entry, due.date);
    if (cost) row.cost = cost;
    return row;
  };
  const inc = profile.incorporatedOn;
  for (const entry of entries) {
    const v = verdicts.get(entry.id)!;
    if (v.kind === "excluded") continue;
    if (v.kind === "check") {
      const next =
        entry.schedule && entry.schedule.kind !== "afterEvent"
          ? dueOccurrences(entry, today, until)[0]
          : undefined;
      toCheck.push({
        ...ref(entry),
        needs: v.needs,
        ...(v.notAsked ? { notAsked: v.notAsked } : {}),
        ...(next ? { next: { date: next.date, yearly: entry.schedule?.kind === "annual" } } : {}),
      });
      continue;
    }
    const kind = entry.appliesWhen?.event;
    // A Section 8 company's board: within six calendar months of its last meeting (no days to count in the data).
    if (entry.appliesWhen?.boardMeetings === "six-months" && profile.lastBoardMeetingOn) {
      const date = sixCalendarMonthsAfter(profile.lastBoardMeetingOn);
      if (date >= today && date <= until)
        rows.push(
          rowOf(
            entry,
            v.optional,
            { date, originalDate: date },
            { event: { kind: "board-meeting", date: profile.lastBoardMeetingOn, assumed: false } },
          ),
        );
      continue;
    }
    if (!entry.schedule || (entry.schedule.kind === "afterEvent" && !kind)) {
      undated.push(ref(entry));
      continue;
    }
    let dated: { date: string; originalDate: string; extension?: Extension | undefined }[] = kind
      ? eventDues(entry, profile, today, until, markers.get(kind), facts)
      : dueOccurrences(entry, today, until);
    if (entry.appliesWhen?.marksEvent === "agm" && inc) {
      // The AGM's own rows: the first AGM's date in the first year (an extension of the year's date does not move it).
      const firstAgm = firstAgmDate(inc);
      const kept = new Set(
        agmDatesFor(
          dated.map((d) => d.originalDate),
          inc,
        ),
      );
      dated = dated.filter((d) => kept.has(d.originalDate));
      if (firstAgm >= today && firstAgm <= until && !dated.some((d) => d.originalDate === firstAgm))
        dated = [...dated, { date: firstAgm, originalDate: firstAgm }].sort((a, b) =>
          a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
        );
    }
    // The half-year rule for board meetings: the half-year of the last meeting is met, the next 90 days on.
    const halfYearly =
      entry.appliesWhen?.boardMeetings === "half-yearly"
        ? new Map(
            halfYearDues(
              dated.map((d) => d.originalDate),
              profile.lastBoardMeetingOn,
            ).map((d) => [d.date, d]),
          )
        : undefined;
    const dues = halfYearly ? dated.filter((d) => halfYearly.has(d.originalDate)) : dated;
    for (const due of dues) {
      const row = rowOf(entry, v.optional, due, {
        ...("event" in due ? { event: (due as { event: PlanRow["event"] }).event } : {}),
        ...(halfYearly?.get(due.originalDate)?.notBefore
          ? { notBefore: halfYearly.get(due.originalDate)!.notBefore }
          : {}),
      });
      // Nothing for a period before the business existed.
      if (beforeTheBusiness(row, inc)) continue;
      rows.push(row);
    }
  }

  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  rows.sort((a, b) => order(a.date, b.date) || order(a.form, b.form) || order(a.key, b.key));
  const months: Plan["months"] = [];
  for (const row of rows) {
    const month = row.date.slice(0, 7);
    const last = months.at(-1);
    if (last?.month === month) last.rows.push(row);
    else months.push({ month, rows: [row] });
  }
  return { today, until, months, rowCount: rows.length, undated, toCheck, unknownEntity };
}
