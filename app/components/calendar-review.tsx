import {
  authorityNoticePages,
  calendarReviewedOn,
  type AuthorityKey,
} from "~/content/calendar-review";
import type { calendarReviewText } from "~/content/calendar-review-words";

/**
 * How current the calendar is: the day it was last reviewed as a whole, that a later extension may not be shown yet,
 * and each authority's notices page. Shared by the due-dates page and the planner, in the page's language.
 */
export function CalendarReview({
  words,
  formatLongDate,
}: {
  words: typeof calendarReviewText;
  formatLongDate: (iso: string) => string;
}) {
  const keys = Object.keys(authorityNoticePages) as AuthorityKey[];
  return (
    <section aria-labelledby="calendar-review">
      <h2 id="calendar-review" className="text-lg font-semibold text-ink">
        {words.title}
      </h2>
      <p className="mt-2 text-ink-muted">{words.reviewed(formatLongDate(calendarReviewedOn))}</p>
      <p className="mt-2 text-sm font-semibold text-ink">{words.noticesLabel}</p>
      <ul className="mt-1 flex flex-wrap gap-x-4 text-sm">
        {keys.map((key) => (
          <li key={key}>
            <a
              href={authorityNoticePages[key]}
              className="inline-flex min-h-11 items-center text-brand underline underline-offset-4"
            >
              {words.notices[key]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
