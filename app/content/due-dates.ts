import { actionWords, bookingHref } from "./actions";
/*
 * The words of the compliance due-dates page and of the home page's deadline card. Two sets live apart, because
 * they load with code the page fetches only when needed: the notices shown after the page has loaded
 * (due-dates-notices.ts) and the calendar files' words (due-dates-calendar.ts).
 */

import { calendarReviewText } from "./calendar-review-words";

export const dueDatesPath = "/due-dates";
export const dueDatesCalendarPath = "/due-dates/calendar.ics";
/** Browser storage key of the admin's compliance data. */
export const complianceStorageKey = "complianceData";

export const dueDatesMeta = {
  title: "Compliance Due Dates for FY 2026-27: Income Tax, GST, ROC, LLP",
  description:
    "Statutory due dates for Indian companies, LLPs and firms: income tax, TDS, GST, ROC, LLP, FEMA and labour filings, with penalties, days left and a calendar you can subscribe to.",
};

export const dueDatesCrumbs = [
  { label: "Home", href: "/" },
  { label: "Compliance due dates", href: dueDatesPath },
];

export const dueDatesText = {
  eyebrow: "Compliance calendar",
  title: "Compliance due dates",
  promise:
    "Recurring filings of income tax, GST, company and LLP law, FEMA and labour law, each with its penalty and the days you have left.",
  assistance: { label: actionWords.book, href: bookingHref },
  planner: { label: "Make your own plan", href: "/due-dates/plan" },
  financialYear: "Financial year",
  lastUpdated: "Last updated",
  noScript:
    "Turn on JavaScript to see each filing's next due date and the days left, to filter the table and to add filings to your calendar.",
  toolbarLabel: "Filter the due dates",
  calendarLink: "Download the calendar (.ics)",
  /** The whole feed, beside a download of the filtered entries. */
  calendarWhole: "Whole calendar (.ics)",
  /** A download of the entries the filters show, with what it adds to the visitor's calendar. */
  calendarFiltered: (filings: number, events: number) =>
    `Add ${filings === 1 ? "this filing" : `these ${filings} filings`} to my calendar (${events} ${events === 1 ? "date" : "dates"} in the next 12 months)`,
  calendarNothing: "None of the filings shown has a date to add in the next 12 months.",
  searchLabel: "Search",
  searchPlaceholder: "Form or name, e.g. GSTR 3B, 26Q, TDS return",
  monthLabel: "Month",
  lawLabel: "Law/Act",
  priorityLabel: "Priority",
  entityLabel: "Entity type",
  all: "All",
  allEntities: "Any entity type",
  allNationalLaws: "All national laws",
  allStateLaws: "State Laws: every State",
  /** Beside the table: where the States' own laws are, and which States the data has. */
  stateLawsNote: (states: string) =>
    `State laws (professional tax, labour welfare fund) are under Law/Act, by State: ${states}. For another State, ask us.`,
  clearFilters: "Clear filters",
  showing: (shown: number, total: number) =>
    shown === total ? `Showing all ${total} due dates` : `Showing ${shown} of ${total} due dates`,

  priorities: { high: "High", medium: "Medium", low: "Low" } as Record<string, string>,
  columns: {
    form: "Form",
    description: "Description",
    due: "Due Date",
    priority: "Priority",
    law: "Law/Act",
    penalty: "Penalty",
  },
  tableCaption: "Statutory due dates",
  /** The heading over the entries due after an event, which have no date of their own (sorted by due date, last). */
  noFixedDate: "No fixed date: due after an event",

  next: "Next",
  dueToday: "Due today",
  dueTomorrow: "Due tomorrow",
  dueIn: (days: number) => `in ${days} days`,
  addToCalendar: (form: string) => `Add ${form} to your calendar`,
  addToCalendarShort: "Add to calendar",
  calendarError: "Could not create the calendar file. Please try again.",
  formerly: "formerly",
  /** A card's disclosure on a phone: the description, legal basis, source and check date. */
  moreAbout: "What it is, basis and source",
  basis: "Basis",
  source: "Official source",
  verified: "checked",
  extended: (period: string, date: string, statutory: string) =>
    `${period}: extended to ${date} (statutory date ${statutory}) by`,
  edited: "Edited",
  editedTitle: "Changed in this browser's admin area",

  printFilters: "Filters",
  printAll: "All due dates",
};

/** Around the table: the next deadlines, the disclaimer and the calendar feed. */
export const dueDatesNotesText = {
  disclaimerTitle: "General guidance only",
  disclaimer:
    "These dates are for general guidance only. Due dates change by notification and circular, and some depend on your state, turnover or the date of your AGM. Check with us or the official portal before you rely on a date.",
  upcomingTitle: "Next deadlines",
  upcomingIntro: "The next filings due, counted from today in India.",
  calendarTitle: "Subscribe to the calendar",
  calendarText:
    "Every deadline of the next twelve months as all-day events (India time), each with the form, the law, the penalty and a reminder the day before. Subscribe to the link in Google Calendar, Outlook or Apple Calendar, or download the file.",
  calendarSubscribe: "Open the calendar feed",
  review: calendarReviewText,
};
