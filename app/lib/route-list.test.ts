import { describe, expect, it } from "vitest";
import { sitePaths } from "../../react-router.config";
import routes from "../routes";
import {
  hydratedPaths,
  isFilePath,
  listedPagePaths,
  matchScore,
  offlinePageFor,
  offlinePagePath,
  teluguOfflinePagePath,
  publicPagePaths,
  sitePathsOf,
  type RouteEntryLike,
} from "./route-list";

const table: RouteEntryLike[] = [
  {
    file: "layout.tsx",
    children: [
      { index: true, file: "home.tsx" },
      { path: "about", file: "about.tsx" },
      {
        path: "services",
        file: "services-layout.tsx",
        children: [
          { index: true, file: "services.tsx" },
          { path: "incorporations/llp", file: "llp.tsx" },
        ],
      },
      { path: "blog/:slug", file: "post.tsx" },
      {
        id: "interactive",
        file: "interactive.tsx",
        children: [{ path: "blog", file: "blog.tsx" }],
      },
      { path: ":city", file: "city.tsx" },
      { path: "*", file: "not-found.tsx" },
    ],
  },
  { id: "admin", path: "admin/compliance", file: "admin.tsx" },
  { path: "sitemap.xml", file: "sitemap.ts" },
];

describe("route list", () => {
  it("ranks matches as React Router does: a static segment outranks a parameter", () => {
    expect(matchScore("/blog/:slug", "/blog/a")).toBe(13);
    expect(matchScore("/blog/:slug", "/blog")).toBeUndefined();
    expect(matchScore("/blog/:slug", "/blog/a/b")).toBeUndefined();
    expect(matchScore("/services/:service?", "/services")).toBe(10);
    expect(matchScore("/services/:service?", "/services/tax")).toBe(13);
    expect(matchScore("/:city", "/services")).toBe(3);
    expect(matchScore("/sitemap.xml", "/sitemapxxml")).toBeUndefined();
    expect(matchScore("/*", "/anything")).toBeUndefined();
  });

  it("lists every route without a parameter, nested and index routes included, and each listed page in the place of the route that serves it", () => {
    expect(sitePathsOf(table, ["/guntur", "/blog/a", "/blog/b"])).toEqual([
      "/",
      "/about",
      "/services",
      "/services/incorporations/llp",
      "/blog/a",
      "/blog/b",
      "/blog",
      "/guntur",
      "/admin/compliance",
      "/sitemap.xml",
    ]);
  });

  it("refuses a page no route serves, a page a static route takes, and a route left without pages", () => {
    expect(() => sitePathsOf(table, ["/guntur", "/blog/a", "/blog/a/b"])).toThrow(/\/blog\/a\/b/);
    expect(() => sitePathsOf(table, ["/guntur", "/blog/a", "/about"])).toThrow(/\/about/);
    expect(() => sitePathsOf(table, ["/blog/a"])).toThrow(/\/:city: no page/);
  });

  it("tells the pages that hydrate: a static route outranks a parameter", () => {
    const paths = sitePathsOf(table, ["/guntur", "/blog/a"]);
    expect(hydratedPaths(table, paths)).toEqual(["/blog", "/admin/compliance"]);
  });

  it("keeps admin and files out of the public pages", () => {
    const paths = sitePathsOf(table, ["/guntur", "/blog/a"]);
    expect(publicPagePaths(paths)).toEqual([
      "/",
      "/about",
      "/services",
      "/services/incorporations/llp",
      "/blog/a",
      "/blog",
      "/guntur",
    ]);
    expect(isFilePath("/robots.txt")).toBe(true);
    expect(isFilePath("/services")).toBe(false);
  });
});

describe("the site's addresses (react-router.config.ts)", () => {
  it("name every page of the parameter routes once, and never a pattern", () => {
    const pages = publicPagePaths(sitePaths);
    for (const page of [
      "/blog/dir3-kyc",
      "/services",
      "/services/taxation",
      "/services/incorporations/opc/checklist",
      "/guntur",
      "/terms",
    ])
      expect(pages).toContain(page);
    expect(sitePaths).toContain("/downloads/llp-checklist.pdf");
    expect(pages.some((p) => p.includes(":") || p.includes("*"))).toBe(false);
    expect(new Set(sitePaths).size).toBe(sitePaths.length);
  });

  it("keep the offline pages public but out of search, one per language", () => {
    expect(publicPagePaths(sitePaths)).toContain(offlinePagePath);
    expect(publicPagePaths(sitePaths)).toContain(teluguOfflinePagePath);
    const listed = listedPagePaths(sitePaths);
    expect(listed).not.toContain(offlinePagePath);
    expect(listed).not.toContain(teluguOfflinePagePath);
    expect(listed).toContain("/due-dates");
    expect(listed).toHaveLength(publicPagePaths(sitePaths).length - 2);
    expect(offlinePageFor("/te/guntur")).toBe(teluguOfflinePagePath);
    expect(offlinePageFor("/terms")).toBe(offlinePagePath);
  });

  it("hydrate only the interactive pages and the admin area", () => {
    expect(hydratedPaths(routes, sitePaths)).toEqual([
      "/consultation",
      "/contact",
      "/blog",
      "/due-dates",
      "/due-dates/plan",
      "/te/consultation",
      "/te/contact",
      "/te/due-dates",
      "/te/due-dates/plan",
      "/admin",
      "/admin/compliance",
      "/admin/simple",
    ]);
  });
});
