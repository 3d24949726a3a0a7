import { ArrowDown, ArrowUpDown } from "lucide-react";
import { useState } from "react";
import { deferLayout } from "~/lib/deferred-layout";
import type { Extension } from "~/lib/compliance-schema";
import { useDueDatesWords } from "../due-dates-words";
import type { DueDateRow, DueDatesView, SortKey } from "../filter-due-dates";
import { AddToCalendarButton } from "./add-to-calendar-button";
import { NextDue } from "./next-due";
import { PriorityBadge } from "./priority-badge";

interface DueDatesTableProps {
  rows: readonly DueDateRow[];
  view: DueDatesView;
  onSort: (key: SortKey) => void;
  nextDueById: ReadonlyMap<string, string>;
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
  today,
  interactive,
}: DueDatesTableProps) {
  const { dueDatesText } = useDueDatesWords();
  const sortable = { view, onSort, interactive };
  return (
    <section
      aria-labelledby="due-dates-caption"
      // Focusable so keyboard users can scroll the table sideways on small screens.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-card border border-line bg-white lg:overflow-visible print:overflow-visible print:border-0"
    >
      <table className="due-dates-table w-full due-dates-rows min-w-[960px] border-collapse text-left print:min-w-0 print:text-xs">
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
        <tbody className="[&_td]:px-4 [&_td]:py-3 [&_td]:align-top [&_th]:px-4 [&_th]:py-3 [&_th]:align-top">
          {rows.map((row) => (
            <DueDatesTableRow
              key={row.id}
              row={row}
              next={nextDueById.get(row.id)}
              today={today}
              interactive={interactive}
            />
          ))}
        </tbody>
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
  today,
  interactive,
}: {
  row: DueDateRow;
  next: string | undefined;
  today: string | null;
  interactive: boolean;
}) {
  const { dueDatesText, lawName } = useDueDatesWords();
  const [deferred] = useState(!interactive);
  const dated = row.schedule && row.schedule.kind !== "afterEvent";
  return (
    // The row's and cells' own styles are the table's `due-dates-rows` (app.css), written once for every row.
    <tr data-row={row.id} {...(deferred ? deferLayout : undefined)}>
      <th scope="row">
        {row.form}
        {row.formerly ? (
          <span className="block text-sm font-normal text-ink-muted">
            {dueDatesText.formerly} {row.formerly}
          </span>
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
        <span className="text-ink">{row.due}</span>
        {row.extensions?.map((extension) => (
          <ExtensionNote
            key={`${extension.originalDate}-${extension.issuedOn}`}
            extension={extension}
          />
        ))}
        {dated ? (
          // The line is reserved in the prerendered page, so the date filled in after hydration moves nothing.
          <span className="mt-1 flex min-h-11 items-center justify-between gap-2 print:min-h-0">
            {today && next ? (
              <>
                <NextDue date={next} today={today} />
                <AddToCalendarButton row={row} today={today} />
              </>
            ) : null}
          </span>
        ) : null}
      </td>
      <td>
        <PriorityBadge priority={row.priority} />
      </td>
      <td>{lawName(row.law)}</td>
      <td>{row.penalty}</td>
    </tr>
  );
}

const linkClass = "text-brand underline";

/** The entry's legal basis, its official source and the day it was last checked against it. */
function EntrySource({ row }: { row: DueDateRow }) {
  const { dueDatesText, formatDate } = useDueDatesWords();
  // Published entries carry all three; an entry drafted in the admin and previewed here may not yet.
  return row.verifiedOn ? (
    <span className="mt-2 block text-sm">
      {/* The citations as the law writes them, in English on every edition (like the forms' names); a Telugu
          page's words between them are Telugu (app/content/te/due-date-entries.ts, basis). */}
      {/* Each run of words one string: React writes no separator comment between them (decision 033). */}
      {`${dueDatesText.basis}: `}
      <span data-citation>{row.basis}</span>
      {". "}
      <a href={row.sourceUrl} className={linkClass}>
        {dueDatesText.source}
      </a>
      {`, ${dueDatesText.verified} ${formatDate(row.verifiedOn)}`}
    </span>
  ) : null;
}

/** An authority's extension: the new date, the statutory date it replaced and the circular that moved it. */
function ExtensionNote({ extension: e }: { extension: Extension }) {
  const { dueDatesText, formatDate } = useDueDatesWords();
  return (
    <span className="mt-2 block text-sm">
      {dueDatesText.extended(e.period, formatDate(e.extendedDate), formatDate(e.originalDate))}{" "}
      {/* The authority's circular, cited as it names itself. */}
      <a href={e.url} className={linkClass} data-citation>
        {e.reference}
      </a>
    </span>
  );
}
