import { CalendarDays } from "lucide-react";
import { lazy } from "react";
import { LazyPart } from "~/components/lazy-part";
import { buttonVariants } from "~/components/ui/button";
import { useDueDatesWords } from "../due-dates-words";
import type { DueDateRow } from "../filter-due-dates";

// Offered only once a visitor filters: its code (the count and the file's making) loads then.
const FilteredCalendar = lazy(() =>
  import("./filtered-calendar").then((m) => ({ default: m.FilteredCalendar })),
);

/**
 * The calendar: with a filter applied, a file of the entries shown, saying how many filings and dates it adds, made
 * in the browser; the whole feed always one link away.
 */
export function CalendarDownload({
  shown,
  filtered,
  today,
}: {
  shown: readonly DueDateRow[];
  filtered: boolean;
  /** Null until the page knows today's date (after hydration): only the whole feed is offered then. */
  today: string | null;
}) {
  const { dueDatesText, calendarPath } = useDueDatesWords();
  const offered = filtered && today !== null;
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end print:hidden">
      {offered ? (
        // Its own boundary: if its code cannot be had (offline, a deploy removed it), the whole feed stays offered.
        <LazyPart>
          <FilteredCalendar shown={shown} today={today} />
        </LazyPart>
      ) : null}
      <a
        href={calendarPath}
        download="compliance-due-dates.ics"
        className={
          offered
            ? "inline-flex min-h-11 items-center text-sm font-semibold text-brand underline underline-offset-2"
            : buttonVariants({ variant: "outline" })
        }
      >
        {offered ? null : <CalendarDays aria-hidden="true" strokeWidth={1.5} />}
        {offered ? dueDatesText.calendarWhole : dueDatesText.calendarLink}
      </a>
    </div>
  );
}
