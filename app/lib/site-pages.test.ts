import { describe, expect, it } from "vitest";
import routes from "../routes";
import { publicPagePaths } from "./route-list";
import { pagesFromManifest } from "./site-pages";

describe("pages from React Router's manifest", () => {
  it("gives the same public pages as the route table", () => {
    // Build a manifest the way React Router does: one entry per route, children pointing at their parent.
    const manifest: Record<
      string,
      { id: string; parentId?: string; path?: string; index?: boolean }
    > = {
      root: { id: "root" },
    };
    let n = 0;
    const walk = (entries: typeof routes, parentId: string) => {
      for (const e of entries) {
        const id = e.id ?? `r${n++}`;
        manifest[id] = { id, parentId, path: e.path, index: e.index };
        if (e.children) walk(e.children, id);
      }
    };
    walk(routes, "root");
    expect(pagesFromManifest(manifest).sort()).toEqual(publicPagePaths(routes).sort());
  });
});
