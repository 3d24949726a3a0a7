import { plannerCrumbs, plannerMeta, plannerPath, plannerQuestionText } from "~/content/planner";
import { uncoveredByState } from "~/features/planner/state-coverage.server";
import { loadDueDatesFile } from "~/features/due-dates/load-due-dates.server";
import { PlannerPage } from "~/features/planner/components/planner-page";
import { englishPlannerWords } from "~/features/planner/words/en";
import type { PageHandle } from "~/content/frame";
import { getMeta } from "~/lib/meta";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { todayInIndia } from "~/lib/today";
import type { Route } from "./+types/due-dates-plan";

// Build time only: the whole data file, planner facts included (the plan is worked out in the browser from it).
export function loader() {
  return {
    fileJson: JSON.stringify(loadDueDatesFile()),
    builtOn: todayInIndia(),
    uncoveredJson: JSON.stringify(uncoveredByState()),
    questionsJson: JSON.stringify(plannerQuestionText),
    meta: getMeta({ ...plannerMeta, path: plannerPath, jsonLd: [breadcrumbJsonLd(plannerCrumbs)] }),
  };
}

export const meta = metaFromLoader;

export const handle: PageHandle = { portalStrip: false };

// The profile lives in the query: changing it needs no page data, which is the same for every address.
export const shouldRevalidate = () => false;

export default function DueDatesPlan({ loaderData }: Route.ComponentProps) {
  return <PlannerPage words={englishPlannerWords} crumbs={plannerCrumbs} data={loaderData} />;
}
