import { ArrowDown, ArrowUpDown } from "lucide-react";
import { useState } from "react";
import { deferLayout } from "~/lib/deferred-layout";
import { MONTHS } from "~/lib/compliance-constants";
import type { Extension } from "~/lib/compliance-schema";
import type { CostLines } from "../cost-lines";
import { useDueDatesWords } from "../due-dates-words";
import type { DueDateRow, DueDatesView, SortKey } from "../filter-due-dates";
import { groupByMonth } from "../month-groups";
import { AddToCalendarButton } from "./add-to-calendar-button";
import { NextDue } from "./next-due";

interface DueDatesTableProps {
  rows: readonly DueDateRow[];
  view: DueDatesView;
  onSort: (key: SortKey) => void;
  nextDueById: ReadonlyMap<string, string>;
  costLines: CostLines;
  today: string | null;
  /** Sort buttons and calendar buttons appear once the page is interactive; without JavaScript they would do nothing. */
  interactive: boolean;
}

const headerClass =
  "inline-flex min-h-11 items-center gap-1.5 text-left text-sm font-semibold text-ink";

function SortHeader({
  sortKey,
  label,
  view,
  onSort,
  interactive,
}: {
  sortKey: SortKey;
  label: string;
  view: DueDatesView;
  onSort: (key: SortKey) => void;
  interactive: boolean;
}) {
  const active = view.sort === sortKey;
  const Icon = active ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (view.dir === "asc" ? "ascending" : "descending") : undefined}
    >
      {interactive ? (
        <button
          type="button"
          onClick={() => onSort(sortKey)}
          className={`${headerClass} -mx-2 rounded-control px-2 hover:bg-slate-100`}
        >
          {label}
          <Icon
            aria-hidden="true"
            className={`size-4 print:hidden ${active ? "text-brand" : "text-slate-400"} ${active && view.dir === "asc" ? "rotate-180" : ""}`}
          />
        </button>
      ) : (
        <span className={headerClass}>{label}</span>
      )}
    </th>
  );
}

export function DueDatesTable({
  rows,
  view,
  onSort,
  nextDueById,
  costLines,
  today,
  interactive,
}: DueDatesTableProps) {
  const { dueDatesText, monthName } = useDueDatesWords();
  const sortable = { view, onSort, interactive };
  // Sorted by due date, the rows fall into months, each a row group under its month's sticky heading (app.css). The
  // prerendered page has the groups in the build day's order; their headings, months counted from today like the
  // days left, come once the page is interactive (and keep the largest page, in Telugu, within its HTML budget).
  const groups =
    view.sort === "due" ? groupByMonth(rows, nextDueById) : [{ month: null, rows: [...rows] }];
  const renderRow = (row: DueDateRow) => (
    <DueDatesTableRow
      key={row.id}
      row={row}
      next={nextDueById.get(row.id)}
      cost={costLines.lines[row.id]}
      costLabel={costLines.label}
      today={today}
      interactive={interactive}
    />
  );
  return (
    <section
      aria-labelledby="due-dates-caption"
      // Focusable so keyboard users can scroll the table sideways on small screens.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="rounded-card border border-line bg-white md:max-lg:overflow-x-auto print:border-0"
    >
      <table className="due-dates-table due-dates-rows w-full min-w-[960px] border-collapse text-left print:min-w-0 print:text-xs">
        <caption id="due-dates-caption" className="sr-only">
          {dueDatesText.tableCaption}
        </caption>
        <thead className="lg:sticky lg:top-16 lg:z-10 print:static [&_th]:border-b [&_th]:border-line [&_th]:bg-slate-50 [&_th]:px-4 [&_th]:py-1.5 [&_th]:align-bottom">
          <tr>
            <SortHeader sortKey="form" label={dueDatesText.columns.form} {...sortable} />
            <th scope="col">
              <span className={headerClass}>{dueDatesText.columns.description}</span>
            </th>
            <SortHeader sortKey="due" label={dueDatesText.columns.due} {...sortable} />
            <SortHeader sortKey="priority" label={dueDatesText.columns.priority} {...sortable} />
            <SortHeader sortKey="law" label={dueDatesText.columns.law} {...sortable} />
            <th scope="col">
              <span className={headerClass}>{dueDatesText.columns.penalty}</span>
            </th>
          </tr>
        </thead>
        {groups.map(({ month, rows: groupRows }) => (
          // The cells' padding is the table's (`due-dates-rows`, app.css), written once rather than on each group.
          <tbody key={month ?? String(month)}>
            {month !== null && interactive ? (
              <tr>
                <th colSpan={6} scope="rowgroup">
                  {month
                    ? `${monthName(MONTHS[Number(month.slice(5)) - 1]!)} ${month.slice(0, 4)}`
                    : dueDatesText.noFixedDate}
                </th>
              </tr>
            ) : null}
            {groupRows.map(renderRow)}
          </tbody>
        ))}
      </table>
    </section>
  );
}

