import type { ComplianceData } from "~/lib/compliance-schema";
import { delayCosts } from "~/features/planner/late-cost";
import { shortCostText } from "~/features/planner/plan-text";
import type { PlanTextWords } from "~/features/planner/planner-words";
import { nextDueDates } from "./month-groups";

/*
 * Each entry's cost of a delay in one line, for its card: a month's delay (one calendar month from the entry's next
 * due date, its days shown) with the fees and every interest that certainly runs together, the interest naming what
 * it runs on, in the planner's own words (plan-text.ts): "One month late (31 days): ₹1,550 in fees + interest 18% a
 * year on the tax unpaid (₹1,529 per ₹1 lakh)". Worked out when the page is built, from the structured late-filing
 * cost the page itself does not carry (page-fields.ts), so the line is in the prerendered page and the page's data
 * holds only the line. Pure: the day is given.
 */
export interface CostLines {
  /** What the lines are: "Late-filing estimate", the planner's words. */
  label: string;
  /** Each entry's line, by id; none for an entry without a structured late-filing cost. */
  lines: Record<string, string>;
}

export function costLines(data: ComplianceData, words: PlanTextWords, day: string): CostLines {
  const { plannerText } = words;
  const lines: Record<string, string> = {};
  for (const items of Object.values(data)) {
    const next = nextDueDates(items, day);
    for (const item of items) {
      if (!item.lateCost) continue;
      const { oneMonth } = delayCosts(item.lateCost, { dueDate: next.get(item.id) });
      lines[item.id] =
        `${plannerText.costMonth(oneMonth.daysLate)}: ${shortCostText(oneMonth, words) ?? plannerText.costShortNone}`;
    }
  }
  return { label: plannerText.costSummary, lines };
}
