import { dueDatesCalendarPath } from "~/content/due-dates";
import { dueDatesNotesText as t } from "~/content/due-dates-notes";
import { deferLayout } from "~/lib/deferred-layout";

/** The general-guidance disclaimer and how to subscribe to the calendar feed. */
export function DueDatesNotes() {
  return (
    <aside className="grid gap-6 lg:grid-cols-2" {...deferLayout}>
      <div className="rounded-card border border-line bg-surface p-6">
        <h2 className="text-lg font-semibold text-ink">{t.disclaimerTitle}</h2>
        <p className="mt-2 text-ink-muted">{t.disclaimer}</p>
      </div>
      <div className="rounded-card border border-line bg-surface p-6 print:hidden">
        <h2 className="text-lg font-semibold text-ink">{t.calendarTitle}</h2>
        <p className="mt-2 text-ink-muted">{t.calendarText}</p>
        <a
          href={dueDatesCalendarPath}
          className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline"
        >
          {t.calendarSubscribe}
        </a>
      </div>
    </aside>
  );
}
