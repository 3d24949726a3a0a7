/*
 * How current the due-dates calendar is: the day the whole calendar was last reviewed against the authorities'
 * notices, and the pages where each authority announces an extension. The due-dates page and the planner say both, in
 * English and Telugu (their words name each page). Each address is in the source ledger (source-ledger.ts).
 */

/** The day the whole calendar was last reviewed; set it when staff review every entry. */
export const calendarReviewedOn = "2026-11-28";

/** The authorities' notices pages, by key; the words name them (due-dates.ts, planner.ts and their Telugu twins). */
export const authorityNoticePages = {
  cbdt: "https://incometaxindia.gov.in/Pages/communications/circulars.aspx",
  cbic: "https://cbic-gst.gov.in/central-tax-notifications.html",
  gstn: "https://www.gst.gov.in/newsandupdates",
  mca: "https://www.mca.gov.in/content/mca/global/en/acts-rules/ebooks/circulars.html",
  epfo: "https://www.epfindia.gov.in/site_en/Circulars.php",
} as const;
export type AuthorityKey = keyof typeof authorityNoticePages;
