import type { AuthorityKey } from "./calendar-review";

/** How current the calendar is, in words (the due-dates page's notes and the planner); the facts: ./calendar-review.ts. */
export const calendarReviewText = {
  title: "How current this calendar is",
  /** What the calendar and the planner leave out (the title and promise say what they cover), under the promise. */
  scope:
    "Not in this calendar: trust taxation beyond a Section 8 company's return, transfer-pricing documentation, labour-code returns, shops and establishments, and FEMA events beyond those listed. Ask us about these.",
  reviewed: (date: string) =>
    `Last reviewed as a whole on ${date}. An extension announced since may not be shown yet: the authorities announce them here.`,
  noticesLabel: "Notices of extensions",
  notices: {
    cbdt: "CBDT (income tax)",
    cbic: "CBIC (GST)",
    gstn: "GST portal",
    mca: "MCA (company and LLP law)",
    epfo: "EPFO (provident fund)",
  } satisfies Record<AuthorityKey, string>,
};
