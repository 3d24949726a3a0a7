import { useDueDatesWords } from "../due-dates-words";
import { daysBetween } from "../schedule";

export interface UpcomingItem {
  id: string;
  form: string;
  law: string;
  date: string;
}

/** The next few filings as cards. The cards keep their size while empty (before hydration), so nothing moves. */
export function UpcomingDeadlines({
  items,
  today,
  slots = 3,
}: {
  items: readonly UpcomingItem[];
  today: string | null;
  slots?: number;
}) {
  const { dueDatesNotesText, dueDatesText, formatDate, lawName } = useDueDatesWords();
  return (
    <section aria-labelledby="upcoming-title" data-requires-js className="print:hidden">
      <h2 id="upcoming-title" className="text-2xl font-bold text-ink">
        {dueDatesNotesText.upcomingTitle}
      </h2>
      <p className="mt-1 text-ink-muted">{dueDatesNotesText.upcomingIntro}</p>
      <ol className="mt-4 grid gap-4 md:grid-cols-3">
        {Array.from({ length: slots }, (_, i) => {
          const item = today ? items[i] : undefined;
          const days = item && today ? daysBetween(today, item.date) : undefined;
          return (
            <li
              key={item?.id ?? `slot-${i}`}
              className={`flex h-28 flex-col justify-center rounded-card border px-5 ${
                item ? "border-line bg-white shadow-card" : "border-dashed border-line bg-surface"
              }`}
            >
              {item && days !== undefined ? (
                <>
                  <p className="text-lg font-semibold text-ink">{item.form}</p>
                  <p className="text-sm text-ink-muted">{lawName(item.law)}</p>
                  <p
                    className={`mt-1 text-sm font-semibold ${days <= 7 ? "text-high" : "text-ink"}`}
                  >
                    <time dateTime={item.date}>{formatDate(item.date)}</time>
                    {" · "}
                    {days === 0
                      ? dueDatesText.dueToday
                      : days === 1
                        ? dueDatesText.dueTomorrow
                        : dueDatesText.dueIn(days)}
                  </p>
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
