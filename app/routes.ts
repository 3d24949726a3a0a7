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
      // --- issue 7: compliance due dates ---
      page("due-dates", "routes/due-dates.tsx"),
      // --- end issue 7 ---
      // The catch-all renders the 404 page; it is prerendered once as /404 and copied to 404.html.
      page("*", "routes/not-found.tsx"),
    ],
  },
  page("sitemap.xml", "routes/sitemap-xml.ts"),
  page("robots.txt", "routes/robots-txt.ts"),
  // --- issue 7: compliance due dates (calendar feed) ---
  page("due-dates/calendar.ics", "routes/due-dates-calendar-ics.ts"),
  // --- end issue 7 ---
] satisfies RouteConfig;
