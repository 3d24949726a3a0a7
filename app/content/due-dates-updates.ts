/*
 * The words of the due-dates page's latest changes and of its updates feed (/due-dates/updates.xml): what was
 * published, when, and the notification or circular behind it. The changes themselves are the data file's ledger,
 * in English as staff published them.
 */

export const dueDatesUpdatesPath = "/due-dates/updates.xml";

/**
 * The language staff write the ledger's changes in. A page in another language shows them as written, marked with
 * it, and says so in its own words (the Telugu module's note); the English page needs no note.
 */
export const dueDatesLedgerLanguage = {
  lang: "en",
  note: "Each change is written by our staff in English; notifications and circulars are named as the authorities name them.",
};

export const dueDatesUpdatesText = {
  title: "Latest changes",
  /** "Updated 12 Dec 2026". */
  updated: (date: string) => `Updated ${date}`,
  none: "No date has changed since this list began; changes appear here and in the feed once published.",
  feedLink: "Follow the changes (Atom feed)",
  more: (n: number) => (n === 1 ? "and 1 more change" : `and ${n} more changes`),
};

/** The feed's own words (its route's and the page's head link), apart so the page's code carries none of them. */
export const dueDatesFeedText = {
  feedTitle: "Compliance due dates: changes",
  feedSubtitle:
    "Every change published to the compliance due dates: extended and moved dates, new and removed filings, with the notification or circular behind each.",
  /** An entry of the feed: the first change, and how many more. */
  feedEntryTitle: (first: string, more: number) =>
    more > 0 ? `${first} (and ${more} more)` : first,
};
