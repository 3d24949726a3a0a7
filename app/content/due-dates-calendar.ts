/* Words of the calendar files (the build's feed and the "Add to calendar" download), loaded only with them. */

export const calendarFeedText = {
  name: "Compliance due dates (India)",
  /** For the file's PRODID. */
  product: "Compliance due dates",
  /** Each deadline's reminder, this many days before it. */
  alarmDays: 1,
  description: "Statutory due dates for income tax, GST, ROC, LLP, FEMA and labour filings.",
  /** Each event's title. */
  summary: (form: string, law: string) => `${form} due (${law})`,
  law: "Law/Act",
  penalty: "Penalty",
  due: "Due",
  details: "Details",
  basis: "Legal basis",
  source: "Official source",
  /** The date in the event is the extended one; the description says which date it replaced and why. */
  extended: (originalDate: string, reference: string) =>
    `Extended from ${originalDate} by ${reference}`,
  /** The entry's latest published change (the data file's ledger), dated. */
  changed: (date: string, change: string) => `Changed on ${date}: ${change}`,
};
