import { useDueDatesWords } from "../due-dates-words";
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
  const { dueDatesText, formatLongDate, monthName, lawName, entityName } = useDueDatesWords();
  const filters = [
    view.q && `${dueDatesText.searchLabel}: “${view.q}”`,
    view.month && `${dueDatesText.monthLabel}: ${monthName(view.month)}`,
    view.law && `${dueDatesText.lawLabel}: ${lawName(view.law)}`,
    view.priority && `${dueDatesText.priorityLabel}: ${dueDatesText.priorities[view.priority]}`,
    view.entity && `${dueDatesText.entityLabel}: ${entityName(view.entity)}`,
  ].filter(Boolean);
  return (
    <div className="hidden text-sm text-ink print:block">
      <p className="text-xl font-bold">{dueDatesText.title}</p>
      <p>
        {dueDatesText.financialYear} {financialYear} · {dueDatesText.lastUpdated}{" "}
        {formatLongDate(lastUpdated)}
      </p>
      <p>
        {dueDatesText.printFilters}: {filters.length ? filters.join("; ") : dueDatesText.printAll}
      </p>
    </div>
  );
}
