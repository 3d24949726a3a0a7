import { legalDocByPath, type LegalDoc } from "~/content/legal";
import { formatLongDate } from "~/lib/dates";
import { getMeta } from "~/lib/meta";
import { notFound } from "~/lib/not-found";
import { breadcrumbJsonLd, type Crumb } from "~/lib/structured-data";

/**
 * What a legal page (/terms, /privacy, /disclaimer) is handed by its build-time loader: its words from
 * app/content/legal.ts, the date formatted, its breadcrumbs and its head tags. Each of the three has a route module
 * of its own that names its page, so nothing is read from the address.
 */
export function legalPage(path: LegalDoc["path"]) {
  const doc = legalDocByPath(path) ?? notFound();
  const crumbs: Crumb[] = [
    { label: "Home", href: "/" },
    { label: doc.label, href: doc.path },
  ];
  return {
    doc,
    crumbs,
    lastUpdatedLabel: formatLongDate(doc.lastUpdated),
    meta: getMeta({
      title: doc.label,
      description: doc.description,
      path: doc.path,
      jsonLd: [breadcrumbJsonLd(crumbs)],
    }),
  };
}

export type LegalPageData = Omit<ReturnType<typeof legalPage>, "meta">;