/**
 * One entry. On screen a row is a grid row (app.css), so a row mounted before hydration can be a deferred-layout
 * block: the first paint lays out only the rows on screen, and the rest are laid out after hydration a few per
 * task, like the page's other deferred blocks (docs/decisions/014-due-dates-table-rows.md). A row mounted later (a filter) is laid out at once.
 */
function DueDatesTableRow({
  row,
  next,
  cost,
  costLabel,
  today,
  interactive,
}: {
  row: DueDateRow;
  next: string | undefined;
  /** The cost of a month's delay in one line (cost-lines.ts), worked out when the page was built. */
  cost: string | undefined;
  costLabel: string;
  today: string | null;
  interactive: boolean;
}) {
  const { dueDatesText, lawName, lawInRow = lawName } = useDueDatesWords();
  const [deferred] = useState(!interactive);
  const dated = row.schedule && row.schedule.kind !== "afterEvent";
  return (
    // The row's and cells' own styles are the table's `due-dates-rows` (app.css), written once for every row.
    // The entry's id marks its row once the page is interactive (tests, the bench): in the prerendered page, 76
    // unique ids in an order that is not the data's cost its HTML budget most of a kilobyte.
    <tr data-row={interactive ? row.id : undefined} {...(deferred ? deferLayout : undefined)}>
      <th scope="row">
        {row.form}
        {row.formerly ? (
          // Its styles are the table's (`due-dates-rows`, app.css), like the rest of the row's.
          <span>{`${dueDatesText.formerly} ${row.formerly}`}</span>
        ) : null}
        {row.isUpdated ? (
          <span
            title={dueDatesText.editedTitle}
            className="mt-1 flex w-fit items-center gap-1 rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand"
          >
            {dueDatesText.edited}
          </span>
        ) : null}
      </th>
      <td>
        {/* A disclosure on a phone's card; on a wider screen and on paper its body always shows (app.css). */}
        <details>
          <summary>{dueDatesText.moreAbout}</summary>
          {row.description}
          <EntrySource row={row} />
        </details>
      </td>
      <td>
        {row.due}
        {row.extensions?.map((extension) => (
          <ExtensionNote
            key={`${extension.originalDate}-${extension.issuedOn}`}
            extension={extension}
          />
        ))}
        {/* The next due date, the days left and the cost of a month's delay once the page is interactive: the first
            two count from today, and without them the prerendered page (its largest, in Telugu) stays within its
            budget; the penalty column says the same in the law's words. Rows below the screen's first fold only. */}
        {dated && today && next ? (
          <span className="mt-1 flex min-h-11 items-center justify-between gap-2 print:min-h-0">
            <NextDue date={next} today={today} />
            <AddToCalendarButton row={row} today={today} />
          </span>
        ) : null}
        {interactive && cost ? (
          <p>
            <b>{`${costLabel}:`}</b>
            {` ${cost}`}
          </p>
        ) : null}
      </td>
      {/* A badge on screen, styled by the table (`due-dates-rows`, app.css): colour and the word. */}
      <td data-level={row.priority}>{dueDatesText.priorities[row.priority]}</td>
      <td>{lawInRow(row.law)}</td>
      <td>{row.penalty}</td>
    </tr>
  );
}

/** The entry's legal basis, its official source and the day it was last checked against it. */
function EntrySource({ row }: { row: DueDateRow }) {
  const { dueDatesText, formatDate } = useDueDatesWords();
  // Published entries carry all three; an entry drafted in the admin and previewed here may not yet. Its styles and
  // its link's are the table's (`due-dates-rows`, app.css), as on every row.
  return row.verifiedOn ? (
    // The line cites the law: its citations as the law writes them, in English on every edition (like the forms'
    // names), with a Telugu page's words between them in Telugu (app/content/te/due-date-entries.ts, basis); marked
    // on the line rather than on an element of its own in each row (the page's HTML budget).
    <span data-citation="">
      {/* Each run of words one string: React writes no separator comment between them (decision 033). */}
      {`${dueDatesText.basis}: ${row.basis}. `}
      <a href={row.sourceUrl}>{dueDatesText.source}</a>
      {`, ${dueDatesText.verified} ${formatDate(row.verifiedOn)}`}
    </span>
  ) : null;
}

/** An authority's extension: the new date, the statutory date it replaced and the circular that moved it. */
function ExtensionNote({ extension: e }: { extension: Extension }) {
  const { dueDatesText, formatDate } = useDueDatesWords();
  // A line of its own, styled by the table (`due-dates-rows`, app.css); the words one string (no separator comment).
  return (
    <span>
      {`${dueDatesText.extended(e.period, formatDate(e.extendedDate), formatDate(e.originalDate))} `}
      {/* The authority's circular, cited as it names itself. */}
      <a href={e.url} data-citation="">
        {e.reference}
      </a>
    </span>
  );
}
