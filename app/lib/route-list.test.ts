import { describe, expect, it } from "vitest";
import routes from "../routes";
import {
  expandPattern,
  isFilePath,
  listedPagePaths,
  notFoundPrerenderPath,
  offlinePagePath,
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
    expect(prerenderPaths(table)).toContain(notFoundPrerenderPath);
    expect(isFilePath("/robots.txt")).toBe(true);
    expect(isFilePath("/services")).toBe(false);
  });

  it("expands a parameter route over its listed values, nested ones included", () => {
    const withParams: RouteEntryLike[] = [
      {
        file: "layout.tsx",
        children: [
          { path: "blog/:slug", file: "post.tsx", params: { slug: ["a", "b"] } },
          {
            path: "kinds/:kind",
            file: "kind-layout.tsx",
            params: { kind: ["llp", "opc"] },
            children: [{ path: "checklist", file: "checklist.tsx" }],
          },
          { path: "files/:name/:part", file: "file.tsx", params: { name: ["x"] } },
          { path: "*", file: "not-found.tsx" },
        ],
      },
    ];
    expect(staticPaths(withParams)).toEqual([
      "/blog/a",
      "/blog/b",
      "/kinds/llp/checklist",
      "/kinds/opc/checklist",
    ]);
    expect(expandPattern("/a/:x/b", { x: ["1", "2"] })).toEqual(["/a/1/b", "/a/2/b"]);
    expect(expandPattern("/", {})).toEqual(["/"]);
    expect(expandPattern("/a/*", {})).toEqual([]);
  });

  it("reads the real route table: parameter pages are listed once each", () => {
    const pages = publicPagePaths(routes);
    expect(pages).toContain("/blog/dir3-kyc");
    expect(pages).toContain("/services/taxation");
    expect(pages).toContain("/services/incorporations/opc/checklist");
    expect(pages).toContain("/guntur");
    expect(pages.some((p) => p.includes(":"))).toBe(false);
  });

  it("reads the real route table: the offline page is a public page kept out of search", () => {
    expect(publicPagePaths(routes)).toContain(offlinePagePath);
    const listed = listedPagePaths(routes);
    expect(listed).not.toContain(offlinePagePath);
    expect(listed).toContain("/due-dates");
    expect(listed).toHaveLength(publicPagePaths(routes).length - 1);
  });

  it("reads the real route table: home is public, files are not pages", () => {
    const pages = publicPagePaths(routes);
    expect(pages).toContain("/");
    expect(pages.every((p) => !isFilePath(p))).toBe(true);
    expect(new Set(pages).size).toBe(pages.length);
  });
});
