import { describe, expect, it } from "vitest";
import {
  checklistPage,
  checklistPdfSlug,
  incorporationSlug,
  registrationPage,
} from "./incorporation-pages.server";

const status = (load: () => unknown) => {
  try {
    load();
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
  return 200;
};

describe("the incorporation pages' loaders", () => {
  it("read the type from the route's parameter, and answer 404 for any other value", () => {
    expect(incorporationSlug("llp")).toBe("llp");
    expect(status(() => incorporationSlug("partnership"))).toBe(404);
    expect(status(() => incorporationSlug(undefined))).toBe(404);
    expect(status(() => registrationPage("partnership"))).toBe(404);
    expect(status(() => checklistPage("partnership"))).toBe(404);
  });

  it("find the type of a checklist PDF by its file name", () => {
    expect(checklistPdfSlug("opc-checklist.pdf")).toBe("opc");
    expect(status(() => checklistPdfSlug("opc.pdf"))).toBe(404);
  });

  it("hand a registration page its record, its checklist's outline and the other types", () => {
    const page = registrationPage("private-limited");
    expect(page.incorporation.slug).toBe("private-limited");
    expect(page.others.map((o) => o.slug)).toEqual(["public-limited", "llp", "opc"]);
    expect(page.meta).toContainEqual(
      expect.objectContaining({
        rel: "canonical",
        href: expect.stringMatching(/\/services\/incorporations\/private-limited$/),
      }),
    );
  });

  it("hand a checklist page its record, the shared rules and the type's short name", () => {
    const page = checklistPage("opc");
    expect(page.checklist.slug).toBe("opc");
    expect(page.shortName).toBeTruthy();
    expect(page.meta).toContainEqual(
      expect.objectContaining({
        rel: "canonical",
        href: expect.stringMatching(/\/opc\/checklist$/),
      }),
    );
  });
});
