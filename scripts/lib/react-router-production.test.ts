import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { productionReactRouterSource, reactRouterProduction } from "./react-router-production.mjs";

const require = createRequire(import.meta.url);
const devDir = path.join(
  path.dirname(require.resolve("react-router/package.json")),
  "dist/development",
);
const flagFile = fs
  .readdirSync(devDir)
  .map((f) => path.join(devDir, f))
  .find(
    (f) => f.endsWith(".mjs") && fs.readFileSync(f, "utf8").includes("var ENABLE_DEV_WARNINGS"),
  );

describe("react-router-production", () => {
  it("finds react-router's development flag in the installed version", () => {
    expect(flagFile).toBeDefined();
  });

  it("turns the development warnings off", () => {
    const out = productionReactRouterSource(fs.readFileSync(flagFile!, "utf8"));
    expect(out).toContain("var ENABLE_DEV_WARNINGS = false;");
    expect(out).not.toContain("var ENABLE_DEV_WARNINGS = true;");
  });

  it("leaves other modules alone", () => {
    const plugin = reactRouterProduction() as unknown as {
      transform: (code: string, id: string) => { code: string } | null;
    };
    expect(plugin.transform("var ENABLE_DEV_WARNINGS = true;", "/app/x.ts")).toBeNull();
    expect(plugin.transform(fs.readFileSync(flagFile!, "utf8"), flagFile!)?.code).toContain(
      "ENABLE_DEV_WARNINGS = false",
    );
  });
});
