import { useMemo } from "react";
import type { CostLines } from "../cost-lines";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHero } from "~/components/page-hero";
import type { DueDatesFile } from "~/lib/compliance-schema";
import type { Crumb } from "~/lib/structured-data";
import { DueDatesWordsContext, type DueDatesWords } from "../due-dates-words";
import { DueDatesExplorer } from "./due-dates-explorer";
import { LatestChanges } from "./latest-changes";

/** What the page's loader gives it: the data file, and the entries' words in another language. */
export interface DueDatesPageData {
  /** The data file as one JSON string: the hydration data's encoding spends about a fifth more on an object. */
  fileJson: string;
  /** The entries' words in the page's language, where it is not English (entry-words.ts), as one JSON string. */
  entryWordsJson?: string;
  /** The day the page was built, in India: it orders the prerendered page, and the page until it has hydrated. */
  builtOn: string;
  /** Each entry's cost of a month's delay in one line, in the page's language, by id (cost-lines.ts). */
  costLines: CostLines;
}

/** The due-dates page in the language of its words: both editions render this one tree. */
export function DueDatesPage({
  words,
  crumbs,
  data,
}: {
  words: DueDatesWords;
  crumbs: Crumb[];
  data: DueDatesPageData;
}) {
  const { dueDatesText } = words;
  const initial = useMemo(() => JSON.parse(data.fileJson) as DueDatesFile, [data.fileJson]);
  return (
    <DueDatesWordsContext value={words}>
      <div className="print:hidden">
        <PageHero
          above={<Breadcrumbs crumbs={crumbs} />}
          eyebrow={dueDatesText.eyebrow}
          title={dueDatesText.title}
          promise={dueDatesText.promise}
          primary={dueDatesText.assistance}
          secondary={dueDatesText.planner}
        >
          <p data-calendar-scope className="mt-6 max-w-2xl text-sm text-slate-200">
            {words.scope}
          </p>
        </PageHero>
      </div>
      <LatestChanges updates={initial.updates} />
      <DueDatesExplorer
        file={initial}
        entryWords={data.entryWordsJson}
        builtOn={data.builtOn}
        costLines={data.costLines}
      />
    </DueDatesWordsContext>
  );
}
