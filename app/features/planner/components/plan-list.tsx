import { prerenderedDetails } from "~/content/planner-facts";
import type { LateCost } from "~/lib/compliance-schema";
import { deferLayout } from "~/lib/deferred-layout";
import { estimateCost } from "../late-cost";
import type { Plan, PlanRow } from "../plan";
import { monthLabel } from "../plan-text";
import { turnoverBand, type TurnoverBandId } from "../thresholds";
import { PlanRowView } from "./plan-row";
import { usePlannerWords } from "../planner-words";

interface Props {
  plan: Plan;
  lateCosts: ReadonlyMap<string, LateCost>;
  turnover: TurnoverBandId | undefined;
  daysLate: number | undefined;
  /** The amount of tax or contribution the visitor gave, if any. */
  amount?: number | undefined;
  onAddToCalendar?: ((row: PlanRow) => void) | undefined;
}

/**
 * The plan's deadlines by month, soonest first. Each month of the prerendered plan is a deferred-layout block
 * (app/lib/deferred-layout.ts): the first paint styles and lays out only the months on screen, and the rest are laid
 * out after hydration, a month per task. The browser never renders the attribute, so a plan made in the browser is
 * laid out at once, and React leaves the prerendered months' attribute to the page. A month rather than each row: 70
 * blocks took twice the style and layout work of 13 (each pass has its cost on a page of this size).
 */
export function PlanList({ plan, lateCosts, turnover, daysLate, amount, onAddToCalendar }: Props) {
  const words = usePlannerWords();
  if (!plan.rowCount) return <p className="mt-6 text-ink-muted">{words.plannerText.emptyPlan}</p>;
  const band = turnoverBand(turnover);
  // The rows before this index carry their disclosure's body in the prerendered page.
  const firstIndex = plan.months.map((_, i) =>
    plan.months.slice(0, i).reduce((sum, m) => sum + m.rows.length, 0),
  );
  return (
    <div className="mt-6 space-y-10">
      {plan.months.map(({ month, rows }, m) => (
        <section
          key={month}
          aria-labelledby={`plan-${month}`}
          {...(import.meta.env.SSR ? deferLayout : undefined)}
          suppressHydrationWarning
          className="plan-month [--deferred-height:160rem] lg:[--deferred-height:100rem]"
        >
          <h3 id={`plan-${month}`} className="text-xl font-bold text-ink">
            {monthLabel(month, words)}
          </h3>
          <ol className="mt-4 space-y-4">
            {rows.map((row, i) => {
              const lateCost = daysLate ? lateCosts.get(row.id) : undefined;
              return (
                <PlanRowView
                  key={row.key}
                  row={row}
                  custom={
                    lateCost && daysLate
                      ? estimateCost(lateCost, daysLate, { turnover: band, dueDate: row.date })
                      : undefined
                  }
                  amount={amount}
                  onAddToCalendar={onAddToCalendar}
                  prerenderBody={firstIndex[m]! + i < prerenderedDetails}
                />
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
