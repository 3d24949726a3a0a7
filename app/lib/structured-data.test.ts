import { describe, expect, it } from "vitest";
import { site } from "../config/site";
import { getMeta } from "./meta";
import { breadcrumbJsonLd, firmJsonLd, serviceJsonLd } from "./structured-data";

describe("structured data", () => {
  it("describes the firm with address and contact", () => {
    const firm = firmJsonLd();
    expect(firm["@type"]).toBe("ProfessionalService");
    expect(firm).toMatchObject({ telephone: site.phone.e164, email: site.email });
    expect(firm.address).toMatchObject({
      "@type": "PostalAddress",
      addressLocality: site.address.locality,
    });
  });

  it("numbers breadcrumb items from 1 with absolute URLs", () => {
    const list = breadcrumbJsonLd([
      { label: "Home", href: "/" },
      { label: "Services", href: "/services" },
    ]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: site.siteUrl },
      { "@type": "ListItem", position: 2, name: "Services", item: `${site.siteUrl}/services` },
    ]);
  });

  it("names the firm as a service's provider and renders through getMeta", () => {
    const service = serviceJsonLd({
      name: "GST filing",
      description: "Monthly returns.",
      path: "/services/taxation",
    });
    expect(service.provider).toMatchObject({ name: site.name });
    const meta = getMeta({ title: "T", description: "D", path: "/x", jsonLd: [service] });
    expect(meta).toContainEqual({ "script:ld+json": service });
  });
});

describe("localBusinessJsonLd", () => {
  it("is the firm's record with the city, its district and state as areaServed", async () => {
    const { localBusinessJsonLd } = await import("./structured-data");
    const block = localBusinessJsonLd({
      name: "Warangal",
      district: "Hanumakonda and Warangal",
      state: "Telangana",
      path: "/warangal",
    });
    expect(block["@type"]).toBe("ProfessionalService");
    expect(block.url).toBe(`${site.siteUrl}/warangal`);
    expect(block.areaServed).toEqual([
      {
        "@type": "City",
        name: "Warangal",
        containedInPlace: {
          "@type": "AdministrativeArea",
          name: "Hanumakonda and Warangal district",
          containedInPlace: { "@type": "State", name: "Telangana" },
        },
      },
      { "@type": "State", name: "Telangana" },
    ]);
  });

  it("takes the district's and the firm's words in the page's language", async () => {
    const { localBusinessJsonLd } = await import("./structured-data");
    const block = localBusinessJsonLd({
      name: "గుంటూరు",
      district: "గుంటూరు",
      districtArea: "గుంటూరు జిల్లా",
      state: "ఆంధ్రప్రదేశ్",
      path: "/te/guntur",
      description: "కంపెనీ సెక్రటరీలు",
    });
    expect(block.description).toBe("కంపెనీ సెక్రటరీలు");
    expect(block.areaServed).toEqual([
      {
        "@type": "City",
        name: "గుంటూరు",
        containedInPlace: {
          "@type": "AdministrativeArea",
          name: "గుంటూరు జిల్లా",
          containedInPlace: { "@type": "State", name: "ఆంధ్రప్రదేశ్" },
        },
      },
      { "@type": "State", name: "ఆంధ్రప్రదేశ్" },
    ]);
  });
});
