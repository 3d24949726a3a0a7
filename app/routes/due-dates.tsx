import { dueDatesCrumbs, dueDatesMeta, dueDatesPath } from "~/content/due-dates";
import { DueDatesPage } from "~/features/due-dates/components/due-dates-page";
import { forPage, loadDueDatesFile } from "~/features/due-dates/load-due-dates.server";
import { englishWords } from "~/features/due-dates/words/en";
import { costLines } from "~/features/due-dates/cost-lines";
import { lateCostText } from "~/content/late-cost-text";
import { todayInIndia } from "~/lib/today";
import { dueDatesFeedText } from "~/content/due-dates-updates";
import { updatesFeedLink } from "~/features/due-dates/updates-link";
import type { PageHandle } from "~/content/frame";
import { getMeta } from "~/lib/meta";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/due-dates";

// Build time only: a bad data file fails the build here, naming the law, entry and field.
export async function loader() {
  const file = loadDueDatesFile();
  // The build's day orders the prerendered page (soonest due first); the browser's day takes over once it hydrates.
  const builtOn = todayInIndia();
  return {
    fileJson: JSON.stringify(forPage(file)),
    builtOn,
    costLines: costLines(file.dueDates, { costText: lateCostText }, builtOn),
    meta: [
      ...getMeta({
        ...dueDatesMeta,
        path: dueDatesPath,
        jsonLd: [breadcrumbJsonLd(dueDatesCrumbs)],
      }),
      updatesFeedLink(dueDatesFeedText.feedTitle),
    ],
  };
}

export const meta = metaFromLoader;

export const handle: PageHandle = { portalStrip: false };

export default function DueDates({ loaderData }: Route.ComponentProps) {
  return <DueDatesPage words={englishWords} crumbs={dueDatesCrumbs} data={loaderData} />;
}
