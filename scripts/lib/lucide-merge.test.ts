import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mergeIconNode, shapeToPath } from "./lucide-merge.mjs";
import { lucideLight } from "./lucide-light.mjs";

type Node = [string, Record<string, string>][];

describe("merging a lucide icon's shapes into one path", () => {
  it("turns each plain shape into equivalent path data", () => {
    expect(shapeToPath("line", { x1: "3", y1: "6", x2: "21", y2: "6", key: "a" })).toBe(
      "M3 6L21 6",
    );
    expect(shapeToPath("circle", { cx: "12", cy: "10", r: "3", key: "b" })).toBe(
      "M9 10a3 3 0 1 0 6 0a3 3 0 1 0 -6 0z",
    );
    expect(shapeToPath("polyline", { points: "20 6 9 17 4 12" })).toBe("M20 6L9 17 4 12");
    expect(shapeToPath("polygon", { points: "1,2 3,4 5,6" })).toBe("M1 2L3 4 5 6z");
    expect(shapeToPath("rect", { x: "3", y: "4", width: "18", height: "16" })).toBe(
      "M3 4h18v16h-18z",
    );
    expect(shapeToPath("rect", { x: "2", y: "2", width: "20", height: "8", rx: "2" })).toBe(
      "M4 2h16a2 2 0 0 1 2 2v4a2 2 0 0 1 -2 2h-16a2 2 0 0 1 -2 -2v-4a2 2 0 0 1 2 -2z",
    );
  });

  it("keeps shapes with attributes of their own, and paths that start with a relative move, apart", () => {
    expect(shapeToPath("circle", { cx: "1", cy: "1", r: "1", fill: "currentColor" })).toBeNull();
    expect(shapeToPath("path", { d: "m5 5 2 2" })).toBeNull();
    const node: Node = [
      ["path", { d: "M1 1L2 2", key: "a" }],
      ["circle", { cx: "5", cy: "5", r: "1", fill: "currentColor", key: "b" }],
      ["line", { x1: "0", y1: "0", x2: "4", y2: "4", key: "c" }],
    ];
    expect(mergeIconNode(node)).toEqual([
      ["path", { d: "M1 1L2 2M0 0L4 4", key: "merged" }],
      ["circle", { cx: "5", cy: "5", r: "1", fill: "currentColor", key: "b" }],
    ]);
  });

  it("rewrites lucide-react's icon modules at build time", () => {
    const file = path.resolve("node_modules/lucide-react/dist/esm/icons/map-pin.mjs");
    const plugin = lucideLight();
    const out = plugin.transform(fs.readFileSync(file, "utf8"), file) as { code: string };
    const data = /node: (\[.*\])/.exec(out.code)?.[1] ?? "[]";
    const [first, ...rest] = JSON.parse(data) as Node;
    expect(rest).toHaveLength(0);
    expect(first?.[0]).toBe("path");
    expect(first?.[1].d).toMatch(/^M20 10c.*M9 10a3 3 0 1 0 6 0a3 3 0 1 0 -6 0z$/);
    expect(plugin.transform("export default 1", "/app/x.ts")).toBeNull();
  });
});
