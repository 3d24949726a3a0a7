import { memo, useState } from "react";
import { cn } from "~/lib/cn";
import { deferLayout } from "~/lib/deferred-layout";
import type { CostEstimate } from "~/lib/late-cost/estimate";
import type { PlanRow } from "../plan";
import { delaySummary } from "~/lib/late-cost/text";
import { periodLabel } from "../plan-text";
import { usePlannerWords } from "../planner-words";
import { FiledTick } from "./filed-tick";
import { PlanRowDetails, type Delay } from "./plan-row-details";
import { DataWords } from "./untranslated";

interface Props {
  row: PlanRow;
  /** The cost for the visitor's own number of days late, when they gave one. */
  custom?: CostEstimate | undefined;
  /** The amount of tax or contribution the visitor gave: interest shows in rupees on it. */
  amount?: number | undefined;
  onAddToCalendar?: ((row: PlanRow) => void) | undefined;
  /** The prerendered page carries the body of this row's disclosure (plan-row-details.tsx). */
  prerenderBody?: boolean;
  /**
   * A recurring filing (plan-fold.ts): all its dates, soonest first (`row` is the first), and how it recurs. The row
   * then names its schedule and opens to its dates, one line each.
   */
  recurring?: { rows: readonly PlanRow[]; phrase: string } | undefined;
  /** A deferred-layout block of the prerendered page (plan-list.tsx). */
  defer?: boolean;
}

/**
 * One filing: what, when and what a delay would cost, at a glance; the law, its basis, its source and how each figure
 * is worked out in a disclosure below; then its calendar file, or for a recurring filing a disclosure of its dates,
 * each with its own. The plan has one question to us for all its rows (plan-glance-view.tsx), not one per row.
 */
export const PlanRowView = memo(function PlanRowView({
  row,
  custom,
  amount,
  onAddToCalendar,
  prerenderBody = true,
  recurring,
  defer = false,
}: Props) {
  const words = usePlannerWords();
  const { plannerText, formatLongDate } = words;
  // A recurring filing's dates carry their ticks while they show: a tick for each of the plan's dates, mounted
  // together when the marks are read, made the plan's longest task after hydration.
  const [datesOpen, setDatesOpen] = useState(false);
  const date = formatLongDate(row.date);
  const soon = row.daysLeft <= 7;
  const delays: Delay[] = row.cost
    ? [
        { label: plannerText.costWeek, estimate: row.cost.oneWeek },
        { label: plannerText.costMonth(row.cost.oneMonth.daysLate), estimate: row.cost.oneMonth },
        ...(custom ? [{ label: plannerText.costDays(custom.daysLate), estimate: custom }] : []),
      ]
    : [];
  return (
    <li
      {...(defer ? deferLayout : undefined)}
      suppressHydrationWarning
      className="plan-row rounded-card border border-line bg-white p-4 [--deferred-height:16rem] sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-1">
        <div className="min-w-0 flex-1 basis-64">
          <h4 className="text-lg font-bold text-ink">
            {/* The form as the data names it; some names carry words ("first month of quarter"). */}
            <DataWords text={row.form} />
            {row.formerly ? (
              <span className="ml-2 text-sm font-normal text-ink-muted">
                {`(${plannerText.formerly(row.formerly)})`}
              </span>
            ) : null}
          </h4>
          {recurring ? (
            <p className="text-sm font-semibold text-ink" data-fold-schedule>
              {recurring.phrase}
            </p>
          ) : null}
          <p className="mt-1 text-sm text-ink">
            {row.period && !recurring ? (
              <span className="font-semibold">{`${periodLabel(row.period, words)}. `}</span>
            ) : null}
            {row.description}
          </p>
        </div>
        <p className="sm:text-right">
          {recurring ? (
            <span className="mr-2 text-sm text-ink-muted sm:mr-0 sm:block">
              {plannerText.nextDue}
            </span>
          ) : null}
          <time dateTime={row.date} className="font-semibold text-ink tabular-nums sm:block">
            {date}
          </time>{" "}
          <span
            className={cn(
              "ml-2 text-sm font-semibold sm:ml-0",
              soon ? "text-high" : "text-ink-muted",
            )}
          >
            {plannerText.daysLeft(row.daysLeft)}
          </span>
        </p>
      </div>
      {/* A recurring filing's dates carry their own marks; a choice is the filing's, named once. */}
      <RowMarks
        row={
          recurring
            ? { ...row, extension: undefined, holidays: [], event: undefined, notBefore: undefined }
            : row
        }
        className="mt-2 space-y-1 text-sm"
      />
      <p className="mt-2 text-sm text-ink">
        <span className="font-semibold">{`${plannerText.costSummary}:`}</span>
        {` ${delaySummary(delays, words, amount)}`}
      </p>
      <PlanRowDetails
        row={row}
        custom={custom}
        amount={amount}
        delays={delays}
        prerenderBody={prerenderBody}
      />
      {recurring ? (
        <details
          className="plan-dates mt-1 text-sm"
          onToggle={(event) => setDatesOpen(event.currentTarget.open)}
        >
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand underline underline-offset-2">
            {plannerText.allDates(recurring.rows.length)}
          </summary>
          {/* One line a date: its day, days left and period, what moves or marks it, and its calendar file. */}
          <ol className="divide-y divide-line border-t border-line">
            {recurring.rows.map((due) => (
              <li key={due.key} className="plan-date flex items-start gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <time dateTime={due.date} className="font-semibold text-ink tabular-nums">
                    {formatLongDate(due.date)}
                  </time>{" "}
                  <span
                    className={cn(
                      "ml-1",
                      due.daysLeft <= 7 ? "font-semibold text-high" : "text-ink-muted",
                    )}
                  >
                    {plannerText.daysLeft(due.daysLeft)}
                  </span>
                  {due.period ? (
                    <span className="block text-ink-muted">
                      {`${plannerText.period}: ${periodLabel(due.period, words)}`}
                    </span>
                  ) : null}
                  <RowMarks row={{ ...due, optional: false }} className="space-y-1" />
                </div>
                {/* First on a phone too, clear of the plan's question to us at the right of the screen's foot. */}
                {datesOpen ? (
                  <FiledTick row={due} afterRead className="max-sm:order-first" />
                ) : null}
                <AddToCalendar
                  row={due}
                  onAdd={onAddToCalendar}
                  className="shrink-0 max-sm:order-first"
                  compact
                />
              </li>
            ))}
          </ol>
        </details>
      ) : (
        // One above the other on a phone, at the left: the plan's question to us keeps the right of the screen's foot.
        <div
          data-requires-js
          className="mt-3 flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-3"
        >
          <AddToCalendar row={row} onAdd={onAddToCalendar} />
          <FiledTick row={row} afterRead />
        </div>
      )}
    </li>
  );
});

