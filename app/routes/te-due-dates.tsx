import { useMemo } from "react";
import { dueDatesCrumbs, dueDatesMeta } from "~/content/te/due-dates";
import { dueDateEntriesTe } from "~/content/te/due-date-entries";
import { extensionReferencesTe, formNamesTe } from "~/content/te/due-date-names";
import { withFormNames } from "~/features/due-dates/entry-words";
import { teluguPageHandle } from "~/content/te/page-handle";
import { DueDatesPage } from "~/features/due-dates/components/due-dates-page";
import { forPage, loadDueDatesFile } from "~/features/due-dates/load-due-dates.server";
import { teluguNames } from "~/features/due-dates/telugu-names.server";
import { withStateNames, type TeluguNames } from "~/features/due-dates/words/te";
import { localizeLinks, pathIn } from "~/lib/locale";
import { costLines } from "~/features/due-dates/cost-lines";
import { lateCostText } from "~/content/te/late-cost-text";
import { lateCostWordsTe } from "~/content/te/late-cost-words";
import { todayInIndia } from "~/lib/today";
import { dueDatesFeedText } from "~/content/te/due-dates-updates";
import { updatesFeedLink } from "~/features/due-dates/updates-link";
import type { PageHandle } from "~/content/frame";
import { getMeta } from "~/lib/meta";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/te-due-dates";

/*
 * /te/due-dates: the compliance calendar in Telugu (docs/decisions/025-telugu-edition.md). The data stays the
 * published English file; the entries' Telugu words travel beside it in the loader's data, and the page shows each
 * entry in Telugu while its English is the one they translate (features/due-dates/entry-words.ts). A route module
 * of its own, so the Telugu words load only here.
 */

const crumbs = localizeLinks(dueDatesCrumbs, "te");

// Build time only: a bad data file fails the build here, naming the law, entry and field.
export async function loader() {
  const file = loadDueDatesFile();
  // The build's day orders the prerendered page (soonest due first); the browser's day takes over once it hydrates.
  const builtOn = todayInIndia();
  return {
    fileJson: JSON.stringify(forPage(file)),
    builtOn,
    costLines: costLines(file.dueDates, { costText: lateCostText }, builtOn, lateCostWordsTe),
    namesJson: JSON.stringify(teluguNames(file.laws ?? Object.keys(file.dueDates))),
    // Without the planner's notAsked words: the page shows none, as its data holds no appliesWhen (forPage).
    // With the Telugu names of the entries that are descriptions ("Advance tax") and of the extensions' references,
    // in the data, not in the code.
    entryWordsJson: JSON.stringify(
      withFormNames(dueDateEntriesTe, file.dueDates, formNamesTe, extensionReferencesTe),
      (key, value: unknown) => (key === "notAsked" ? undefined : value),
    ),
    meta: [
      ...getMeta({
        ...dueDatesMeta,
        path: pathIn(dueDatesCrumbs[1]!.href, "te"),
        jsonLd: [breadcrumbJsonLd(crumbs)],
      }),
      updatesFeedLink(dueDatesFeedText.feedTitle),
    ],
  };
}

export const meta = metaFromLoader;

export const handle: PageHandle = { ...teluguPageHandle, portalStrip: false };

export default function DueDatesTe({ loaderData }: Route.ComponentProps) {
  const words = useMemo(
    () => withStateNames(JSON.parse(loaderData.namesJson) as TeluguNames),
    [loaderData.namesJson],
  );
  return <DueDatesPage words={words} crumbs={crumbs} data={loaderData} />;
}
