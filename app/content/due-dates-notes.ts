/* Words of the due-dates page around the table: the next deadlines, the disclaimer and the calendar feed. */

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
};
