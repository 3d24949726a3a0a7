export type NewsType = "Compliance" | "Deadline" | "Tax Update" | "Business" | "Startup";

export interface NewsItem {
  title: string;
  description: string;
  /** ISO date the change took effect or was announced */
  date: string;
  type: NewsType;
  href: string;
}

/** Static updates, newest first. The home page shows the first three. */
export const news: NewsItem[] = [
  {
    title: "Income-tax Act, 2025 is now in force",
    description:
      "From 1 April 2026 the new Act speaks of a single 'tax year'. Income of FY 2025-26 is still returned for AY 2026-27 under the 1961 Act.",
    date: "2026-04-01",
    type: "Tax Update",
    href: "/due-dates",
  },
  {
    title: "Director KYC moves to once every three years",
    description:
      "Rule 12A was substituted with effect from 31 March 2026: DIR-3-KYC-Web is now filed once every three financial years, by 30 June.",
    date: "2026-03-31",
    type: "Compliance",
    href: "/blog/dir3-kyc",
  },
  {
    title: "Small company limits raised to ₹10 crore and ₹100 crore",
    description:
      "From 1 December 2025 a private company with paid-up capital up to ₹10 crore and turnover up to ₹100 crore counts as a small company.",
    date: "2025-12-01",
    type: "Business",
    href: "/blog/compliance-checklist",
  },
  {
    title: "LLP annual filings: Form 11 and Form 8",
    description:
      "Form 11 is due by 30 May and Form 8 by 30 October; each day of delay costs ₹100 with no upper limit.",
    date: "2025-05-01",
    type: "Deadline",
    href: "/blog/llp-compliance",
  },
  {
    title: "Demat deadline for private companies passed",
    description:
      "Private companies that were not small companies on 31 March 2023 had until 30 June 2025 to dematerialise their shares.",
    date: "2025-02-12",
    type: "Compliance",
    href: "/blog/demat-shares",
  },
];
