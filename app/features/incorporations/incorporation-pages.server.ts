import { checklistRules, incorporationChecklists } from "~/content/incorporation-checklists";
import { incorporationSlugs, type IncorporationSlug } from "~/content/incorporation-slugs";
import { incorporationPaths, incorporations } from "~/content/incorporations";
import { getMeta } from "~/lib/meta";
import { notFound } from "~/lib/not-found";
import { hasPage } from "~/lib/site-pages";
import { breadcrumbJsonLd, serviceJsonLd } from "~/lib/structured-data";
import { checklistCrumbs, jsonLdCrumbs, registrationCrumbs } from "./crumbs";

/*
 * What the registration pages (services/incorporations/:type), their checklists (…/:type/checklist) and the
 * checklist PDFs (downloads/:pdf) are handed by their build-time loaders: the record of the type the route's
 * parameter names, plain data with its meta tags built, so only that type's words reach the page.
 */

/** The incorporation type a route's `:type` parameter names; any other value is a 404. */
export const incorporationSlug = (type: string | undefined): IncorporationSlug =>
  incorporationSlugs.find((slug) => slug === type) ?? notFound();

/** The incorporation type whose checklist PDF has this file name (the `:pdf` of downloads/:pdf); else a 404. */
export const checklistPdfSlug = (file: string | undefined): IncorporationSlug =>
  incorporationSlugs.find((slug) => incorporationChecklists[slug].pdfFileName === file) ??
  notFound();

export function registrationPage(type: string | undefined) {
  const slug = incorporationSlug(type);
  const checklist = incorporationChecklists[slug];
  const inc = incorporations[slug];
  const path = incorporationPaths.registration(inc.slug);
  return {
    meta: getMeta({
      ...inc.meta,
      path,
      jsonLd: [
        breadcrumbJsonLd(jsonLdCrumbs(registrationCrumbs(inc.slug, inc.name), hasPage)),
        serviceJsonLd({
          name: inc.hero.title,
          description: inc.meta.description,
          path,
          serviceType: "Company incorporation",
        }),
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
        name: incorporations[other].name,
        summary: incorporations[other].hero.promise,
      })),
  };
}

export function checklistPage(type: string | undefined) {
  const slug = incorporationSlug(type);
  const checklist = incorporationChecklists[slug];
  const shortName = incorporations[slug].shortName;
  return {
    meta: getMeta({
      ...checklist.meta,
      path: incorporationPaths.checklist(checklist.slug),
      jsonLd: [breadcrumbJsonLd(jsonLdCrumbs(checklistCrumbs(checklist.slug, shortName), hasPage))],
    }),
    checklist,
    rules: checklistRules,
    shortName,
  };
}
