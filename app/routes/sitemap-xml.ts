import { assertSiteConfig } from "~/config/validate.server";
import { listedPagePaths } from "~/lib/route-list";
import { sitemapXml } from "~/lib/sitemap";
import routes from "~/routes";

// Prerendered at build time into build/client/sitemap.xml.
export function loader() {
  const site = assertSiteConfig();
  const today = new Date().toISOString().slice(0, 10);
  return new Response(sitemapXml(site.siteUrl, listedPagePaths(routes), today), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
