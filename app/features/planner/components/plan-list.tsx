import type { LateCost } from "~/lib/compliance-schema";
import { plannerText as t } from "~/content/planner";
import { estimateCost } from "../late-cost";
import type { Plan, PlanRow } from "../plan";
import { monthLabel } from "../plan-text";
import { turnoverBand, type TurnoverBandId } from "../thresholds";
import { PlanRowView } from "./plan-row";

interface Props {
  plan: Plan;
  lateCosts: ReadonlyMap<string, LateCost>;
  turnover: TurnoverBandId | undefined;
  daysLate: number | undefined;
  onAddToCalendar?: ((row: PlanRow) => void) | undefined;
}

/** The plan's deadlines by month, soonest first. */
export function PlanList({ plan, lateCosts, turnover, daysLate, onAddToCalendar }: Props) {
  if (!plan.rowCount) return <p className="mt-6 text-ink-muted">{t.emptyPlan}</p>;
  const band = turnoverBand(turnover);
  return (
    <div className="mt-6 space-y-10">
      {plan.months.map(({ month, rows }) => (
        <section key={month} aria-labelledby={`plan-${month}`} className="plan-month">
          <h3 id={`plan-${month}`} className="text-xl font-bold text-ink">
            {monthLabel(month)}
          </h3>
          <ol className="mt-4 space-y-4">
            {rows.map((row) => {
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
                  onAddToCalendar={onAddToCalendar}
                />
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
