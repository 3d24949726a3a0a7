import type { ComplianceData } from "~/lib/compliance-schema";
import { monthCostLine, type CostTextWords } from "~/lib/late-cost/text";
import { withLateCostWords, type TranslatedCostWords } from "~/lib/late-cost/translated-words";
import { nextDueDates } from "./month-groups";

/*
 * Each entry's cost of a month's delay in one line, for its card: a month's delay (one calendar month from the entry's
 * next due date, its days shown) with the fees and every interest that certainly runs together, in the site's one
 * cost of delay (~/lib/late-cost: the planner, its overdue list and the calendar files give the same figure for the
 * same delay): "One month late (31 days): ₹1,550 in fees + interest ₹1,529 (18% a year on the tax unpaid, per ₹1
 * lakh)". Where a fee depends on an answer the page does not have (the turnover), the range and that answer. Worked
 * out when the page is built, from the structured late-filing cost the page itself does not carry (page-fields.ts),
 * so the line is in the prerendered page and the page's data holds only the line. An entry whose cost has no figure
 * has no line: its penalty is in the row. Pure: the day is given.
 */
export interface CostLines {
  /** What the lines are: "Late-filing estimate". */
  label: string;
  /** Each entry's line, by id; none for an entry without a confirmed figure. */
  lines: Record<string, string>;
}

export function costLines(
  data: ComplianceData,
  words: CostTextWords,
  day: string,
  /** The costs' words in the page's language, by entry id, used while they translate the data's English. */
  translated: Readonly<Record<string, TranslatedCostWords>> = {},
): CostLines {
  const lines: Record<string, string> = {};
  for (const items of Object.values(data)) {
    const next = nextDueDates(items, day);
    for (const item of items) {
      const cost = withLateCostWords(item, translated[item.id]);
      if (!cost) continue;
      const line = monthCostLine(cost, words, { dueDate: next.get(item.id) });
      if (line) lines[item.id] = line;
    }
  }
  return { label: words.costText.costSummary, lines };
}
