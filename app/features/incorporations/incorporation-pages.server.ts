import { incorporationSlugs, type IncorporationSlug } from "~/content/incorporation-slugs";
import { incorporationPaths } from "~/content/incorporations";
import { LOCALES, localeOf, pathIn, type Locale } from "~/lib/locale";
import { getMeta } from "~/lib/meta";
import { notFound } from "~/lib/not-found";
import { hasPage } from "~/lib/site-pages";
import { breadcrumbJsonLd, serviceJsonLd } from "~/lib/structured-data";
import { checklistCrumbs, jsonLdCrumbs, registrationCrumbs } from "./crumbs";
import { incorporationWords } from "./words";

/*
 * What the registration pages (services/incorporations/:type), their checklists (…/:type/checklist) and the
 * checklist PDFs (downloads/:pdf) are handed by their build-time loaders: the record of the type the route's
 * parameter names, in the language of the page's address (/te/… is Telugu), plain data with its meta tags built,
 * so only that type's words reach the page.
 */

/** The language of the page a loader renders, from its request's address. */
export const requestLocale = (request: Request): Locale => localeOf(new URL(request.url).pathname);

/** The incorporation type a route's `:type` parameter names; any other value is a 404. */
export const incorporationSlug = (type: string | undefined): IncorporationSlug =>
  incorporationSlugs.find((slug) => slug === type) ?? notFound();

/**
 * The incorporation type and language of the checklist PDF with this file name (the `:pdf` of downloads/:pdf), as the
 * records of each language name it; else a 404.
 */
export function checklistPdf(file: string | undefined): {
  slug: IncorporationSlug;
  locale: Locale;
} {
  for (const locale of LOCALES)
    for (const slug of incorporationSlugs)
      if (incorporationWords(locale).checklists[slug].pdfFileName === file) return { slug, locale };
  return notFound();
}

export function registrationPage(type: string | undefined, locale: Locale = "en") {
  const slug = incorporationSlug(type);
  const words = incorporationWords(locale);
  const checklist = words.checklists[slug];
  const inc = words.incorporations[slug];
  const path = pathIn(incorporationPaths.registration(inc.slug), locale);
  return {
    meta: getMeta({
      ...inc.meta,
      path,
      jsonLd: [
        breadcrumbJsonLd(jsonLdCrumbs(registrationCrumbs(inc.slug, inc.name, locale), hasPage)),
        {
          ...serviceJsonLd({
            name: inc.hero.title,
            description: inc.meta.description,
            path,
            serviceType: words.registrationPageText.serviceType,
          }),
          areaServed: { "@type": "Country", name: words.registrationPageText.areaServed },
        },
      ],
    }),
    incorporation: inc,
    checklist: {
      title: checklist.title,
      minimum: checklist.minimum,
      categories: checklist.categories.map((c) => c.title),
    },
    others: incorporationSlugs
      .filter((other) => other !== slug)
      .map((other) => ({
        slug: other,
        name: words.incorporations[other].name,
        summary: words.incorporations[other].hero.promise,
      })),
  };
}

export function checklistPage(type: string | undefined, locale: Locale = "en") {
  const slug = incorporationSlug(type);
  const words = incorporationWords(locale);
  const checklist = words.checklists[slug];
  const shortName = words.incorporations[slug].shortName;
  return {
    meta: getMeta({
      ...checklist.meta,
      path: pathIn(incorporationPaths.checklist(checklist.slug), locale),
      jsonLd: [
        breadcrumbJsonLd(jsonLdCrumbs(checklistCrumbs(checklist.slug, shortName, locale), hasPage)),
      ],
    }),
    checklist,
    rules: words.checklistRules,
    shortName,
  };
}
