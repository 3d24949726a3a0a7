import { uncoveredByState } from "~/features/planner/state-coverage.server";
import { coverageReasonWordsTe } from "~/content/te/state-coverage-reasons";
import { dueDateEntriesTe } from "~/content/te/due-date-entries";
import { extensionReferencesTe, formNamesTe } from "~/content/te/due-date-names";
import { withFormNames } from "~/features/due-dates/entry-words";
import { lateCostWordsTe } from "~/content/te/late-cost-words";
import { teluguPageHandle } from "~/content/te/page-handle";
import { plannerCrumbs, plannerMeta, plannerQuestionText } from "~/content/te/planner";
import { loadDueDatesFile } from "~/features/due-dates/load-due-dates.server";
import { PlannerPage } from "~/features/planner/components/planner-page";
import { inTelugu } from "~/features/planner/in-telugu";
import { teluguPlannerWords } from "~/features/planner/words/te";
import { localizeLinks } from "~/lib/locale";
import type { PageHandle } from "~/content/frame";
import { getMeta } from "~/lib/meta";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { todayInIndia } from "~/lib/today";
import type { Route } from "./+types/te-due-dates-plan";

/*
 * /te/due-dates/plan: the compliance planner in Telugu (docs/decisions/025-telugu-edition.md). The data stays the
 * published English file; the loader puts the entries' Telugu words (descriptions, dates, penalties, late-filing
 * costs, the planner's notes) in place of each entry's English while it is the English they translate, and sends
 * that one file. The profile in the address keeps the English page's keys, so a shared plan opens in either language.
 * A route module of its own, so the Telugu words load only here.
 */

const crumbs = localizeLinks(plannerCrumbs, "te");

// Build time only: the whole data file in the entries' Telugu words.
export function loader() {
  const file = loadDueDatesFile();
  return {
    fileJson: JSON.stringify(
      inTelugu(file, {
        // With the Telugu names of the entries that are descriptions ("Advance tax") and of the extensions' references.
        entries: withFormNames(dueDateEntriesTe, file.dueDates, formNamesTe, extensionReferencesTe),
        lateCosts: lateCostWordsTe,
      }),
    ),
    builtOn: todayInIndia(),
    uncoveredJson: JSON.stringify(uncoveredByState(coverageReasonWordsTe)),
    questionsJson: JSON.stringify(plannerQuestionText),
    meta: getMeta({
      ...plannerMeta,
      path: crumbs.at(-1)!.href,
      jsonLd: [breadcrumbJsonLd(crumbs)],
    }),
  };
}

export const meta = metaFromLoader;

export const handle: PageHandle = { ...teluguPageHandle, portalStrip: false };

// The profile lives in the query: changing it needs no page data, which is the same for every address.
export const shouldRevalidate = () => false;

export default function DueDatesPlanTe({ loaderData }: Route.ComponentProps) {
  return <PlannerPage words={teluguPlannerWords} crumbs={crumbs} data={loaderData} />;
}
