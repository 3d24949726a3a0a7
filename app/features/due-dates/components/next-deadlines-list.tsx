import { deadlineDateFormat, nextDeadlines, type Deadline } from "../next-deadlines";

/** JSON inside a <script> data block: `<` escaped so the text can never close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

function DeadlineItem({
  deadline,
  formatDate,
}: {
  deadline: Deadline;
  formatDate: (iso: string) => string;
}) {
  return (
    <li className="flex items-baseline justify-between gap-3">
      <span>
        <span data-form className="font-semibold text-ink">
          {deadline.form}
        </span>{" "}
        <span className="text-ink-muted">
          (<span data-law>{deadline.law}</span>)
        </span>
      </span>
      <time dateTime={deadline.date} className="shrink-0 font-semibold whitespace-nowrap text-ink">
        {formatDate(deadline.date)}
      </time>
    </li>
  );
}

/**
 * The home card's next three deadlines, prerendered as of the build day. The page carries the deadlines of the
 * year ahead in a data block and a template of one line: a small script (next-deadlines-enhance.ts) redraws the
 * list for the visitor's own day in India, so the card stays right for a year without a rebuild.
 * With `months` (another language's month names, January first) the dates read "31 జులై 2026", else "31 Mar 2026";
 * the names go in the card's `data-months` so the script writes its dates the same way. The deadlines come named in
 * the page's language (the Telugu page's forms that are descriptions, and its laws, in Telugu).
 */
export function NextDeadlinesList({
  deadlines,
  builtOn,
  months,
}: {
  deadlines: Deadline[];
  builtOn: string;
  months?: readonly string[];
}) {
  const next = nextDeadlines(deadlines, builtOn);
  const sample = next[0] ?? deadlines[0];
  const formatDate = deadlineDateFormat(months);
  return (
    <div data-next-deadlines data-months={months ? JSON.stringify(months) : undefined}>
      <script
        type="application/json"
        data-deadlines
        dangerouslySetInnerHTML={{ __html: scriptJson(deadlines) }}
      />
      <ul data-deadline-list className="mt-4 space-y-2 text-sm empty:hidden">
        {next.map((d) => (
          <DeadlineItem key={`${d.form}-${d.date}`} deadline={d} formatDate={formatDate} />
        ))}
      </ul>
      {sample ? (
        <template data-deadline-template>
          <DeadlineItem deadline={sample} formatDate={formatDate} />
        </template>
      ) : null}
    </div>
  );
}
