/*
 * Whether the build targets a host that runs the live calendar of a plan (the Pages Functions in functions/, on
 * Cloudflare Pages): VITE_LIVE_CALENDAR=1 at build time. Without it the planner offers the calendar file and the
 * prebuilt calendars, and says why (docs/decisions/041-live-plan-calendar.md).
 */
const env = import.meta.env ?? {};

export const liveCalendarHost = ["1", "true", "yes"].includes(
  String(env.VITE_LIVE_CALENDAR ?? "")
    .trim()
    .toLowerCase(),
);
