import { describe, expect, it } from "vitest";
import { routesToKeep, trimClientManifest } from "./client-manifest.mjs";

const route = (id: string, parentId?: string, path?: string) => ({
  id,
  ...(parentId ? { parentId } : {}),
  ...(path !== undefined ? { path } : {}),
  module: `/assets/${id.replace(/\W/g, "-")}.js`,
  hasAction: false,
  hasDefaultExport: true,
  css: [],
});
const routes = Object.fromEntries(
  [
    route("root", undefined, ""),
    route("site", "root"),
    route("routes/home", "site"),
    route("routes/city", "site", ":city"),
    route("interactive", "site"),
    route("routes/due-dates", "interactive", "due-dates"),
    route("routes/due-dates-plan", "interactive", "due-dates/plan"),
    route("routes/not-found", "site", "*"),
    route("admin", "root", "admin"),
    route("routes/admin-index", "admin"),
    route("routes/sitemap-xml", "root", "sitemap.xml"),
  ].map((r) => [r.id, r]),
);

describe("the client manifest", () => {
  it("keeps the hydrated layouts, what is below and above them, the root and the catch-all", () => {
    expect([...routesToKeep(routes, ["interactive", "admin"])].sort()).toEqual(
      [
        "admin",
        "interactive",
        "root",
        "routes/admin-index",
        "routes/due-dates",
        "routes/due-dates-plan",
        "routes/not-found",
        "site",
      ].sort(),
    );
  });

  it("drops the routes of pages without React and of files, and the flags that are false, keeping the rest", () => {
    const manifest = { entry: { module: "/assets/entry.js", imports: [] }, routes, version: "1" };
    const text = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;
    const trimmed = JSON.parse(
      trimClientManifest(text, ["interactive", "admin"]).replace(/^[^=]+=|;$/g, ""),
    );
    expect(Object.keys(trimmed.routes)).not.toContain("routes/city");
    expect(Object.keys(trimmed.routes)).not.toContain("routes/sitemap-xml");
    const { hasAction, css, ...kept } = routes["routes/due-dates"]!;
    expect([hasAction, css]).toEqual([false, []]);
    expect(trimmed.routes["routes/due-dates"]).toEqual(kept);
    expect(trimmed.routes.root).not.toHaveProperty("hasAction");
    expect(trimmed.routes.root).not.toHaveProperty("css");
    expect(trimmed.routes.root.hasDefaultExport).toBe(true);
    expect(trimmed.entry).toEqual(manifest.entry);
    expect(trimmed.version).toBe("1");
  });

  it("fails the build on a manifest of another shape or a layout it does not hold", () => {
    expect(() => trimClientManifest("export default {}", ["interactive"])).toThrow(/shape/);
    expect(() => routesToKeep(routes, ["nowhere"])).toThrow(/nowhere/);
  });
});
