import * as en from "~/content/cities";
import * as enTemplate from "~/content/city-template";
import { stateNamesTe } from "~/content/te/areas";
import * as te from "~/content/te/cities";
import * as teTemplate from "~/content/te/city-template";
import { pathIn, type Locale } from "~/lib/locale";
import { getMeta } from "~/lib/meta";
import { notFound } from "~/lib/not-found";
import { breadcrumbJsonLd, localBusinessJsonLd, type Crumb } from "~/lib/structured-data";

/**
 * Each language's city records (app/content/cities.ts, app/content/te/cities.ts), the words the pages share
 * (city-template.ts) and the state's name as the page shows it: the records carry the English state, which also
 * picks the Registrar; the Telugu page names it in Telugu (app/content/te/areas.ts).
 */
const editions = {
  en: {
    cityBySlug: en.cityBySlug,
    template: enTemplate.cityTemplate,
    registrars: enTemplate.registrars,
    stateName: (state: en.CityPage["state"]): string => state,
  },
  te: {
    cityBySlug: te.cityBySlug,
    template: teTemplate.cityTemplate,
    registrars: teTemplate.registrars,
    stateName: (state: en.CityPage["state"]): string => stateNamesTe[state],
  },
} satisfies Record<Locale, unknown>;

/**
 * What a city's page (:city, te/:city) is handed by its build-time loader, in the page's language: the city's record,
 * the Registrar of its state, the template's words for this city (the hero's, the sections' titles), its breadcrumbs
 * and its head tags (JSON-LD included). Plain data: the page renders it without knowing the language. An unknown city
 * is a 404.
 */
export function cityPage(slug: string, locale: Locale = "en") {
  const { cityBySlug, template, registrars, stateName } = editions[locale];
  const city = cityBySlug(slug) ?? notFound();
  const state = stateName(city.state);
  const path = pathIn(`/${city.slug}`, locale);
  const crumbs: Crumb[] = [
    { label: template.homeCrumb, href: pathIn("/", locale) },
    { label: city.name, href: path },
  ];
  // The template's functions stay here; the page gets their words for this city.
  const { metaTitle, districtArea, eyebrow, title, localTitle, ...shared } = template;
  return {
    city,
    registrar: registrars[city.state],
    words: {
      ...shared,
      eyebrow: eyebrow(city.district, state),
      title: title(city.name),
      localTitle: localTitle(city.name),
    },
    crumbs,
    meta: getMeta({
      title: metaTitle(city.name, state),
      description: city.promise,
      path,
      jsonLd: [
        localBusinessJsonLd({
          name: city.name,
          district: city.district,
          districtArea: districtArea(city.district),
          state,
          path,
          description: template.firmDescription,
        }),
        breadcrumbJsonLd(crumbs),
      ],
    }),
  };
}
