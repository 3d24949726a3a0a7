import type { RouteConfig, RouteConfigEntry } from "@react-router/dev/routes";

/*
 * The route table, written once. Entries are plain objects (what React Router's route() helpers return), so the
 * shell can import this file in the browser to know which pages exist (app/lib/site-pages.ts), and the prerender
 * list, the sitemap and the end-to-end tests all derive from it.
 * Keep this file and what it imports free of Vite-only features and of the `~/` alias: it is also loaded by
 * Node-side tools (react-router.config.ts, Playwright).
 */
const page = (path: string, file: string, id?: string): RouteConfigEntry => ({
  path,
  file,
  ...(id ? { id } : {}),
});

export default [
  {
    id: "site",
    file: "routes/site-layout.tsx",
    children: [
      { index: true, file: "routes/home.tsx" },
      // --- issue 4: services overview, eight service pages and the Startup India guide ---
      // One route module renders every services page; its build-time loader picks the content by path.
      page("services", "routes/service-page.tsx", "services"),
      page("services/startup-advisory", "routes/service-page.tsx", "services-startup-advisory"),
      page(
        "services/business-incorporation",
        "routes/service-page.tsx",
        "services-business-incorporation",
      ),
      page(
        "services/international-incorporation",
        "routes/service-page.tsx",
        "services-international-incorporation",
      ),
      page("services/compliance", "routes/service-page.tsx", "services-compliance"),
      page("services/taxation", "routes/service-page.tsx", "services-taxation"),
      page("services/ipr", "routes/service-page.tsx", "services-ipr"),
      page("services/legal", "routes/service-page.tsx", "services-legal"),
      page("services/closure", "routes/service-page.tsx", "services-closure"),
      page(
        "services/startup-india-registration",
        "routes/service-page.tsx",
        "services-startup-india-registration",
      ),
      // --- end issue 4 ---
      // The catch-all renders the 404 page; it is prerendered once as /404 and copied to 404.html.
      page("*", "routes/not-found.tsx"),
    ],
  },
  page("sitemap.xml", "routes/sitemap-xml.ts"),
  page("robots.txt", "routes/robots-txt.ts"),
] satisfies RouteConfig;
