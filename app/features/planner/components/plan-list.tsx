import { useMemo } from "react";
import { prerenderedDetails } from "~/content/planner-facts";
import type { LateCost } from "~/lib/compliance-schema";
import { estimateCost } from "~/lib/late-cost/estimate";
import type { PlanRow } from "../plan";
import { foldPhrase, type FoldedRow } from "../plan-fold";
import { turnoverBand, type TurnoverBandId } from "../thresholds";
import { PlanRowView } from "./plan-row";
import { usePlannerWords } from "../planner-words";

interface Props {
  /** The plan's filings, a recurring one folded into one row (plan-fold.ts). */
  folded: readonly FoldedRow[];
  lateCosts: ReadonlyMap<string, LateCost>;
  turnover: TurnoverBandId | undefined;
  daysLate: number | undefined;
  /** The amount of tax or contribution the visitor gave, if any. */
  amount?: number | undefined;
  onAddToCalendar?: ((row: PlanRow) => void) | undefined;
}

/** Rows laid out with the first paint; the others are deferred-layout blocks. */
const FIRST_ROWS = 3;

/**
 * The plan's filings, one row each by its next date: a recurring filing folded into one row that opens to its dates
 * (plan-fold.ts). The rows below the first few of the prerendered plan are deferred-layout blocks
 * (app/lib/deferred-layout.ts): the first paint styles and lays out only the rows on screen, and the rest are laid out
 * after hydration. The browser never renders the attribute, so a plan made in the browser is laid out at once, and
 * React leaves the prerendered rows' attribute to the page.
 */
export function PlanList({
  folded,
  lateCosts,
  turnover,
  daysLate,
  amount,
  onAddToCalendar,
}: Props) {
  const words = usePlannerWords();
  const { plannerText, monthName } = words;
  // Each recurring filing's dates and phrase, the same objects while the plan is the same: the rows are memoised, and
  // the planner renders again as the page hydrates, as the marks are read and at each tick.
  const recurring = useMemo(
    () =>
      folded.map(({ rows, schedule }) =>
        schedule
          ? { rows, phrase: foldPhrase(schedule, rows.length, plannerText.fold, monthName) }
          : undefined,
      ),
    [folded, plannerText.fold, monthName],
  );
  if (!folded.length) return <p className="mt-6 text-ink-muted">{plannerText.emptyPlan}</p>;
  const band = turnoverBand(turnover);
  return (
    <ol className="mt-6 space-y-4 print:hidden">
      {folded.map(({ id, rows }, i) => {
        const row = rows[0]!;
        const lateCost = daysLate ? lateCosts.get(row.id) : undefined;
        return (
          <PlanRowView
            key={id}
            row={row}
            custom={
              lateCost && daysLate
                ? estimateCost(lateCost, daysLate, { turnover: band, dueDate: row.date })
                : undefined
            }
            amount={amount}
            onAddToCalendar={onAddToCalendar}
            prerenderBody={i < prerenderedDetails}
            recurring={recurring[i]}
            defer={import.meta.env.SSR && i >= FIRST_ROWS}
          />
        );
      })}
    </ol>
  );
}
