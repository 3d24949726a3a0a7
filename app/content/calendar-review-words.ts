import type { AuthorityKey } from "./calendar-review";

/** How current the calendar is, in words (the due-dates page's notes and the planner); the facts: ./calendar-review.ts. */
export const calendarReviewText = {
  title: "How current this calendar is",
  reviewed: (date: string) =>
    `We last reviewed the whole calendar on ${date}. An extension announced after that day may not be shown here yet: the authorities announce them on these pages.`,
  noticesLabel: "Where extensions are announced",
  notices: {
    cbdt: "CBDT circulars (income tax)",
    cbic: "CBIC notifications (GST)",
    gstn: "GST portal news and advisories",
    mca: "MCA circulars (company and LLP law)",
    epfo: "EPFO circulars (provident fund)",
  } satisfies Record<AuthorityKey, string>,
};
