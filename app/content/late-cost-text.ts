/*
 * The words of the cost of a delay, shared by every page that prices one: the due dates' cost lines, the planner's
 * rows, its overdue list and print, and the calendar files (app/lib/late-cost/text.ts builds the sentences).
 */

export const lateCostText = {
  costHeading: "If late (estimate)",
  costWeek: "One week late",
  /** One calendar month, to the same day of the next month: its days are shown, as they vary from 28 to 31. */
  costMonth: (days: number) => `One month late (${days} days)`,
  costDays: (days: number) => (days === 1 ? "1 day late" : `${days} days late`),
  costNone: "No late fee is confirmed in our data; the penalty in law is below.",
  costSummary: "Late-filing estimate",
  /** One delay's cost in the summary line, after its label: "One week late: ₹700 in fees". */
  delayCost: (label: string, cost: string) => `${label}: ${cost}`,
  costShortNone: "see the penalty in law",
  details: "Law, legal basis and the cost worked out",
  feeRange: (from: string, to: string) => (from === to ? from : `${from} to ${to}`),
  perDay: (perDay: string, days: number) =>
    `${perDay} a day for ${days} ${days === 1 ? "day" : "days"}`,
  capped: "cap reached",
  atMost: "at most",
  /** What an interest runs on, by the data's `base`. */
  bases: {
    tax: "tax unpaid",
    contribution: "contribution paid late",
    shortfall: "shortfall",
    amount: "amount involved",
  } as Record<string, string>,
  interest: (rate: number, per: string, base: string, perLakh: string) =>
    `Interest at ${rate}% a ${per} on the ${base}: ${perLakh} per ₹1 lakh`,
  interestOnAmount: (rate: number, per: string, base: string, figure: string, amount: string) =>
    `Interest at ${rate}% a ${per} on ${amount} of ${base}: ${figure}`,
  feesShort: (fees: string) => `${fees} in fees`,
  /** What a range of fees depends on, after it: the turnover, or the dearest case in the data's words. */
  feesDependOn: {
    turnover: "by last year's turnover",
    case: (dearest: string, condition: string) => `${dearest} if ${condition}`,
  },
  /** An interest's figure in a summary, with what it is worked out on after it in brackets (interestOn...). */
  interestShort: (figure: string) => `interest ${figure}`,
  /** Interest per ₹1 lakh: "18% a year on the tax unpaid, per ₹1 lakh". */
  interestOnLakh: (rate: number, per: string, base: string) =>
    `${rate}% a ${per} on the ${base}, per ₹1 lakh`,
  /** Interest on the amount the visitor typed: "on ₹2,50,000 of contribution paid late". */
  interestOnTyped: (rate: number, per: string, base: string, amount: string) =>
    `${rate}% a ${per} on ${amount} of ${base}`,
  /** Why a week's delay costs as much as a month's. */
  sameForWeekAndMonth: {
    part: "the same for a week and a month, as a part of a month counts as a whole month",
    block: (months: number) =>
      `the same for a week and a month, as it is charged for ${months} months however short the delay`,
    fee: "the same for a week and a month, as the fee is fixed for any delay in that band",
  },
  interestAtLeast: " (at least: it runs from an earlier date)",
  ifCase: "Only if",
  byOrder: "A penalty an officer or court may impose",
  officer: "Payable by each officer in default",
  multiple: (multiple: number) => `${multiple} times the normal filing fee`,
  beyondBands: "Beyond the delays our sources confirm",
  barred: (years: number) =>
    `Can no longer be filed: the law bars this return ${years} years after its due date, so no fee can make it good`,
  barredShort: "can no longer be filed",
  estimateNote:
    "Estimates from the confirmed figures in our data, for the delay shown; a month's delay is one calendar month, to the same day of the next month. Where a fee depends on an answer we do not have (the turnover, the total income), the range is shown with the answer it depends on. Interest depends on the amount it runs on (the tax unpaid, the PF or ESI contribution, the advance-tax shortfall): type that amount to see it in rupees, else it is shown per ₹1 lakh. Each figure names its legal basis; the law and the authority's orders decide the actual amount.",
  penalty: "Penalty in law",
};
