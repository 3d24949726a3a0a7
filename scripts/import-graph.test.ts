import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  crossFeatureImports,
  featureOf,
  importCycles,
  importGraph,
  sourceFiles,
  type ImportGraph,
} from "./lib/import-graph.ts";

/*
 * The house's dependency rules over the whole project (docs/decisions/040-node-24-and-react-router-8.md): no two
 * files import each other, directly or round a longer loop, and no feature imports another feature (what two share
 * moves to app/lib or app/components).
 */
const projectRoot = path.resolve(import.meta.dirname, "..");

/*
 * What predates this check, allowed only as it stands (the exact files), so that nothing new of the kind passes, and
 * each entry stops counting by itself when the move that ends it lands. Delete an entry once it is gone.
 * - The planner's filed marks: two pairs of modules that import each other, untangled in the planner's own work.
 * - Features that import another feature's modules, each to move to app/lib or app/components: the due dates'
 *   cost lines read the planner's cost code (moving to a shared module in the planner's work); Home shows the due
 *   dates' next deadlines and the blog's latest posts; the planner's Telugu words reuse the due dates' entry words;
 *   the admin's tests read their output back with the due dates' parser.
 */
const KNOWN_CYCLES: string[][] = [
  [
    "app/features/planner/filed-marks-schema.ts",
    "app/features/planner/filed-marks.ts",
    "app/features/planner/filed-marks-schema.ts",
  ],
  [
    "app/features/planner/filed-marks-store.ts",
    "app/features/planner/use-filed-marks.ts",
    "app/features/planner/filed-marks-store.ts",
  ],
];
const KNOWN_CROSS_FEATURE_IMPORTS = new Set([
  "app/features/admin/names.test.ts -> app/features/due-dates/admin-preview.ts",
  "app/features/admin/names.test.ts -> app/features/due-dates/due-dates-file.ts",
  "app/features/admin/names.test.ts -> app/features/due-dates/filter-due-dates.ts",
  "app/features/admin/planner-facts.test.ts -> app/features/due-dates/admin-preview.ts",
  "app/features/admin/planner-facts.test.ts -> app/features/due-dates/due-dates-file.ts",
  "app/features/admin/publish-format.test.ts -> app/features/due-dates/due-dates-file.ts",
  "app/features/due-dates/cost-lines.test.ts -> app/features/planner/words/en.ts",
  "app/features/due-dates/cost-lines.test.ts -> app/features/planner/words/te.ts",
  "app/features/due-dates/cost-lines.ts -> app/features/planner/late-cost.ts",
  "app/features/due-dates/cost-lines.ts -> app/features/planner/plan-text.ts",
  "app/features/due-dates/cost-lines.ts -> app/features/planner/planner-words.ts",
  "app/features/home/home-page.server.ts -> app/features/blog/posts.server.ts",
  "app/features/home/home-page.server.ts -> app/features/due-dates/load-due-dates.server.ts",
  "app/features/home/home-page.server.ts -> app/features/due-dates/schedule.ts",
  "app/features/home/home-page.server.ts -> app/features/due-dates/upcoming.ts",
  "app/features/home/home-view.tsx -> app/features/due-dates/components/next-deadlines-list.tsx",
  "app/features/planner/in-telugu.ts -> app/features/due-dates/entry-words.ts",
]);

const graphOf = (edges: Record<string, string[]>): ImportGraph =>
  new Map(Object.entries(edges).map(([file, targets]) => [file, new Set(targets)]));

