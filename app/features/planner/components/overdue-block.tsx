import type { OverdueFiling, OverdueSince } from "../overdue";
import { shortCostText } from "~/lib/late-cost/text";
import { usePlannerWords } from "../planner-words";
import { FiledTick } from "./filed-tick";
import { useFiledStatusText } from "./filed-status-text";
import { DataWords } from "./untranslated";

/**
 * The plan's filings whose due date has passed (in the last 90 days, or since tracking started on this device) and
 * that are not marked filed, "if not yet filed", each with the cost of filing today, fees and interest together with what the interest runs on named
 * (shortCostText), and its tick.
 */
export function OverdueBlock({
  overdue,
  since,
  amount,
}: {
  overdue: readonly OverdueFiling[];
  /** The first day counted, and why that day (overdueFrom). */
  since: OverdueSince;
  /** The amount of tax or contribution the visitor gave: interest in rupees on it. */
  amount?: number | undefined;
}) {
  const words = usePlannerWords();
  const { plannerText, formatLongDate } = words;
  const filedText = useFiledStatusText();
  if (!filedText || !overdue.length) return null;
  const costText = (filing: OverdueFiling) =>
    filing.cost && shortCostText(filing.cost, words, amount);
  return (
    <section
      id="plan-overdue"
      aria-labelledby="plan-overdue-title"
      className="mt-6 rounded-card border-l-4 border-high bg-surface p-4 sm:p-6 print:hidden"
    >
      <h3 id="plan-overdue-title" className="text-xl font-bold text-ink">
        {filedText.overdueHeading}
      </h3>
      <p className="mt-1 text-ink-muted">
        {filedText.overdueIntro(
          since.reason,
          formatLongDate(since.from),
          since.reason === "year" ? formatLongDate(since.trackingSince) : "",
        )}
      </p>
      <ol className="mt-3 divide-y divide-line">
        {overdue.map((filing) => (
          <li key={filing.key} className="flex items-start justify-between gap-3 py-2">
            <div>
              <p>
                <span className="font-semibold text-ink">
                  <DataWords text={filing.form} />
                </span>{" "}
                <span className="text-sm text-ink-muted">
                  {filedText.dueOn(formatLongDate(filing.date))}
                  {", "}
                  <span className="font-semibold text-high">
                    {filedText.daysLate(filing.daysLate)}
                  </span>
                  {filing.mayApply ? `, ${filedText.mayApply}` : null}
                </span>
              </p>
              <p className="text-sm text-ink">
                {costText(filing) ? (
                  filedText.costToday(costText(filing)!)
                ) : filing.penalty ? (
                  // No figure to estimate (a penalty set by order, a fine): the entry's own words on it.
                  <>
                    {filedText.penaltyNotFiled} <DataWords text={filing.penalty} />
                  </>
                ) : (
                  filedText.costToday(plannerText.costShortNone)
                )}
              </p>
            </div>
            <FiledTick row={filing} />
          </li>
        ))}
      </ol>
    </section>
  );
}
