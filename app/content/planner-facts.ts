/*
 * What the planner's content holds that is no words to translate: its addresses, storage key, example profile,
 * reminder choices and the calendar files' product name. The planner's view and the Telugu words take them from here,
 * so a Telugu page does not load the English words (app/content/planner.ts re-exports them).
 */

export const plannerPath = "/due-dates/plan";
/** The due-dates page (its own content module stays out of the planner's code). */
export const dueDatesPagePath = "/due-dates";
/** Browser storage key of the visitor's last profile (the query string the address carries). */
export const plannerStorageKey = "plannerProfile";
/** Browser storage key of the visitor's filed marks, versioned (app/features/planner/filed-marks.ts). */
export const filedStorageKey = "niyama.filed.v1";

/** The profile the prerendered page shows: a common client of the firm. */
export const exampleProfileSearch =
  "entity=private-limited-company&state=telangana&gst=monthly&turnover=2-5&reg=tds,tds-salary,pf";

/**
 * How many of the prerendered example's deadlines carry their disclosure's body (law, basis, cost worked out) in the
 * HTML, for readers without scripts; with scripts, React renders a body when its disclosure opens. All seventy took
 * 9 KB gzipped of the English page and 19 KB of the Telugu one, which a phone downloads before its first paint
 * (docs/decisions/030-loader-data-files.md).
 */
export const prerenderedDetails = 5;

/** How many days before a deadline the calendar's reminders may ring (the visitor ticks any of them). */
export const leadChoices = [1, 3, 7, 15] as const;

/** The reminders a plan's calendar rings until the visitor chooses others: a week before and the day before. */
export const defaultReminders = [7, 1] as const;

/** The live calendar of a plan (a Pages Function, functions/): the plan's address with this name instead. */
export const liveCalendarPath = `${plannerPath}/calendar.ics`;

/** How often a subscribed calendar should read the live calendar again, in hours (its Cache-Control too). */
export const liveCalendarRefreshHours = 1;

/** The calendar files' PRODID names the product, the same in both languages. */
export const calendarProduct = "Compliance plan";
