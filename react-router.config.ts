import type { Config } from "@react-router/dev/config";
import { areas } from "./app/content/areas.ts";
import { blogSlugs } from "./app/content/blog-slugs.ts";
import { incorporationSlugs } from "./app/content/incorporation-slugs.ts";
import { feedPaths } from "./app/content/planner-feeds.ts";
import { serviceSlugs } from "./app/content/service-slugs.ts";
import { notFoundPrerenderPaths, sitePathsOf } from "./app/lib/route-list.ts";
import routes from "./app/routes.ts";

/**
 * Every address of the site: the routes without a parameter, and the pages of the routes with one (app/routes.ts),
 * one per record. Each list of slugs lives in app/content/ beside its records, and a unit test holds it to them.
 * The prerender, the site's list of pages (app/lib/site-pages.ts), the sitemap, the build checks and the end-to-end
 * suite all read this list (docs/decisions/022-route-modules-and-the-404-path.md).
 */
/** The pages of parameter routes that have a Telugu edition too, under /te (docs/decisions/025-telugu-edition.md). */
const pagesInBothLanguages = [
  "/services",
  ...serviceSlugs.map((service) => `/services/${service}`),
  ...incorporationSlugs.map((type) => `/services/incorporations/${type}`),
  ...incorporationSlugs.map((type) => `/services/incorporations/${type}/checklist`),
  ...areas.map((area) => `/${area.slug}`),
];

export const sitePaths = sitePathsOf(routes, [
  ...pagesInBothLanguages,
  ...pagesInBothLanguages.map((page) => `/te${page}`),
  ...blogSlugs.map((slug) => `/blog/${slug}`),
  // The checklist PDFs, English and Telugu (app/content/incorporations.ts, incorporationPaths.pdf).
  ...incorporationSlugs.map((type) => `/downloads/${type}-checklist.pdf`),
  ...incorporationSlugs.map((type) => `/downloads/te-${type}-checklist.pdf`),
  ...feedPaths,
]);

export default {
  // BUILD_DIR lets a test build a variant (e.g. with a contact endpoint) beside the real build.
  buildDirectory: process.env.BUILD_DIR || "build",
  // A static site: every page and file is rendered at build time; the pages under a hydrated layout then hydrate.
  ssr: false,
  // The 404 pages are rendered once more, at paths only the catch-all routes match; postbuild.mjs moves them to
  // 404.html and te/404.html.
  prerender: [...sitePaths, ...notFoundPrerenderPaths],
} satisfies Config;
