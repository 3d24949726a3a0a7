import { dueDatesText as t } from "~/content/due-dates";
import { formatLongDate } from "~/lib/dates";
import type { DueDatesView } from "../filter-due-dates";

/** Printed above the table only: what the printout shows and as of when. */
export function PrintSummary({
  view,
  financialYear,
  lastUpdated,
}: {
  view: DueDatesView;
  financialYear: string;
  lastUpdated: string;
}) {
  const filters = [
    view.q && `${t.searchLabel}: “${view.q}”`,
    view.month && `${t.monthLabel}: ${view.month}`,
    view.law && `${t.lawLabel}: ${view.law}`,
    view.priority && `${t.priorityLabel}: ${t.priorities[view.priority]}`,
    view.entity && `${t.entityLabel}: ${view.entity}`,
  ].filter(Boolean);
  return (
    <div className="hidden text-sm text-ink print:block">
      <p className="text-xl font-bold">{t.title}</p>
      <p>
        {t.financialYear} {financialYear} · {t.lastUpdated} {formatLongDate(lastUpdated)}
      </p>
      <p>
        {t.printFilters}: {filters.length ? filters.join("; ") : t.printAll}
      </p>
    </div>
  );
}
