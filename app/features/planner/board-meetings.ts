import { addDays, isoDate } from "~/lib/schedule";

/*
 * The half-year rule of s.173(5) Companies Act 2013: a small company, a dormant company and a One Person Company with
 * more than one director hold at least one board meeting in each half of the calendar year (January-June,
 * July-December), the two at least 90 days apart. The data's entry gives the half-years' last days as its dates; this
 * module drops the half-year the last meeting was held in and says how early the next may be held. Pure.
 */

/** Days that must pass between two meetings under the half-year rule. */
export const HALF_YEAR_GAP_DAYS = 90;

/** The first and last day of the half of the calendar year a date falls in. */
export function halfYearOf(date: string): { from: string; to: string } {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) <= 6
    ? { from: isoDate(year, 1, 1), to: isoDate(year, 6, 30) }
    : { from: isoDate(year, 7, 1), to: isoDate(year, 12, 31) };
}

export interface HalfYearDue {
  /** The last day of the half-year by which a meeting is due. */
  date: string;
  /** The earliest day it may be held: 90 days after the last meeting, where that falls inside its half-year. */
  notBefore?: string;
}

/**
 * The half-years' last days (`dates`, as the entry's schedule gives them) that still need a meeting, given the date
 * of the last one: a half-year already met in is dropped, and the next meeting is held at least 90 days after the
 * last. Without a last meeting every date stands.
 */
export function halfYearDues(dates: readonly string[], lastMeeting?: string): HalfYearDue[] {
  if (!lastMeeting) return dates.map((date) => ({ date }));
  const met = halfYearOf(lastMeeting).to;
  const earliest = addDays(lastMeeting, HALF_YEAR_GAP_DAYS);
  return dates
    .filter((date) => date > met)
    .map((date) =>
      earliest > halfYearOf(date).from && earliest <= date
        ? { date, notBefore: earliest }
        : { date },
    );
}

/** Calendar months a Section 8 company may let pass between two board meetings (G.S.R. 466(E), 5 June 2015). */
export const SECTION_8_MONTHS = 6;

/**
 * The day by which a Section 8 company's next board meeting is due: six calendar months after the last, the same day
 * of the month (the month's last day where it has no such day: 31 August → 28 or 29 February).
 */
export function sixCalendarMonthsAfter(lastMeeting: string): string {
  const [y, m, d] = lastMeeting.split("-").map(Number) as [number, number, number];
  const month = m - 1 + SECTION_8_MONTHS;
  const year = y + Math.floor(month / 12);
  const monthIndex = month % 12;
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return isoDate(year, monthIndex + 1, Math.min(d, lastDay));
}
