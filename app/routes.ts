import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { ADMIN_ROUTE_ID, INTERACTIVE_ROUTE_ID } from "./lib/route-list.ts";

/*
 * The route table. Pages that share a module share one route with a parameter, read from `params` by its loader;
 * the pages of those routes, one per record, are listed in react-router.config.ts (`prerender`)
 * (docs/decisions/022-route-modules-and-the-404-path.md).
 * Keep this file and what it imports free of Vite-only features and of the `~/` alias, and give relative imports
 * their `.ts` extension: it is also loaded by Node-side tools (react-router.config.ts, Playwright) and by
 * vite.config.ts, whose config loader warns about imports without an extension.
 */
/**
 * A page's Telugu edition: the same route module under /te, with an id of its own; its loader reads the language
 * from the address (docs/decisions/025-telugu-edition.md).
 */
const telugu = (path: string, file: string) =>
  route(path ? `te/${path}` : "te", file, {
    id: `te/${file.replace(/^routes\//, "").replace(/\.tsx$/, "")}`,
  });

export default [
  layout("routes/site-layout.tsx", { id: "site" }, [
    index("routes/home.tsx"),
    // What the service worker shows, while the connection is down, for a page this device has not saved
    // (docs/decisions/018-offline-service-worker.md). noindex, out of the sitemap.
    route("offline", "routes/offline.tsx"),
    // The services overview (no parameter), the eight services and the Startup India guide.
    route("services/:service?", "routes/service-page.tsx"),
    route("services/incorporations/:type", "routes/incorporation.tsx"),
    route("services/incorporations/:type/checklist", "routes/incorporation-checklist.tsx"),
    route("about", "routes/about.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    // The legal pages: top-level addresses like the city pages, so each has a route and a module of its own.
    route("terms", "routes/terms.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("disclaimer", "routes/disclaimer.tsx"),
    // Static routes outrank a parameter: /about or /terms never reach the city pages.
    route(":city", "routes/city.tsx"),
    // Pages a visitor works with: the only public pages that load React and hydrate. Every other page is plain
    // HTML and CSS (docs/decisions/019-static-pages.md); links to it from these pages load it as a document.
    layout("routes/interactive-layout.tsx", { id: INTERACTIVE_ROUTE_ID }, [
      route("consultation", "routes/consultation.tsx"),
      route("contact", "routes/contact.tsx"),
      route("blog", "routes/blog.tsx"),
      route("due-dates", "routes/due-dates.tsx"),
      route("due-dates/plan", "routes/due-dates-plan.tsx"),
      // Their Telugu editions: route modules of their own, so each page's Telugu words load with it alone
      // (docs/decisions/025-telugu-edition.md).
      route("te/consultation", "routes/te-consultation.tsx"),
      route("te/contact", "routes/te-contact.tsx"),
      route("te/due-dates", "routes/te-due-dates.tsx"),
      route("te/due-dates/plan", "routes/te-due-dates-plan.tsx"),
    ]),
    // The Telugu edition of the pages without React: the English page's route module, reading the address's language.
    telugu("", "routes/home.tsx"),
    telugu("services/:service?", "routes/service-page.tsx"),
    telugu("services/incorporations/:type", "routes/incorporation.tsx"),
    telugu("services/incorporations/:type/checklist", "routes/incorporation-checklist.tsx"),
    telugu("about", "routes/about.tsx"),
    telugu("offline", "routes/offline.tsx"),
    telugu(":city", "routes/city.tsx"),
    // Any other address: the 404 page, prerendered once per language and moved to 404.html and te/404.html.
    route("*", "routes/not-found.tsx"),
    telugu("*", "routes/not-found.tsx"),
  ]),
  // The admin area: its own layout, outside the public shell; noindex, out of the sitemap.
  route("admin", "routes/admin-layout.tsx", { id: ADMIN_ROUTE_ID }, [
    // /admin itself: the gate, then the first admin page.
    index("routes/admin-index.tsx"),
    route("compliance", "routes/admin-compliance.tsx"),
    route("simple", "routes/admin-simple.tsx"),
  ]),
  // Files, prerendered by their loaders.
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("downloads/:pdf", "routes/checklist-pdf.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("manifest.webmanifest", "routes/manifest-webmanifest.ts"),
  route("blog/rss.xml", "routes/blog-rss-xml.ts"),
  route("due-dates/calendar.ics", "routes/due-dates-calendar-ics.ts"),
  // The Telugu page's calendar: the same events in Telugu.
  route("te/due-dates/calendar.ics", "routes/te-due-dates-calendar-ics.ts"),
  route("due-dates/updates.xml", "routes/due-dates-updates-xml.ts"),
  // The planner's subscribable calendars, one per common kind of business and GST scheme.
  route("due-dates/plan/calendars/:feed", "routes/due-dates-plan-feed-ics.ts"),
] satisfies RouteConfig;
