import { dueDatesCrumbs, dueDatesMeta, dueDatesPath } from "~/content/due-dates";
import { DueDatesPage } from "~/features/due-dates/components/due-dates-page";
import { forPage, loadDueDatesFile } from "~/features/due-dates/load-due-dates.server";
import { englishWords } from "~/features/due-dates/words/en";
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
  return {
    fileJson: JSON.stringify(forPage(file)),
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
