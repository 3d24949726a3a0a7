import type { IncorporationSlug } from "~/content/incorporation-slugs";
import { incorporationCrumbs, incorporationPaths } from "~/content/incorporations";
import type { Crumb } from "~/lib/structured-data";

const trail = (): Crumb[] => [
  incorporationCrumbs.home,
  incorporationCrumbs.services,
  incorporationCrumbs.businessIncorporation,
];

/** Home › Services › Business Incorporation › <type> */
export const registrationCrumbs = (slug: IncorporationSlug, name: string): Crumb[] => [
  ...trail(),
  { label: name, href: incorporationPaths.registration(slug) },
];

/** Home › Services › Business Incorporation › <type> › Checklist */
export const checklistCrumbs = (slug: IncorporationSlug, shortName: string): Crumb[] => [
  ...trail(),
  { label: shortName, href: incorporationPaths.registration(slug) },
  { label: incorporationCrumbs.checklist, href: incorporationPaths.checklist(slug) },
];

/**
 * Crumbs for the BreadcrumbList JSON-LD: only pages that exist in this build, so search engines are never pointed
 * at a missing page (the visible trail shows those as plain text).
 */
export const jsonLdCrumbs = (crumbs: Crumb[], exists: (href: string) => boolean): Crumb[] =>
  crumbs.filter((c, i) => i === crumbs.length - 1 || exists(c.href));
