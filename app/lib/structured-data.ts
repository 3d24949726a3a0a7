import { absoluteUrl, fullAddress, site } from "../config/site";
import { shareImageFor } from "./share-image";

/** schema.org JSON-LD builders. Pass the results to getMeta({ jsonLd: [...] }). */
export type JsonLd = Record<string, unknown> & { "@type": string };

export interface Crumb {
  label: string;
  href: string;
}

const postalAddress = {
  "@type": "PostalAddress",
  streetAddress: site.address.street,
  addressLocality: site.address.locality,
  addressRegion: site.address.region,
  postalCode: site.address.postalCode,
  addressCountry: site.address.country,
};

/** The firm itself, as a ProfessionalService (Home, Contact, city pages). */
export function firmJsonLd(extra: Record<string, unknown> = {}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${site.siteUrl}/#firm`,
    name: site.name,
    url: site.siteUrl,
    logo: absoluteUrl("/favicon.svg"),
    image: absoluteUrl("/og/default.png"),
    description: site.tagline,
    telephone: site.phone.e164,
    email: site.email,
    foundingDate: String(site.foundedYear),
    address: postalAddress,
    geo: { "@type": "GeoCoordinates", latitude: site.map.latitude, longitude: site.map.longitude },
    areaServed: ["Andhra Pradesh", "Telangana", "India"],
    openingHours: "Mo-Sa 10:00-18:30",
    sameAs: site.social.map((s) => s.url),
    ...extra,
  };
}

/** A reference to the firm for `provider` / `publisher` fields. */
export const firmRef = {
  "@type": "ProfessionalService",
  "@id": `${site.siteUrl}/#firm`,
  name: site.name,
  url: site.siteUrl,
};

export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.label,
      item: absoluteUrl(c.href),
    })),
  };
}

export function serviceJsonLd({
  name,
  description,
  path,
  serviceType,
}: {
  name: string;
  description: string;
  path: string;
  serviceType?: string;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    url: absoluteUrl(path),
    serviceType: serviceType ?? name,
    provider: firmRef,
    areaServed: { "@type": "Country", name: "India" },
  };
}

export function blogPostingJsonLd(post: {
  title: string;
  description: string;
  path: string;
  datePublished: string;
  dateModified?: string;
  image?: string;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    url: absoluteUrl(post.path),
    mainEntityOfPage: absoluteUrl(post.path),
    datePublished: post.datePublished,
    dateModified: post.dateModified ?? post.datePublished,
    image: absoluteUrl(post.image ?? shareImageFor(post.path)),
    author: { "@type": "Organization", name: site.name, url: site.siteUrl },
    publisher: {
      "@type": "Organization",
      name: site.name,
      logo: { "@type": "ImageObject", url: absoluteUrl("/favicon.svg") },
    },
  };
}

export { fullAddress };

/**
 * The firm as a local business for a city page: the firm's record with the city (and its state) as areaServed. The
 * names are in the page's language; a Telugu page also passes the district as a place ("గుంటూరు జిల్లా") and the
 * firm's description in Telugu.
 */
export function localBusinessJsonLd(city: {
  name: string;
  district: string;
  state: string;
  path: string;
  /** The district as a place; "<district> district" if not given. */
  districtArea?: string;
  /** The firm's description; the site's tagline if not given. */
  description?: string;
}): JsonLd {
  return firmJsonLd({
    url: absoluteUrl(city.path),
    ...(city.description ? { description: city.description } : {}),
    areaServed: [
      {
        "@type": "City",
        name: city.name,
        containedInPlace: {
          "@type": "AdministrativeArea",
          name: city.districtArea ?? `${city.district} district`,
          containedInPlace: { "@type": "State", name: city.state },
        },
      },
      { "@type": "State", name: city.state },
    ],
  });
}
