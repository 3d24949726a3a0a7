import { describe, expect, it, vi } from "vitest";
import { z } from "./zod";

describe("zod under the Content-Security-Policy", () => {
  it("builds and runs object schemas without ever calling Function (no eval, no reported violation)", () => {
    expect(z.config().jitless).toBe(true);
    const probe = vi.spyOn(globalThis, "Function");
    const schema = z.object({ name: z.string(), when: z.object({ day: z.number() }) });
    expect(schema.parse({ name: "ROC", when: { day: 30 } })).toEqual({
      name: "ROC",
      when: { day: 30 },
    });
    expect(schema.safeParse({ name: 1 }).success).toBe(false);
    expect(probe).not.toHaveBeenCalled();
  });
});
