import type { AuthorityKey } from "./calendar-review";

/** How current the calendar is, in words (the due-dates page's notes and the planner); the facts: ./calendar-review.ts. */
export const calendarReviewText = {
  title: "How current this calendar is",
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
