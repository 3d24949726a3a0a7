import { site } from "~/config/site";
import type { Plan } from "../plan";
import { foldPhrase, type FoldedRow } from "../plan-fold";
import { shortCostText } from "~/lib/late-cost/text";
import { usePlannerWords } from "../planner-words";
import { DataWords } from "./untranslated";

/**
 * The head of the printed plan, in place of the page's hero: the firm's name and phone, and the day it was printed.
 */
export function PlanPrintHeader({ printedOn }: { printedOn: string }) {
  const { plannerText, formatLongDate } = usePlannerWords();
  return (
    <div className="hidden border-b border-ink pb-2 print:mb-4 print:block">
      <p className="text-lg font-bold">{site.name}</p>
      <p className="text-sm">
        {site.phone.display} · {plannerText.printTitle} ·{" "}
        {plannerText.printedOn(formatLongDate(printedOn))}
      </p>
    </div>
  );
}

/**
 * The plan as printed (shown in print only, where the list of rows is hidden): one line a filing, with its dates (a recurring filing's schedule and next date; up to four dates
 * in full), its law and, in short, what a month's delay costs. The screen's disclosures stay on screen.
 */
export function PlanPrint({ plan, folded }: { plan: Plan; folded: readonly FoldedRow[] }) {
  const words = usePlannerWords();
  const { plannerText, formatLongDate, lawName, monthName } = words;
  if (!plan.rowCount) return null;
  return (
    <div className="plan-print mt-4 hidden print:block">
      <table className="w-full border-collapse text-left text-xs">
        <thead>
          <tr>
            <th scope="col">{plannerText.printColumns.filing}</th>
            <th scope="col">{plannerText.printColumns.due}</th>
            <th scope="col">{plannerText.printColumns.law}</th>
            <th scope="col">{plannerText.printColumns.cost}</th>
          </tr>
        </thead>
        <tbody>
          {folded.map(({ id, rows, schedule }) => {
            const next = rows[0]!;
            const dates = rows.map((r) => formatLongDate(r.date));
            const phrase =
              schedule && foldPhrase(schedule, rows.length, plannerText.fold, monthName);
            // Up to four dates in full (a quarterly return's); more, the schedule and the next one.
            const due = !phrase
              ? dates[0]!
              : rows.length <= 4
                ? plannerText.printDates(phrase, dates.join(", "))
                : plannerText.checkNext(phrase, dates[0]!);
            return (
              <tr key={id}>
                <th scope="row" className="font-semibold">
                  <DataWords text={next.form} />
                  {next.optional === true ? ` (${plannerText.optionalShort})` : null}
                </th>
                <td>{due}</td>
                <td>{lawName(next.law)}</td>
                <td>
                  {(next.cost && shortCostText(next.cost.oneMonth, words)) ??
                    plannerText.costShortNone}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
