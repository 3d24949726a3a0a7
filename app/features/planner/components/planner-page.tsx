import { lazy, useMemo, useState } from "react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { LazyPart } from "~/components/lazy-part";
import { PageHero } from "~/components/page-hero";
import type { DueDatesFile } from "~/lib/compliance-schema";
import type { Crumb } from "~/lib/structured-data";
import { pageHasHydrated } from "~/lib/use-hydrated";
import { PlannerWordsContext, type PlannerWords } from "../planner-words";
import type { Uncovered } from "../state-notice";

/*
 * The compliance planner (docs/decisions/024-compliance-planner-page.md). Its code (the plan's rules, the form, the rows)
 * is a chunk of its own, imported as the page hydrates: React keeps the prerendered example plan on screen and
 * hydrates it when the chunk arrives, so nothing moves or blinks. If the chunk cannot be had, the prerendered plan stays,
 * under a notice (LazyPart).
 */
const PlannerView = lazy(() => import("./planner-view").then((m) => ({ default: m.PlannerView })));

/** What the page's loader gives it: the data file, in the page's language (in-telugu.ts), and the build's date. */
export interface PlannerPageData {
  /** One JSON string: the hydration data's encoding (turbo-stream) spends about a fifth more on a nested object. */
  fileJson: string;
  /** The prerendered example plan starts on the day of the build. */
  builtOn: string;
  /** Each State's own duties the data does not cover (uncoveredByState), as JSON. */
  uncoveredJson: string;
  /** The words of the questions that decide a duty, in the page's language (plannerQuestionText), as JSON. */
  questionsJson: string;
}

/** The planner in the language of its words: both editions render this one tree. */
export function PlannerPage({
  words,
  crumbs,
  data,
}: {
  words: PlannerWords;
  /** Home, the due dates, the planner: the last is the page's own address. */
  crumbs: Crumb[];
  data: PlannerPageData;
}) {
  const { fileJson } = data;
  const pageWords = useMemo(
    () => ({ ...words, questions: JSON.parse(data.questionsJson) as PlannerWords["questions"] }),
    [words, data.questionsJson],
  );
  const { plannerText } = pageWords;
  const file = useMemo(() => JSON.parse(fileJson) as DueDatesFile, [fileJson]);
  const uncovered = useMemo(
    () => JSON.parse(data.uncoveredJson) as Uncovered,
    [data.uncoveredJson],
  );
  // This route hydrates with the page; the planner's view may hydrate later, so it is told (pageHasHydrated).
  const [hydrating] = useState(() => !pageHasHydrated());
  return (
    <PlannerWordsContext value={pageWords}>
      <div data-print-document data-plan-page>
        <PageHero
          above={<Breadcrumbs crumbs={crumbs} />}
          eyebrow={plannerText.eyebrow}
          title={plannerText.title}
          promise={plannerText.promise}
        >
          <p data-calendar-scope className="mt-4 max-w-2xl text-sm text-slate-200">
            {plannerText.scope}
          </p>
        </PageHero>
        <LazyPart prerendered="planner-view">
          <PlannerView
            file={file}
            builtOn={data.builtOn}
            uncovered={uncovered}
            hydrating={hydrating}
            path={crumbs.at(-1)!.href}
          />
        </LazyPart>
      </div>
    </PlannerWordsContext>
  );
}
