import { describe, expect, it } from "vitest";
import { absoluteUrl, site } from "./site";
import { siteConfigSchema } from "./site-schema";

describe("site config", () => {
  it("is valid against its schema", () => {
    expect(() => siteConfigSchema.parse(site)).not.toThrow();
  });

  it("rejects a malformed phone and names the field", () => {
    const result = siteConfigSchema.safeParse({ ...site, phone: { display: "x", e164: "98765" } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toContain("phone.e164");
  });

  it("builds absolute URLs without a trailing slash on the home page", () => {
    expect(absoluteUrl("/")).toBe(site.siteUrl);
    expect(absoluteUrl("/about")).toBe(`${site.siteUrl}/about`);
  });
});
