/*
 * What a plan's entry asks of the business, for the word its tick says (components/filed-tick.tsx): a return or form
 * is filed, a tax or contribution is paid, a meeting is held. Entries not named here are filings. By the entries'
 * stable ids (the data file's), so a renamed form keeps its word.
 */

export type DutyKind = "filing" | "payment" | "meeting";

/** Tax, contributions and fees paid by a date (a challan), with no return of their own that day. */
const PAYMENTS: ReadonlySet<string> = new Set([
  "advance-tax",
  "tds-deposit",
  "tcs-deposit",
  "pmt-06-first-month",
  "pmt-06-second-month",
  "pf-ecr",
  "esi-contribution",
  "ap-labour-welfare-fund",
  "ts-labour-welfare-fund",
  "ka-labour-welfare-fund",
  "mh-labour-welfare-fund",
  "tn-labour-welfare-fund",
  "ap-pt-enrolment-tax",
  "ts-pt-enrolment-tax",
  "ka-pt-enrolment-tax",
  "mh-pt-enrolment-tax",
  "wb-pt-enrolment-tax",
]);

/** Meetings the law asks for by a date, and what a board meeting decides. */
const MEETINGS: ReadonlySet<string> = new Set([
  "agm",
  "first-board-meeting",
  "board-meeting-next",
  "board-meetings-half-year",
  "first-auditor",
]);

export function dutyKind(id: string): DutyKind {
  return PAYMENTS.has(id) ? "payment" : MEETINGS.has(id) ? "meeting" : "filing";
}

/** The ids named above, for the test that holds them to the data. */
export const NAMED_DUTIES: readonly string[] = [...PAYMENTS, ...MEETINGS];
