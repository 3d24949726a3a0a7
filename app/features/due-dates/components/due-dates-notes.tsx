import { CalendarReview } from "~/components/calendar-review";
import { useDueDatesWords } from "../due-dates-words";
import { deferLayout } from "~/lib/deferred-layout";

/** The general-guidance disclaimer, how current the calendar is, and how to subscribe to the calendar feed. */
export function DueDatesNotes() {
  const { dueDatesNotesText, formatLongDate, calendarPath } = useDueDatesWords();
  return (
    <aside className="grid gap-6 lg:grid-cols-2" {...deferLayout}>
      <div className="rounded-card border border-line bg-surface p-6">
        <h2 className="text-lg font-semibold text-ink">{dueDatesNotesText.disclaimerTitle}</h2>
        <p className="mt-2 text-ink-muted">{dueDatesNotesText.disclaimer}</p>
      </div>
      <div className="rounded-card border border-line bg-surface p-6 print:hidden">
        <h2 className="text-lg font-semibold text-ink">{dueDatesNotesText.calendarTitle}</h2>
        <p className="mt-2 text-ink-muted">{dueDatesNotesText.calendarText}</p>
        <a
          href={calendarPath}
          className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline"
        >
          {dueDatesNotesText.calendarSubscribe}
        </a>
      </div>
      <div className="rounded-card border border-line bg-surface p-6 lg:col-span-2">
        <CalendarReview words={dueDatesNotesText.review} formatLongDate={formatLongDate} />
      </div>
    </aside>
  );
}
