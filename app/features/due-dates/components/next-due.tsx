import { cn } from "~/lib/cn";
import { useDueDatesWords } from "../due-dates-words";
import { daysBetween } from "../schedule";

/** "20 Dec 2026 · in 28 days"; the soonest (within a week) stand out. */
export function NextDue({ date, today }: { date: string; today: string }) {
  const { dueDatesText, formatDate } = useDueDatesWords();
  const days = daysBetween(today, date);
  const soon = days <= 7;
  return (
    <span className={cn("text-sm", soon ? "font-semibold text-high" : "text-ink-muted")}>
      {dueDatesText.next}: <time dateTime={date}>{formatDate(date)}</time>
      {" · "}
      {days === 0
        ? dueDatesText.dueToday
        : days === 1
          ? dueDatesText.dueTomorrow
          : dueDatesText.dueIn(days)}
    </span>
  );
}
