/*
 * Whether the build targets a host that runs the live calendar of a plan (the Pages Functions in functions/, on
 * Cloudflare Pages): VITE_LIVE_CALENDAR=1 at build time. Without it the planner offers the calendar file and the
 * prebuilt calendars, and says why (docs/decisions/041-live-plan-calendar.md). A plain comparison, so that a build
 * without it leaves the live calendar's code out of the planner.
 */
export const liveCalendarHost = import.meta.env.VITE_LIVE_CALENDAR === "1";
