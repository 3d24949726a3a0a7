/**
 * The consultation's bookable days and times, without React. The office keeps India's time (IST, UTC+05:30, no
 * daylight saving): a booking is a calendar date in India and a slot such as "14:00" IST. A day can be booked when
 * the office is open that day (site config `openingHours`) and at least one of its slots is still ahead; a slot can
 * be booked when it lies within the opening hours and has not begun. Each slot is also shown in the visitor's own
 * time zone, so a founder abroad sees when the call falls for them.
 */
import { site } from "~/config/site";

export const OFFICE_TIME_ZONE = "Asia/Kolkata";
const IST_OFFSET_MINUTES = 330;

export type OpeningHours = typeof site.openingHours;

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return h! * 60 + m!;
};

/** Today's date in India ("YYYY-MM-DD"), whatever the visitor's own time zone. */
export function officeDate(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The moment a slot begins: date "YYYY-MM-DD" and time "HH:MM", both in India. */
export function slotStart(date: string, time: string): Date {
  const [y, mo, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y!, mo! - 1, d!, 0, minutes(time) - IST_OFFSET_MINUTES));
}

/** ISO weekday of a calendar date: 1 Monday ... 7 Sunday. */
export function isoWeekday(date: string): number {
  const [y, mo, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y!, mo! - 1, d!)).getUTCDay() || 7;
}

/** The slots of `date` a visitor can still book at `now`: an open day, within the hours, not yet begun. */
export function openSlots(
  date: string,
  now: Date,
  slots: readonly string[],
  hours: OpeningHours = site.openingHours,
): string[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !hours.days.includes(isoWeekday(date))) return [];
  return slots.filter(
    (time) =>
      minutes(time) >= minutes(hours.opens) &&
      minutes(time) < minutes(hours.closes) &&
      slotStart(date, time).getTime() > now.getTime(),
  );
}

/** A day the calendar offers: not past, the office open, a slot still ahead. */
export function isBookableDay(
  date: string,
  now: Date,
  slots: readonly string[],
  hours: OpeningHours = site.openingHours,
): boolean {
  return openSlots(date, now, slots, hours).length > 0;
}

/** The visitor's own time zone, as the browser reports it (the office's when it reports none). */
export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || OFFICE_TIME_ZONE;
  } catch {
    return OFFICE_TIME_ZONE;
  }
}

export interface SlotTimes {
  /** The slot's time in India, as the page's language writes a time ("2:00 PM"). */
  office: string;
  /** The same moment in the visitor's time zone, with its day when that differs and the zone's short name; absent
   * when the visitor keeps India's time. */
  visitor?: string;
}

/**
 * How a language writes a clock time where the Intl formatter's does not read right: the word for the part of the day
 * before the 12-hour time ("ఉదయం 10:00", "సాయంత్రం 5:00", as the office hours are written), each from the hour
 * (0-23) it begins, in order.
 */
export type DayPeriods = readonly (readonly [fromHour: number, word: string])[];

/** A moment's hour (0-23) and minutes in a time zone. */
function clockIn(moment: Date, timeZone: string): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
    timeZone,
  }).formatToParts(moment);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { hour: part("hour") % 24, minute: part("minute") };
}

/** A moment's time in a zone, with the day period's word before it: "మధ్యాహ్నం 2:00". */
function withDayPeriod(moment: Date, timeZone: string, periods: DayPeriods): string {
  const { hour, minute } = clockIn(moment, timeZone);
  const word = periods.filter(([from]) => hour >= from).at(-1)?.[1] ?? "";
  return `${word} ${hour % 12 || 12}:${String(minute).padStart(2, "0")}`.trim();
}

/**
 * The slot as the page shows it: in India's time and, for a visitor elsewhere, in their own. With `periods`, the
 * time of day is written with their words and the weekday and zone's name with the locale's.
 */
export function slotTimes(
  date: string,
  time: string,
  locale: string,
  timeZone: string,
  periods?: DayPeriods,
): SlotTimes {
  const start = slotStart(date, time);
  const clock = { hour: "numeric", minute: "2-digit" } as const;
  const clockText = (zone: string) =>
    periods
      ? withDayPeriod(start, zone, periods)
      : new Intl.DateTimeFormat(locale, { ...clock, timeZone: zone }).format(start);
  const office = clockText(OFFICE_TIME_ZONE);
  const day = (zone: string) =>
    new Intl.DateTimeFormat("en-CA", { dateStyle: "short", timeZone: zone }).format(start);
  const sameClock = clockText(timeZone) === office && day(timeZone) === day(OFFICE_TIME_ZONE);
  if (sameClock) return { office };
  const otherDay = day(timeZone) !== date;
  if (periods) {
    const weekday = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone }).format(start);
    const zoneName =
      new Intl.DateTimeFormat(locale, { timeZoneName: "short", timeZone })
        .formatToParts(start)
        .find((p) => p.type === "timeZoneName")?.value ?? timeZone;
    return {
      office,
      visitor: `${otherDay ? `${weekday}, ` : ""}${clockText(timeZone)} ${zoneName}`,
    };
  }
  const visitor = new Intl.DateTimeFormat(locale, {
    ...clock,
    ...(otherDay ? { weekday: "short" } : {}),
    timeZoneName: "short",
    timeZone,
  }).format(start);
  return { office, visitor };
}
