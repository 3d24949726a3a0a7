import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { cityPage } from "./city-page.server";

type Meta = ReturnType<typeof cityPage>["meta"];
const jsonLdOf = (meta: Meta) =>
  meta.flatMap((m) =>
    "script:ld+json" in m ? [m["script:ld+json"] as Record<string, unknown>] : [],
  );
const block = (meta: Meta, type: string) => jsonLdOf(meta).find((b) => b["@type"] === type)!;
const tagged = (meta: Meta, key: string, value: string) =>
  meta.find((m) => (m as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;

/** Telugu script, digits, spaces and punctuation, and the English acronyms the content keeps (ROC, LLP, C-PACE). */
const TELUGU_OR_ACRONYM =
  /^(?:[\u0c00-\u0c7f\u200c\s\d,.:;()/?!'"\-–]|[A-Z][A-Z-]*[A-Z]s?\b|IST)*$/u;

describe("a city's page data", () => {
  it("holds the city, its state's Registrar, its breadcrumbs and its head tags", () => {
    const page = cityPage("warangal");
    expect(page.city.name).toBe("Warangal");
    expect(page.registrar.city).toBe("Hyderabad");
    expect(page.crumbs.map((c) => c.href)).toEqual(["/", "/warangal"]);
    expect(page.crumbs[0]!.label).toBe("Home");
    expect(page.words.eyebrow).toBe("Hanumakonda and Warangal district, Telangana");
    expect(page.words.title).toBe("Company secretaries for Warangal businesses");
    expect(page.words.localTitle).toBe("Working with businesses in Warangal");
    expect(jsonLdOf(page.meta).map((b) => b["@type"])).toEqual([
      "WebPage",
      "ProfessionalService",
      "BreadcrumbList",
    ]);
    const business = block(page.meta, "ProfessionalService");
    expect(business.description).toBe(site.tagline);
    expect(business.areaServed).toEqual([
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

  it("answers 404 for a place without a page", () => {
    try {
      cityPage("atlantis");
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ init: { status: 404 } });
    }
  });
});

describe("a city's Telugu page data", () => {
  it("names the city, its district, its state and its Registrar in Telugu", () => {
    const page = cityPage("guntur", "te");
    expect(page.city.name).toBe("గుంటూరు");
    expect(page.city.slug).toBe("guntur");
    expect(page.registrar.name).toBe("రిజిస్ట్రార్ ఆఫ్ కంపెనీస్, ఆంధ్రప్రదేశ్");
    expect(page.registrar.city).toBe("విజయవాడ");
    expect(page.words.eyebrow).toBe("గుంటూరు జిల్లా, ఆంధ్రప్రదేశ్");
    expect(page.words.title).toBe("గుంటూరు వ్యాపారాల కోసం కంపెనీ సెక్రటరీలు");
    expect(cityPage("warangal", "te").words.eyebrow).toBe("హనుమకొండ, వరంగల్ జిల్లాలు, తెలంగాణ");
    expect(cityPage("hyderabad", "te").registrar.city).toBe("హైదరాబాద్");
  });

  it("holds no English sentence in any word the page shows", () => {
    for (const slug of ["guntur", "hyderabad", "warangal", "nellore"]) {
      const { words, city, registrar, crumbs } = cityPage(slug, "te");
      const strings: string[] = [];
      const walk = (value: unknown, key = "") => {
        if (key === "href" || key === "slug" || key === "state") return;
        if (typeof value === "string") strings.push(value);
        else if (Array.isArray(value)) value.forEach((v) => walk(v));
        else if (value && typeof value === "object")
          for (const [k, v] of Object.entries(value)) walk(v, k);
      };
      walk([words, registrar, crumbs, city.name, city.district, city.promise]);
      for (const text of [
        words.eyebrow,
        words.title,
        words.localTitle,
        ...crumbs.map((c) => c.label),
      ])
        expect(text, slug).toMatch(TELUGU_OR_ACRONYM);
      for (const text of strings)
        expect(text, `${slug}: ${text}`).not.toMatch(/\b[A-Za-z]{2,}(?: [a-z]{2,}){2,}\b/);
    }
  });

  it("leads its crumbs to the Telugu pages and keeps the links' targets for the page to localize", () => {
    const page = cityPage("guntur", "te");
    expect(page.crumbs).toEqual([
      { label: "హోమ్", href: "/te" },
      { label: "గుంటూరు", href: "/te/guntur" },
    ]);
    expect(page.words.services.map((s) => s.href)).toEqual(
      cityPage("guntur").words.services.map((s) => s.href),
    );
  });

  it("has its own Telugu title and description, its canonical, hreflang both ways and og:locale", () => {
    const te = cityPage("guntur", "te");
    const en = cityPage("guntur");
    const title = te.meta.find((m) => "title" in m) as { title: string };
    expect(title.title).toMatch(/^గుంటూరు, ఆంధ్రప్రదేశ్‌లో కంపెనీ రిజిస్ట్రేషన్/);
    expect(title.title).not.toBe((en.meta.find((m) => "title" in m) as { title: string }).title);
    const description = tagged(te.meta, "name", "description")!.content;
    expect(description).toBe(te.city.promise);
    expect(description).not.toBe(tagged(en.meta, "name", "description")!.content);
    expect(tagged(te.meta, "rel", "canonical")!.href).toBe(`${site.siteUrl}/te/guntur`);
    expect(tagged(te.meta, "hrefLang", "te-IN")!.href).toBe(`${site.siteUrl}/te/guntur`);
    expect(tagged(te.meta, "hrefLang", "en-IN")!.href).toBe(`${site.siteUrl}/guntur`);
    expect(tagged(te.meta, "property", "og:locale")!.content).toBe("te_IN");
    expect(block(te.meta, "WebPage").inLanguage).toBe("te-IN");
  });

  it("describes the firm in Telugu in its LocalBusiness and breadcrumb JSON-LD", () => {
    const { meta } = cityPage("warangal", "te");
    const business = block(meta, "ProfessionalService");
    expect(business.url).toBe(`${site.siteUrl}/te/warangal`);
    expect(business.description).toMatch(/^[\u0c00-\u0c7f]/u);
    expect(business.areaServed).toEqual([
      {
        "@type": "City",
        name: "వరంగల్",
        containedInPlace: {
          "@type": "AdministrativeArea",
          name: "హనుమకొండ, వరంగల్ జిల్లాలు",
          containedInPlace: { "@type": "State", name: "తెలంగాణ" },
        },
      },
      { "@type": "State", name: "తెలంగాణ" },
    ]);
    expect(block(meta, "BreadcrumbList").itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "హోమ్", item: `${site.siteUrl}/te` },
      { "@type": "ListItem", position: 2, name: "వరంగల్", item: `${site.siteUrl}/te/warangal` },
    ]);
  });

  it("gives every Telugu city page a title and description of its own", () => {
    const slugs = ["guntur", "vijayawada", "nellore", "tirupati", "kurnool", "visakhapatnam"];
    const slugsTg = ["hyderabad", "warangal", "karimnagar", "nizamabad", "khammam", "nalgonda"];
    const pages = [...slugs, ...slugsTg].flatMap((slug) => [cityPage(slug), cityPage(slug, "te")]);
    const titles = pages.map((p) => (p.meta.find((m) => "title" in m) as { title: string }).title);
    const descriptions = pages.map((p) => tagged(p.meta, "name", "description")!.content);
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
  });
});
