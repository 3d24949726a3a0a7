import type { MetaDescriptor } from "react-router";
import { absoluteUrl, site } from "../config/site";
import { shareImageFor } from "./share-image";
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
  const imageUrl = absoluteUrl(image ?? shareImageFor(path));
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(noindex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    ...jsonLd.map((block) => ({ "script:ld+json": block })),
  ];
}
