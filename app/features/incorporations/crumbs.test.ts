import { describe, expect, it } from "vitest";
import { checklistCrumbs, jsonLdCrumbs, registrationCrumbs } from "./crumbs";

describe("incorporation breadcrumbs", () => {
  it("lead from home through the services to the registration page", () => {
    expect(registrationCrumbs("llp", "Limited Liability Partnership (LLP)")).toEqual([
      { label: "Home", href: "/" },
      { label: "Services", href: "/services" },
      { label: "Business incorporation", href: "/services/business-incorporation" },
      { label: "Limited Liability Partnership (LLP)", href: "/services/incorporations/llp" },
    ]);
  });

  it("end with the checklist below its registration page", () => {
    const crumbs = checklistCrumbs("opc", "OPC");
    expect(crumbs.slice(-2)).toEqual([
      { label: "OPC", href: "/services/incorporations/opc" },
      { label: "Checklist", href: "/services/incorporations/opc/checklist" },
    ]);
  });

  it("speak Telugu on a Telugu page and lead to the Telugu pages", () => {
    expect(checklistCrumbs("opc", "OPC", "te")).toEqual([
      { label: "హోమ్", href: "/te" },
      { label: "సేవలు", href: "/te/services" },
      { label: "వ్యాపార రిజిస్ట్రేషన్", href: "/te/services/business-incorporation" },
      { label: "OPC", href: "/te/services/incorporations/opc" },
      { label: "చెక్‌లిస్ట్", href: "/te/services/incorporations/opc/checklist" },
    ]);
    expect(registrationCrumbs("llp", "LLP", "te").at(-1)).toEqual({
      label: "LLP",
      href: "/te/services/incorporations/llp",
    });
  });

  it("keep only existing pages (and always the current one) for JSON-LD", () => {
    const crumbs = checklistCrumbs("opc", "OPC");
    const exists = (href: string) => href === "/" || href.startsWith("/services/incorporations");
    expect(jsonLdCrumbs(crumbs, exists).map((c) => c.href)).toEqual([
      "/",
      "/services/incorporations/opc",
      "/services/incorporations/opc/checklist",
    ]);
    expect(jsonLdCrumbs(crumbs, () => false).map((c) => c.href)).toEqual([
      "/services/incorporations/opc/checklist",
    ]);
  });
});
