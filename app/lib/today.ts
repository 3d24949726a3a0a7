/**
 * Today's calendar date in India (Asia/Kolkata, UTC+5:30 all year, no daylight saving), whatever the visitor's own
 * time zone: "YYYY-MM-DD". A module of its own so the home page
 * can use it without the schedule code; the due dates and the planner share it.
 */
export const todayInIndia = (now: Date = new Date()): string =>
  new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/**
 * The days a visitor's clock may name for the site to count with: a device whose clock reads 1970 (a reset) or 9999
 * is wrong, and dates past year 9999 are not "YYYY-MM-DD" at all (docs/decisions/031-runtime-resilience.md).
 */
export const CLOCK_RANGE = { first: "2020-01-01", last: "2199-12-31" } as const;

/**
 * Today in India by the device's clock, or undefined when the clock reads a day outside CLOCK_RANGE (or no time at
 * all): the caller then counts from a date it knows (the build's) or leaves the dates out, and says so.
 */
export function clockToday(now: Date = new Date()): string | undefined {
  const time = now.getTime();
  const first = Date.parse(`${CLOCK_RANGE.first}T00:00:00+05:30`);
  const after = Date.parse(`${CLOCK_RANGE.last}T00:00:00+05:30`) + 86_400_000;
  return time >= first && time < after ? todayInIndia(now) : undefined;
}
