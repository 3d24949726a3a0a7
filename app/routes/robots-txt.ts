import { assertSiteConfig } from "~/config/validate.server";
import { robotsTxt } from "~/lib/sitemap";

// Prerendered at build time into build/client/robots.txt.
export function loader() {
  return new Response(robotsTxt(assertSiteConfig().siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
