/*
 * The compliance constants without zod, so code that runs on public pages can use them without shipping the
 * validator. app/lib/compliance-schema.ts builds its schemas from these and re-exports them.
 */

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
/**
 * The month column: a calendar month, or a recurring cadence. Filter options follow this order.
 * "Event-based" is for filings due within a period of an event with no fixed date
 * (INC-20A: 180 days from incorporation; FC-GPR: 30 days from allotment).
 */
export const MONTH_VALUES = [
  ...MONTHS,
  "Monthly",
  "Quarterly",
  "Half-yearly",
  "Event-based",
] as const;
export type MonthValue = (typeof MONTH_VALUES)[number];

export const PRIORITIES = ["high", "medium", "low"] as const;
export type Priority = (typeof PRIORITIES)[number];
/** Sort ranks: high 3, medium 2, low 1. */
export const PRIORITY_RANK: Record<Priority, number> = { high: 3, medium: 2, low: 1 };

/**
 * What a late-payment interest runs on, named in a cost's summary: the tax unpaid, a contribution paid late (PF, ESI),
 * a shortfall (advance tax) or an amount involved (a late report to the RBI).
 */
export const INTEREST_BASES = ["tax", "contribution", "shortfall", "amount"] as const;
export type InterestBase = (typeof INTEREST_BASES)[number];

/** Where the site serves the published data file (public/data/compliance-due-dates.json). */
export const dueDatesDataUrl = "/data/compliance-due-dates.json";
