import type { RouteConfig, RouteConfigEntry } from "@react-router/dev/routes";
import { incorporationSlugs } from "./content/incorporation-slugs"; // issue 5

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
      // --- issue 5: incorporation pages and checklists (one module each, registered per type) ---
      ...incorporationSlugs.flatMap((type) => [
        page(
          `services/incorporations/${type}`,
          "routes/incorporation.tsx",
          `incorporation-${type}`,
        ),
        page(
          `services/incorporations/${type}/checklist`,
          "routes/incorporation-checklist.tsx",
          `incorporation-checklist-${type}`,
        ),
      ]),
      // --- end issue 5 ---
      // The catch-all renders the 404 page; it is prerendered once as /404 and copied to 404.html.
      page("*", "routes/not-found.tsx"),
    ],
  },
  page("sitemap.xml", "routes/sitemap-xml.ts"),
  // --- issue 5: checklist PDFs, prerendered at build time from the checklist content ---
  ...incorporationSlugs.map((type) =>
    page(`downloads/${type}-checklist.pdf`, "routes/checklist-pdf.ts", `checklist-pdf-${type}`),
  ),
  // --- end issue 5 ---
  page("robots.txt", "routes/robots-txt.ts"),
] satisfies RouteConfig;
