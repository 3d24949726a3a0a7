import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { jitlessZodSource, zodJitless } from "./zod-jitless.mjs";

const require = createRequire(import.meta.url);
const corePath = path.join(path.dirname(require.resolve("zod/package.json")), "v4/core/core.js");

describe("zod-jitless", () => {
  it("makes zod's global config start with jitless: true (so it never probes eval under our CSP)", () => {
    const out = jitlessZodSource(fs.readFileSync(corePath, "utf8"));
    expect(out).toContain("__zod_globalConfig = { jitless: true }");
  });

  it("transforms only zod's core module", () => {
    const plugin = zodJitless() as unknown as {
      transform: (code: string, id: string) => { code: string } | null;
    };
    expect(plugin.transform("const x = 1", "/app/x.ts")).toBeNull();
    const code = fs.readFileSync(corePath, "utf8");
    expect(plugin.transform(code, corePath)?.code).toContain("jitless: true");
  });

  it("fails loudly when zod changes the code it patches", () => {
    expect(() => jitlessZodSource("export const globalConfig = {};")).toThrow(/zod-jitless/);
  });
});
