import { CalendarDays } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { absoluteUrl } from "~/config/site";
import { notify } from "~/lib/notify";
import { countDeadlineEvents } from "../calendar-count";
import { downloadRowsCalendar } from "../download-calendar";
import { useDueDatesWords } from "../due-dates-words";
import type { DueDateRow } from "../filter-due-dates";

/** The calendar file of the entries the filters show, saying how many filings and dates it adds. */
export function FilteredCalendar({
  shown,
  today,
}: {
  shown: readonly DueDateRow[];
  today: string;
}) {
  const words = useDueDatesWords();
  const { dueDatesText } = words;
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const events = countDeadlineEvents(shown, today);
  if (!events) return <p className="text-sm text-ink-muted">{dueDatesText.calendarNothing}</p>;
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadRowsCalendar(
        shown,
        today,
        absoluteUrl(pathname),
        "compliance-due-dates-selected.ics",
        words,
      );
    } catch {
      notify("error", dueDatesText.calendarError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      className={buttonVariants({ variant: "outline" })}
    >
      <CalendarDays aria-hidden="true" strokeWidth={1.5} />
      {dueDatesText.calendarFiltered(shown.length, events)}
    </button>
  );
}
