import type { MetaDescriptor } from "react-router";
import { absoluteUrl, site } from "../config/site";
import { LANGUAGE_TAGS, LOCALES, localeOf, pathIn } from "./locale";
import { shareImageFor } from "./share-image";
import { hasPage } from "./site-pages";
import type { JsonLd } from "./structured-data";

export interface PageMeta {
  /** Page title without the firm's name; the home page passes the firm's own tagline. */
  title: string;
  description: string;
  /** URL path of the page, e.g. "/about". */
  path: string;
  /** Root-relative URL of the share image; defaults to the generated image of the page's section. */
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
  /** schema.org blocks from lib/structured-data.ts, rendered as application/ld+json in the head. */
  jsonLd?: JsonLd[];
}

export const titleTemplate = (title: string) =>
  title.includes(site.name) ? title : `${title} | ${site.name}`;

/**
 * The page's editions as hreflang links, both ways, with x-default on the English page; none when the page has one
 * language only (docs/decisions/025-telugu-edition.md).
 */
export function languageAlternates(path: string): MetaDescriptor[] {
  const editions = LOCALES.map((locale) => ({ locale, path: pathIn(path, locale) })).filter((e) =>
    hasPage(e.path),
  );
  if (editions.length < 2) return [];
  return [
    ...editions.map((e) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: LANGUAGE_TAGS[e.locale].lang,
      href: absoluteUrl(e.path),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(pathIn(path, "en")),
    },
  ];
}

/** One helper for every route's meta: title, description, canonical, Open Graph and Twitter tags. */
export function getMeta({
  title,
  description,
  path,
  image,
  type = "website",
  noindex,
  jsonLd = [],
}: PageMeta): MetaDescriptor[] {
  const fullTitle = titleTemplate(title);
  const url = absoluteUrl(path);
  const alternates = languageAlternates(path);
  // A page with editions in both languages says which one it is, for search engines that read JSON-LD.
  const page: JsonLd[] = alternates.length
    ? [
        {
          "@context": "https://schema.org",
          "@type": "WebPage",
          name: fullTitle,
          description,
          url,
          inLanguage: LANGUAGE_TAGS[localeOf(path)].lang,
        },
      ]
    : [];
  const imageUrl = absoluteUrl(image ?? shareImageFor(path));
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates,
    ...(noindex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:locale", content: LANGUAGE_TAGS[localeOf(path)].og },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    ...[...page, ...jsonLd].map((block) => ({ "script:ld+json": block })),
  ];
}
