import { lazy, Suspense, useMemo, useState } from "react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHero } from "~/components/page-hero";
import { dueDatesPagePath, plannerMeta, plannerPath, plannerText as t } from "~/content/planner";
import { loadDueDatesFile } from "~/features/due-dates/load-due-dates.server";
import { todayInIndia } from "~/lib/today";
import { pageHasHydrated } from "~/lib/use-hydrated";
import type { DueDatesFile } from "~/lib/compliance-schema";
import { getMeta } from "~/lib/meta";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { breadcrumbJsonLd, type Crumb } from "~/lib/structured-data";
import type { Route } from "./+types/due-dates-plan";

/*
 * The compliance planner (docs/decisions/024-compliance-planner-page.md). Its code (the plan's rules, the form, the rows)
 * is a chunk of its own, imported as the page hydrates: React keeps the prerendered example plan on screen and
 * hydrates it when the chunk arrives, so nothing moves or blinks.
 */
const PlannerView = lazy(() =>
  import("~/features/planner/components/planner-view").then((m) => ({ default: m.PlannerView })),
);

const crumbs: Crumb[] = [
  { label: "Home", href: "/" },
  { label: t.dueDatesCrumb, href: dueDatesPagePath },
  { label: t.breadcrumb, href: plannerPath },
];

// Build time only: the whole data file, planner facts included (the plan is worked out in the browser from it).
export function loader() {
  return {
    // One JSON string: the hydration data's encoding (turbo-stream) spends about a fifth more on a nested object.
    fileJson: JSON.stringify(loadDueDatesFile()),
    // The prerendered example plan starts on the day of the build.
    builtOn: todayInIndia(),
    meta: getMeta({ ...plannerMeta, path: plannerPath, jsonLd: [breadcrumbJsonLd(crumbs)] }),
  };
}

export const meta = metaFromLoader;

// The profile lives in the query: changing it needs no page data, which is the same for every address.
export const shouldRevalidate = () => false;

export default function DueDatesPlan({ loaderData }: Route.ComponentProps) {
  const file = useMemo(
    () => JSON.parse(loaderData.fileJson) as DueDatesFile,
    [loaderData.fileJson],
  );
  // This route hydrates with the page; the planner's view may hydrate later, so it is told (pageHasHydrated).
  const [hydrating] = useState(() => !pageHasHydrated());
  return (
    <div data-print-document data-plan-page>
      <PageHero
        above={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={t.eyebrow}
        title={t.title}
        promise={t.promise}
      />
      <Suspense>
        <PlannerView file={file} builtOn={loaderData.builtOn} hydrating={hydrating} />
      </Suspense>
    </div>
  );
}
