import { useMemo } from "react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHero } from "~/components/page-hero";
import { dueDatesMeta, dueDatesPath, dueDatesText as t } from "~/content/due-dates";
import { DueDatesExplorer } from "~/features/due-dates/components/due-dates-explorer";
import { forPage, loadDueDatesFileWithDigest } from "~/features/due-dates/load-due-dates.server";
import type { DueDatesFile } from "~/lib/compliance-schema";
import { getMeta } from "~/lib/meta";
import { breadcrumbJsonLd, type Crumb } from "~/lib/structured-data";
import type { Route } from "./+types/due-dates";

const crumbs: Crumb[] = [
  { label: "Home", href: "/" },
  { label: t.breadcrumb, href: dueDatesPath },
];

// Build time only: a bad data file fails the build here, naming the law, entry and field.
async function loadPage() {
  const { file, digest } = await loadDueDatesFileWithDigest();
  // One JSON string: the hydration data's encoding (turbo-stream) spends about a fifth more on a nested object.
  return { fileJson: JSON.stringify(forPage(file)), fileDigest: digest };
}

const buildMeta = (_: { loaderData: LoadedPage }) =>
  getMeta({ ...dueDatesMeta, path: dueDatesPath, jsonLd: [breadcrumbJsonLd(crumbs)] });

type LoadedPage = Awaited<ReturnType<typeof loadPage>>;

// Built at build time: meta tags and JSON-LD are computed here, so their helpers never ship to the browser.
export async function loader() {
  const data = await loadPage();
  return { ...data, meta: buildMeta({ loaderData: data }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

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
          eyebrow={t.eyebrow}
          title={t.title}
          promise={t.promise}
          primary={t.assistance}
        />
      </div>
      <DueDatesExplorer initial={initial} initialDigest={loaderData.fileDigest} />
    </>
  );
}
