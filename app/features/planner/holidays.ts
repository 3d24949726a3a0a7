/*
 * Marks for a due date that falls on a Sunday or a national holiday. The date is never moved: a filing due on a
 * holiday is still due that day unless the authority extends it, and the online portals stay open.
 */

export type HolidayMark = "sunday" | "republic-day" | "independence-day" | "gandhi-jayanti";

/** The three national holidays, the same date every year. */
export const NATIONAL_HOLIDAYS = [
  { month: 1, day: 26, mark: "republic-day" },
  { month: 8, day: 15, mark: "independence-day" },
  { month: 10, day: 2, mark: "gandhi-jayanti" },
] as const satisfies readonly { month: number; day: number; mark: HolidayMark }[];

/** What `date` ("YYYY-MM-DD") falls on, if anything: Sunday first, then a national holiday. */
export function holidayMarks(date: string): HolidayMark[] {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const marks: HolidayMark[] = [];
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDay() === 0) marks.push("sunday");
  for (const holiday of NATIONAL_HOLIDAYS)
    if (holiday.month === month && holiday.day === day) marks.push(holiday.mark);
  return marks;
}
