import type { IncorporationSlug } from "~/content/incorporation-slugs";
import { incorporationPaths } from "~/content/incorporations";
import { localizeLinks, pathIn, type Locale } from "~/lib/locale";
import type { Crumb } from "~/lib/structured-data";
import { incorporationWords } from "./words";

/**
 * Home › Services › Business Incorporation, in the page's language; on a Telugu page each crumb leads to the
 * Telugu edition of its page where the site has one.
 */
const trail = (locale: Locale): Crumb[] => {
  const { home, services, businessIncorporation } = incorporationWords(locale).incorporationCrumbs;
  return localizeLinks([home, services, businessIncorporation], locale);
};

/** Home › Services › Business Incorporation › <type> */
export const registrationCrumbs = (
  slug: IncorporationSlug,
  name: string,
  locale: Locale = "en",
): Crumb[] => [
  ...trail(locale),
  { label: name, href: pathIn(incorporationPaths.registration(slug), locale) },
];

/** Home › Services › Business Incorporation › <type> › Checklist */
export const checklistCrumbs = (
  slug: IncorporationSlug,
  shortName: string,
  locale: Locale = "en",
): Crumb[] => [
  ...trail(locale),
  { label: shortName, href: pathIn(incorporationPaths.registration(slug), locale) },
  {
    label: incorporationWords(locale).incorporationCrumbs.checklist,
    href: pathIn(incorporationPaths.checklist(slug), locale),
  },
];

/**
 * Crumbs for the BreadcrumbList JSON-LD: only pages that exist in this build, so search engines are never pointed
 * at a missing page (the visible trail shows those as plain text).
 */
export const jsonLdCrumbs = (crumbs: Crumb[], exists: (href: string) => boolean): Crumb[] =>
  crumbs.filter((c, i) => i === crumbs.length - 1 || exists(c.href));
