import { useMemo } from "react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHero } from "~/components/page-hero";
import { dueDatesMeta, dueDatesPath, dueDatesText } from "~/content/due-dates";
import { DueDatesExplorer } from "~/features/due-dates/components/due-dates-explorer";
import { forPage, loadDueDatesFileWithDigest } from "~/features/due-dates/load-due-dates.server";
import type { DueDatesFile } from "~/lib/compliance-schema";
import { getMeta } from "~/lib/meta";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { breadcrumbJsonLd, type Crumb } from "~/lib/structured-data";
import type { Route } from "./+types/due-dates";

const crumbs: Crumb[] = [
  { label: "Home", href: "/" },
  { label: dueDatesText.breadcrumb, href: dueDatesPath },
];

// Build time only: a bad data file fails the build here, naming the law, entry and field.
export async function loader() {
  const { file, digest } = await loadDueDatesFileWithDigest();
  return {
    // One JSON string: the hydration data's encoding (turbo-stream) spends about a fifth more on a nested object.
    fileJson: JSON.stringify(forPage(file)),
    fileDigest: digest,
    meta: getMeta({ ...dueDatesMeta, path: dueDatesPath, jsonLd: [breadcrumbJsonLd(crumbs)] }),
  };
}

export const meta = metaFromLoader;

export default function DueDates({ loaderData }: Route.ComponentProps) {
  const initial = useMemo(
    () => JSON.parse(loaderData.fileJson) as DueDatesFile,
    [loaderData.fileJson],
  );
  return (
    <>
      <div className="print:hidden">
        <PageHero
          above={<Breadcrumbs crumbs={crumbs} />}
          eyebrow={dueDatesText.eyebrow}
          title={dueDatesText.title}
          promise={dueDatesText.promise}
          primary={dueDatesText.assistance}
          secondary={dueDatesText.planner}
        />
      </div>
      <DueDatesExplorer initial={initial} initialDigest={loaderData.fileDigest} />
    </>
  );
}
