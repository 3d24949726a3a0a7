import sitePages, { telugu } from "virtual:site-pages";
import { assertSiteConfig } from "~/config/validate.server";
import { listedPagePaths } from "~/lib/route-list";
import { sitemapXml } from "~/lib/sitemap";

// Prerendered at build time into build/client/sitemap.xml: the public pages (react-router.config.ts) in both languages
// but the offline page.
export function loader() {
  const site = assertSiteConfig();
  const today = new Date().toISOString().slice(0, 10);
  return new Response(sitemapXml(site.siteUrl, listedPagePaths([...sitePages, ...telugu]), today), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
