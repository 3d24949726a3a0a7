import { lazy, useEffect, useMemo, useState } from "react";
import { LazyPart } from "~/components/lazy-part";
import { useFrameWords } from "~/content/frame";
import { errorText } from "~/content/errors";
import type { DueDatesFile, EntityLawMap } from "~/lib/compliance-schema";
import { isStateLaw, STATE_LAW_PREFIX } from "~/lib/state-laws";
import {
  DEFAULT_VIEW,
  filterRows,
  lawOptions,
  monthOptions,
  nextSort,
  sortRows,
  type SortKey,
  type Synonym,
} from "../filter-due-dates";
import { useDueDatesWords } from "../due-dates-words";
import type { CostLines } from "../cost-lines";
import { nextDueDates } from "../month-groups";
import { useClientState } from "../use-client-state";
import { useDueDatesData } from "../use-due-dates-data";
import { CalendarDownload } from "./calendar-download";
import { DueDatesNotes } from "./due-dates-notes";
import { DueDatesTable } from "./due-dates-table";
import { DueDatesToolbar } from "./due-dates-toolbar";
import { PrintSummary } from "./print-summary";
import { UpcomingDeadlines } from "./upcoming-deadlines";

// The preview notice appears only after the page has loaded (admin edits in this browser): its code is fetched
// when it is shown; if it cannot be, the page's load notice says so (LazyPart).
const PreviewNotice = lazy(() =>
  import("./due-dates-notices").then((m) => ({ default: m.PreviewNotice })),
);
// Nothing matches only after a visitor has filtered (or arrived with a filter in the address).
const NoMatches = lazy(() => import("./due-dates-notices").then((m) => ({ default: m.NoMatches })));

export function DueDatesExplorer({
  file,
  entryWords,
  builtOn,
  costLines,
}: {
  /** The data file the site was built with (decision 032). */
  file: DueDatesFile;
  /** The entries' words in the page's language, where it is not English (entry-words.ts), as JSON. */
  entryWords?: string;
  /** The build's day in India: the prerendered order, kept while the page hydrates (no mismatch). */
  builtOn: string;
  /** Each entry's cost of a month's delay in one line, by id. */
  costLines: CostLines;
}) {
  const { dueDatesText, formatLongDate, inLanguage, stateName, loadSearchSynonyms } =
    useDueDatesWords();
  const { rows, edited, showPreview, setShowPreview } = useDueDatesData(
    file,
    inLanguage && entryWords ? (data) => inLanguage(data, entryWords) : undefined,
  );
  const entityLawMap: EntityLawMap = useMemo(() => file.entityLawMap ?? {}, [file]);
  const { today, hydrated, clockWrong, view, setView, adoptTyped } = useClientState();
  const errorWords = useFrameWords("errorText", errorText);
  // The common names people type ("TDS return"), loaded with the first search; until then the search forgives case,
  // spaces and hyphens and finds former form numbers by itself.
  const [searchSynonyms, setSearchSynonyms] = useState<readonly Synonym[]>([]);
  const searching = view.q.trim() !== "";
  useEffect(() => {
    if (!searching || searchSynonyms.length) return;
    let live = true;
    loadSearchSynonyms().then(
      (list) => live && setSearchSynonyms(list),
      // Not loaded (the connection dropped): the search goes on without the common names, as before the first load.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [searching, searchSynonyms.length, loadSearchSynonyms]);

  // Soonest due first from the first paint: on the build's day until the browser's day is known (hydrated, and a
  // device clock that can be right), then on that day. The days left show only then (today).
  const day = today ?? builtOn;
  const nextDueById = useMemo(() => nextDueDates(rows, day), [rows, day]);

  const shown = useMemo(
    () =>
      sortRows(
        filterRows(rows, view, entityLawMap, searchSynonyms),
        view.sort,
        view.dir,
        nextDueById,
      ),
    [rows, view, entityLawMap, nextDueById, searchSynonyms],
  );
  const soonest = useMemo(
    () =>
      (today ? rows : [])
        .flatMap((row) => {
          // The next deadlines of every business: a State's own deadlines are its businesses' only.
          const date = !isStateLaw(row.law) && nextDueById.get(row.id);
          return date ? [{ id: row.id, form: row.form, law: row.law, date }] : [];
        })
        .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
        .slice(0, 3),
    [rows, nextDueById, today],
  );
  const filtered = Boolean(view.q.trim() || view.month || view.law || view.priority || view.entity);
  const onSort = (key: SortKey) => setView({ ...view, ...nextSort(view, key) });
  const onClear = () => setView({ ...DEFAULT_VIEW, sort: view.sort, dir: view.dir });
  const options = { law: lawOptions(rows), entity: Object.keys(entityLawMap) };
  const statesInData = [
    ...new Set(options.law.filter(isStateLaw).map((law) => law.slice(STATE_LAW_PREFIX.length))),
  ].map(stateName);

  const status = (
    <p role="status" className="font-medium text-ink">
      {dueDatesText.showing(shown.length, rows.length)}
    </p>
  );

  return (
    <div className="container-page space-y-10 py-12 print:space-y-4 print:py-0">
      <noscript>
        <p className="rounded-card border border-line bg-surface p-4 text-ink">
          {dueDatesText.noScript}
        </p>
      </noscript>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between print:hidden">
        <dl className="flex flex-wrap gap-x-8 gap-y-2 text-ink">
          <div className="flex gap-2">
            <dt className="text-ink-muted">{dueDatesText.financialYear}</dt>
            <dd className="font-semibold">{file.financialYear}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-ink-muted">{dueDatesText.lastUpdated}</dt>
            <dd className="font-semibold">
              <time dateTime={file.lastUpdated}>{formatLongDate(file.lastUpdated)}</time>
            </dd>
          </div>
        </dl>
        <CalendarDownload shown={shown} filtered={filtered} today={today} />
      </div>

      <LazyPart>
        {edited > 0 ? (
          <PreviewNotice
            edited={edited}
            showPreview={showPreview}
            onToggle={() => setShowPreview(!showPreview)}
          />
        ) : null}
      </LazyPart>

      {clockWrong ? (
        <p
          role="status"
          className="rounded-card border-l-4 border-medium bg-accent-soft p-4 text-ink"
        >
          {errorWords.clockWrong}
        </p>
      ) : null}
      <UpcomingDeadlines items={soonest} today={today} />

      <div className="space-y-4">
        <DueDatesToolbar
          view={view}
          onChange={setView}
          onTyped={adoptTyped}
          onClear={onClear}
          months={monthOptions(rows)}
          laws={options.law}
          entityTypes={options.entity}
          status={status}
        />
        {statesInData.length ? (
          <p className="text-sm text-ink-muted print:hidden">
            {dueDatesText.stateLawsNote(statesInData.join(", "))}
          </p>
        ) : null}
        <PrintSummary
          view={view}
          financialYear={file.financialYear}
          lastUpdated={file.lastUpdated}
        />
        {shown.length > 0 ? (
          <DueDatesTable
            rows={shown}
            view={view}
            onSort={onSort}
            nextDueById={nextDueById}
            costLines={costLines}
            today={today}
            interactive={hydrated}
          />
        ) : (
          <LazyPart>
            <NoMatches view={view} options={options} onClear={onClear} />
          </LazyPart>
        )}
      </div>

      <DueDatesNotes />
    </div>
  );
}
