import { formatShortDate } from "~/lib/dates";
import { useAfterHydration } from "~/lib/use-hydrated";
import { nextDeadlines, type Deadline } from "../next-deadlines";
import { todayInIndia } from "../today";

/**
 * The home card's next three deadlines. The prerendered list counts from the build day; after hydration the
 * visitor's own day (in India) decides, without a hydration mismatch.
 */
export function NextDeadlinesList({
  deadlines,
  builtOn,
}: {
  deadlines: Deadline[];
  builtOn: string;
}) {
  const today = useAfterHydration(todayInIndia(), builtOn);
  const next = nextDeadlines(deadlines, today);
  if (next.length === 0) return null;
  return (
    <ul className="mt-4 space-y-2 text-sm">
      {next.map((d) => (
        <li key={`${d.form}-${d.date}`} className="flex items-baseline justify-between gap-3">
          <span>
            <span className="font-semibold text-ink">{d.form}</span>{" "}
            <span className="text-ink-muted">({d.law})</span>
          </span>
          <time dateTime={d.date} className="shrink-0 font-semibold whitespace-nowrap text-ink">
            {formatShortDate(d.date)}
          </time>
        </li>
      ))}
    </ul>
  );
}