describe("importCycles", () => {
  it("finds a pair, a longer loop and a file importing itself, and nothing in a tree", () => {
    const graph = graphOf({
      "a.ts": ["b.ts", "c.ts"],
      "b.ts": ["a.ts"],
      "c.ts": ["d.ts"],
      "d.ts": ["e.ts"],
      "e.ts": ["c.ts", "f.ts"],
      "f.ts": [],
      "g.ts": ["g.ts"],
      "h.ts": ["f.ts", "a.ts"],
    });
    expect(importCycles(graph)).toEqual([
      ["a.ts", "b.ts", "a.ts"],
      ["c.ts", "d.ts", "e.ts", "c.ts"],
      ["g.ts", "g.ts"],
    ]);
    expect(
      importCycles(graphOf({ "a.ts": ["b.ts", "c.ts"], "b.ts": ["c.ts"], "c.ts": [] })),
    ).toEqual([]);
  });

  it("shows the shortest way round a group of files that reach each other", () => {
    const graph = graphOf({
      "a.ts": ["b.ts", "c.ts"],
      "b.ts": ["c.ts"],
      "c.ts": ["d.ts"],
      "d.ts": ["a.ts"],
    });
    expect(importCycles(graph)).toEqual([["a.ts", "c.ts", "d.ts", "a.ts"]]);
  });
});

describe("crossFeatureImports", () => {
  it("names a feature's import of another feature, not of its own folder, app/lib or a route", () => {
    const graph = graphOf({
      "app/features/due-dates/cost-lines.ts": [
        "app/features/planner/late-cost.ts",
        "app/features/due-dates/schedule.ts",
        "app/lib/dates.ts",
      ],
      "app/routes/planner.tsx": [
        "app/features/planner/late-cost.ts",
        "app/features/due-dates/schedule.ts",
      ],
      "app/features/planner/late-cost.ts": ["app/lib/dates.ts"],
    });
    expect(crossFeatureImports(graph)).toEqual([
      "app/features/due-dates/cost-lines.ts -> app/features/planner/late-cost.ts",
    ]);
    expect(featureOf("app/features/planner/components/planner-view.tsx")).toBe("planner");
    expect(featureOf("app/lib/dates.ts")).toBeUndefined();
  });
});

describe("importGraph", () => {
  it("follows the ~ alias, relative, type-only, re-exported and dynamic imports, and leaves packages out", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "import-graph-"));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write(
      "tsconfig.json",
      JSON.stringify({
        compilerOptions: {
          moduleResolution: "bundler",
          module: "ES2022",
          baseUrl: ".",
          paths: { "~/*": ["./app/*"] },
        },
      }),
    );
    write(
      "app/a.ts",
      'import { b } from "~/b";\nimport type { C } from "./c";\nexport { d } from "./d.ts";\nimport { z } from "zod";\n',
    );
    write("app/b.ts", 'export const b = () => import("./e");\n');
    write("app/c.ts", "export type C = number;\n");
    write("app/d.ts", "export const d = 1;\n");
    write("app/e.tsx", "export const e = 1;\n");
    try {
      const files = sourceFiles(root, ["app"]);
      expect(files).toEqual(["app/a.ts", "app/b.ts", "app/c.ts", "app/d.ts", "app/e.tsx"]);
      const graph = importGraph(root, files);
      expect([...graph.get("app/a.ts")!].sort()).toEqual(["app/b.ts", "app/c.ts", "app/d.ts"]);
      expect([...graph.get("app/b.ts")!]).toEqual(["app/e.tsx"]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("the project's imports", () => {
  const files = sourceFiles(projectRoot, [
    "app",
    "scripts",
    "tests",
    "react-router.config.ts",
    "vite.config.ts",
    "vitest.config.ts",
    "playwright.config.ts",
    "eslint.config.js",
  ]);
  const graph = importGraph(projectRoot, files);

  it("reads the whole project", () => {
    expect(files.length).toBeGreaterThan(300);
    expect(graph.get("react-router.config.ts")).toContain("app/routes.ts");
  });

  it("has no import cycle: no two files import each other", () => {
    const known = new Set(KNOWN_CYCLES.map((cycle) => cycle.join(" -> ")));
    expect(importCycles(graph).filter((cycle) => !known.has(cycle.join(" -> ")))).toEqual([]);
  });

  it("has no feature importing another feature", () => {
    expect(
      crossFeatureImports(graph).filter((edge) => !KNOWN_CROSS_FEATURE_IMPORTS.has(edge)),
    ).toEqual([]);
  });
});
