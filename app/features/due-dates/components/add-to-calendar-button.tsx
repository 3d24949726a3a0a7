import { CalendarDays } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { absoluteUrl } from "~/config/site";
import { notify } from "~/lib/notify";
import { useDueDatesWords } from "../due-dates-words";
import { downloadRowsCalendar } from "../download-calendar";
import type { DueDateRow } from "../filter-due-dates";

/** Builds and downloads an .ics file of this entry's next twelve months of deadlines, in the browser, on click. */
export function AddToCalendarButton({ row, today }: { row: DueDateRow; today: string }) {
  const words = useDueDatesWords();
  const { dueDatesText } = words;
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadRowsCalendar([row], today, absoluteUrl(pathname), `${row.id}.ics`, words);
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
      aria-label={dueDatesText.addToCalendar(row.form)}
      title={dueDatesText.addToCalendarShort}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-control text-brand hover:bg-brand-soft disabled:opacity-60 print:hidden"
    >
      <CalendarDays aria-hidden="true" className="size-5" strokeWidth={1.5} />
    </button>
  );
}
