import { cityBySlug } from "~/content/cities";
import { cityTemplate, registrars } from "~/content/city-template";
import { getMeta } from "~/lib/meta";
import { notFound } from "~/lib/not-found";
import { breadcrumbJsonLd, localBusinessJsonLd, type Crumb } from "~/lib/structured-data";

/**
 * What a city's page (:city) is handed by its build-time loader: the city's record (app/content/cities.ts), the
 * Registrar of its state, its breadcrumbs and its head tags (JSON-LD included). An unknown city is a 404.
 */
export function cityPage(slug: string) {
  const city = cityBySlug(slug) ?? notFound();
  const path = `/${city.slug}`;
  const crumbs: Crumb[] = [
    { label: "Home", href: "/" },
    { label: city.name, href: path },
  ];
  return {
    city,
    registrar: registrars[city.state],
    crumbs,
    meta: getMeta({
      title: cityTemplate.metaTitle(city.name, city.state),
      description: city.promise,
      path,
      jsonLd: [
        localBusinessJsonLd({ name: city.name, district: city.district, state: city.state, path }),
        breadcrumbJsonLd(crumbs),
      ],
    }),
  };
}