/** What moves or marks a date: an extension, a holiday, the event it runs from, its earliest day, a choice. */
function RowMarks({ row, className }: { row: PlanRow; className: string }) {
  const { plannerText, formatLongDate } = usePlannerWords();
  return row.extension || row.holidays.length || row.event || row.notBefore || row.optional ? (
    <ul className={className}>
      {row.extension ? (
        <li className="text-low">
          {`${plannerText.extended(formatLongDate(row.originalDate))} (${plannerText.extensionBy} `}
          <a href={row.extension.url} data-citation className="underline underline-offset-2">
            {row.extension.reference}
          </a>
          )
        </li>
      ) : null}
      {row.holidays.map((mark) => (
        <li key={mark} className="text-medium">
          {`${plannerText.holidays[mark]}. ${plannerText.holidayNote}`}
        </li>
      ))}
      {row.event ? (
        <li className="text-ink-muted">
          {row.event.assumed
            ? plannerText.eventAssumed(formatLongDate(row.event.date))
            : plannerText.eventFrom(formatLongDate(row.event.date))}
        </li>
      ) : null}
      {row.notBefore ? (
        <li className="text-ink-muted">{plannerText.notBefore(formatLongDate(row.notBefore))}</li>
      ) : null}
      {row.optional ? (
        <li className="text-ink-muted">
          {row.optional === true ? plannerText.optional : plannerText.optionalTurnover}
        </li>
      ) : null}
    </ul>
  ) : null;
}

/** A date's own calendar file, where the page can make one. */
function AddToCalendar({
  row,
  onAdd,
  className,
  compact = false,
}: {
  row: PlanRow;
  onAdd: ((row: PlanRow) => void) | undefined;
  className?: string;
  /**
   * Its mark alone on a phone (its name says what it adds), beside a date's line: first in the line there, clear of
   * the plan's question to us, which stays at the right of the screen's foot.
   */
  compact?: boolean;
}) {
  const { plannerText, formatLongDate } = usePlannerWords();
  if (!onAdd) return null;
  return (
    <button
      type="button"
      data-requires-js
      onClick={() => onAdd(row)}
      aria-label={plannerText.addRowToCalendar(row.form, formatLongDate(row.date))}
      className={cn(
        "calendar-mark inline-flex min-h-11 items-center gap-2 rounded-control border border-line bg-white px-4 text-sm font-semibold text-ink hover:bg-surface print:hidden",
        compact && "max-sm:min-w-11 max-sm:justify-center max-sm:px-0",
        className,
      )}
    >
      <span className={compact ? "max-sm:sr-only" : undefined}>
        {plannerText.addToCalendarShort}
      </span>
    </button>
  );
}
