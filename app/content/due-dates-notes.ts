/* Words of the due-dates page that appear only once it has loaded, or below the table: loaded with those parts. */

export const dueDatesNotesText = {
  disclaimerTitle: "General guidance only",
  disclaimer:
    "These dates are for general guidance only. Due dates change by notification and circular, and some depend on your state, turnover or the date of your AGM. Check with us or the official portal before you rely on a date.",
  errorTitle: "Error Loading Data",
  retry: "Try Again",
  errorFallbackNote: "The table below shows the dates published with this page.",
  upcomingTitle: "Next deadlines",
  upcomingIntro: "The next filings due, counted from today in India.",
  calendarTitle: "Subscribe to the calendar",
  calendarText:
    "Every deadline of the next twelve months as all-day events (India time), each with the form, the law, the penalty and a reminder the day before. Subscribe to the link in Google Calendar, Outlook or Apple Calendar, or download the file.",
  calendarSubscribe: "Open the calendar feed",
  previewTitle: "Preview of your unpublished edits",
  previewText: (count: number) =>
    `${count} ${count === 1 ? "entry was" : "entries were"} changed in this browser's admin area and ${count === 1 ? "is" : "are"} shown here, marked "Edited". Visitors see the published data until you publish the file.`,
  previewHide: "Show the published data only",
  previewShow: "Show my edits again",
  previewHidden: "Your unpublished edits are hidden.",
};
