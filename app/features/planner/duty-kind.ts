/*
 * What a plan's entry asks of the business, for the word its tick says (components/filed-tick.tsx): a return or form
 * is filed, a tax or contribution is paid, a meeting is held. Entries not named here are filings. By the entries'
 * stable ids (the data file's), so a renamed form keeps its word.
 */

export type DutyKind = "filing" | "payment" | "meeting";

/** Tax and contributions paid by a date (a challan), with no return of their own that day. */
const PAYMENTS = new Set([
  "advance-tax",
  "tds-deposit",
  "tcs-deposit",
  "pf-ecr",
  "esi-contribution",
]);
/** The same by their ids' ends: a State's labour welfare fund and PT enrolment tax; QRMP's monthly payment. */
const PAID = /-labour-welfare-fund$|-pt-enrolment-tax$|^pmt-06-/;
/** Meetings the law asks for by a date, and what a board meeting decides. */
const MEETINGS = /^agm$|board-meeting|^first-auditor$/;

export function dutyKind(id: string): DutyKind {
  return PAYMENTS.has(id) || PAID.test(id) ? "payment" : MEETINGS.test(id) ? "meeting" : "filing";
}

/** The ids named above, for the test that holds them to the data. */
export const NAMED_DUTIES: readonly string[] = [...PAYMENTS];
