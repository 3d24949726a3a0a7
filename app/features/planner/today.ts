/** Today's calendar date in India (UTC+5:30 all year): "YYYY-MM-DD". The due-dates feature has the same one-liner. */
export const todayInIndia = (now: Date = new Date()): string =>
  new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
