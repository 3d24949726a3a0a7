import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { lightIconFactory, lucideLight } from "./lucide-light.mjs";

const iconsDir = path.resolve("node_modules/lucide-react/dist/esm/icons");
const mapPin = path.join(iconsDir, "map-pin.mjs");

type Hook = (this: unknown, ...args: unknown[]) => unknown;
function run(imports: [source: string, importer: string][]) {
  const plugin = lucideLight() as unknown as Record<string, Hook>;
  const error = vi.fn();
  plugin.configResolved!({ command: "build" });
  plugin.buildStart!.call({});
  const resolved = imports.map(([source, importer]) => plugin.resolveId!(source, importer));
  plugin.buildEnd!.call({ error });
  return { resolved, error };
}

describe("lucide's icons with our small factory", () => {
  it("points the icon modules' factory import at app/lib/lucide-icon.ts, and nothing else", () => {
    // The installed icons still import the factory this way: if lucide changes it, this fails before the build does.
    expect(fs.readFileSync(mapPin, "utf8")).toContain(`from '../createLucideIcon.mjs'`);
    expect(lightIconFactory("../createLucideIcon.mjs", mapPin)).toBe(
      path.resolve("app/lib/lucide-icon.ts"),
    );
    expect(lightIconFactory("../createLucideIcon.mjs", path.resolve("app/x.ts"))).toBeNull();
    expect(lightIconFactory("react", mapPin)).toBeNull();
  });

  it("fails the build when the icons it bundles no longer import that factory", () => {
    expect(run([["../createLucideIcon.mjs", mapPin]]).error).not.toHaveBeenCalled();
    expect(run([["react", path.resolve("app/x.tsx")]]).error).not.toHaveBeenCalled();
    expect(run([["../create-lucide-icon.js", mapPin]]).error).toHaveBeenCalledWith(
      expect.stringMatching(/lucide-light: .* no longer import/),
    );
  });
});
