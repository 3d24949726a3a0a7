import { describe, expect, it } from "vitest";
import { requireSlug, slugFromPath } from "./incorporation-path";

describe("slugFromPath", () => {
  it("reads the type from registration, checklist and PDF paths", () => {
    expect(slugFromPath("/services/incorporations/private-limited")).toBe("private-limited");
    expect(slugFromPath("/services/incorporations/public-limited/checklist")).toBe(
      "public-limited",
    );
    expect(slugFromPath("/services/incorporations/llp/")).toBe("llp");
    expect(slugFromPath("/downloads/opc-checklist.pdf")).toBe("opc");
  });

  it("rejects other paths and unknown types", () => {
    expect(slugFromPath("/services/incorporations/partnership")).toBeUndefined();
    expect(slugFromPath("/services/incorporations/llp/checklist/extra")).toBeUndefined();
    expect(slugFromPath("/downloads/llp.pdf")).toBeUndefined();
    expect(slugFromPath("/services")).toBeUndefined();
  });
});

describe("requireSlug", () => {
  it("returns the slug of a full URL", () => {
    expect(requireSlug("http://localhost/services/incorporations/opc/checklist")).toBe("opc");
  });
  it("throws a 404 response for any other URL", () => {
    try {
      requireSlug("http://localhost/services/incorporations/nope");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(Response);
      expect((error as Response).status).toBe(404);
    }
  });
});
