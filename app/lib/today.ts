/**
 * Today's calendar date in India (Asia/Kolkata, UTC+5:30 all year, no daylight saving), whatever the visitor's own
 * time zone: "YYYY-MM-DD". A module of its own so the home page
 * can use it without the schedule code; the due dates and the planner share it.
 */
export const todayInIndia = (now: Date = new Date()): string =>
  new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
