import { LANGUAGE_TAGS, LOCALES, pathIn } from "./locale";

const escapeXml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/**
 * sitemap.xml for the given page paths (already filtered to public pages). A page with editions in both languages
 * lists them all as xhtml:link alternates, itself included, as search engines ask
 * (docs/decisions/025-telugu-edition.md).
 */
export function sitemapXml(siteUrl: string, paths: readonly string[], lastmod: string): string {
  const listed = new Set(paths);
  const url = (p: string) => escapeXml(siteUrl + (p === "/" ? "/" : p));
  const urls = paths
    .map((p) => {
      const editions = LOCALES.map((locale) => ({ locale, path: pathIn(p, locale) })).filter((e) =>
        listed.has(e.path),
      );
      const alternates =
        editions.length < 2
          ? []
          : [
              ...editions.map(
                (e) =>
                  `    <xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[e.locale].lang}" href="${url(e.path)}"/>`,
              ),
              `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(pathIn(p, "en"))}"/>`,
            ];
      return [
        "  <url>",
        `    <loc>${url(p)}</loc>`,
        ...alternates,
        `    <lastmod>${lastmod}</lastmod>`,
        "  </url>",
      ].join("\n");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nDisallow: /admin\nDisallow: /admin/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
