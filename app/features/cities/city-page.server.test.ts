import { describe, expect, it } from "vitest";
import { cityPage } from "./city-page.server";

describe("a city's page data", () => {
  it("holds the city, its state's Registrar, its breadcrumbs and its head tags", () => {
    const page = cityPage("warangal");
    expect(page.city.name).toBe("Warangal");
    expect(page.registrar.city).toBe("Hyderabad");
    expect(page.crumbs.map((c) => c.href)).toEqual(["/", "/warangal"]);
    const jsonLd = page.meta.flatMap((m) => ("script:ld+json" in m ? [m["script:ld+json"]] : []));
    expect(jsonLd.map((block) => (block as { "@type": string })["@type"])).toEqual([
      "ProfessionalService",
      "BreadcrumbList",
    ]);
  });

  it("answers 404 for a place without a page", () => {
    try {
      cityPage("atlantis");
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ init: { status: 404 } });
    }
  });
});
