import { describe, expect, it } from "vitest";
import routes from "../routes";
import {
  isFilePath,
  prerenderPaths,
  publicPagePaths,
  staticPaths,
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
      { path: "*", file: "not-found.tsx" },
    ],
  },
  { path: "admin/compliance", file: "admin.tsx" },
  { path: "sitemap.xml", file: "sitemap.ts" },
];

describe("route list", () => {
  it("flattens nested and index routes and skips dynamic ones", () => {
    expect(staticPaths(table)).toEqual([
      "/",
      "/about",
      "/services",
      "/services/incorporations/llp",
      "/admin/compliance",
      "/sitemap.xml",
    ]);
  });

  it("keeps admin and files out of the public pages", () => {
    expect(publicPagePaths(table)).toEqual([
      "/",
      "/about",
      "/services",
      "/services/incorporations/llp",
    ]);
  });

  it("prerenders the 404 page as well", () => {
    expect(prerenderPaths(table)).toContain("/404");
    expect(isFilePath("/robots.txt")).toBe(true);
    expect(isFilePath("/services")).toBe(false);
  });

  it("reads the real route table: home is public, files are not pages", () => {
    const pages = publicPagePaths(routes);
    expect(pages).toContain("/");
    expect(pages.every((p) => !isFilePath(p))).toBe(true);
    expect(new Set(pages).size).toBe(pages.length);
  });
});
