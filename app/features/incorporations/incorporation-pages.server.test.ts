import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import * as te from "~/content/te/incorporations";
import * as teChecklists from "~/content/te/incorporation-checklists";
import {
  checklistPage,
  checklistPdf,
  incorporationSlug,
  registrationPage,
  requestLocale,
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

  it("find the type and language of a checklist PDF by its file name", () => {
    expect(checklistPdf("opc-checklist.pdf")).toEqual({ slug: "opc", locale: "en" });
    expect(checklistPdf("te-opc-checklist.pdf")).toEqual({ slug: "opc", locale: "te" });
    expect(status(() => checklistPdf("opc.pdf"))).toBe(404);
    expect(status(() => checklistPdf("te-opc.pdf"))).toBe(404);
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

/** The meta tags' values by name: "title", "description", "og:locale", "canonical", hreflang → href, JSON-LD. */
function tags(meta: MetaDescriptor[]) {
  const find = (test: (m: Record<string, unknown>) => boolean) =>
    meta.find((m) => test(m as Record<string, unknown>)) as Record<string, unknown> | undefined;
  const alternates = Object.fromEntries(
    meta
      .map((m) => m as Record<string, unknown>)
      .filter((m) => m.rel === "alternate")
      .map((m) => [m.hrefLang, m.href]),
  );
  return {
    title: find((m) => "title" in m)?.title,
    description: find((m) => m.name === "description")?.content,
    canonical: find((m) => m.rel === "canonical")?.href as string,
    ogLocale: find((m) => m.property === "og:locale")?.content,
    alternates,
    jsonLd: meta
      .filter((m) => "script:ld+json" in m)
      .map((m) => (m as { "script:ld+json": Record<string, unknown> })["script:ld+json"]),
  };
}

const telugu = /[\u0C00-\u0C7F]/;
const pathOf = (url: unknown) => new URL(String(url)).pathname;

describe("the Telugu incorporation pages' loaders", () => {
  it("take the language from the request's address", () => {
    expect(requestLocale(new Request("https://example.com/te/services/incorporations/llp"))).toBe(
      "te",
    );
    expect(requestLocale(new Request("https://example.com/services/incorporations/llp"))).toBe(
      "en",
    );
  });

  it("hand a Telugu registration page its Telugu record, the other types in Telugu, and Telugu meta", () => {
    const page = registrationPage("private-limited", "te");
    const record = te.incorporations["private-limited"];
    expect(page.incorporation).toBe(record);
    expect(page.checklist.title).toBe(
      teChecklists.incorporationChecklists["private-limited"].title,
    );
    expect(page.others.map((o) => o.name)).toEqual([
      te.incorporations["public-limited"].name,
      te.incorporations.llp.name,
      te.incorporations.opc.name,
    ]);

    const t = tags(page.meta);
    expect(t.title).toBe(`${record.meta.title} | ${site.name}`);
    expect(t.description).toBe(record.meta.description);
    expect(t.canonical).toMatch(/\/te\/services\/incorporations\/private-limited$/);
    expect(t.ogLocale).toBe("te_IN");
    expect(t.alternates["te-IN"]).toMatch(/\/te\/services\/incorporations\/private-limited$/);
    expect(pathOf(t.alternates["en-IN"])).toBe("/services/incorporations/private-limited");
    expect(t.alternates["x-default"]).toBe(t.alternates["en-IN"]);

    // Structured data: the page in Telugu, the trail in Telugu to the Telugu pages, the service in Telugu.
    const byType = Object.fromEntries(t.jsonLd.map((block) => [block["@type"], block]));
    expect(byType.WebPage).toMatchObject({ inLanguage: "te-IN" });
    const crumbs = (byType.BreadcrumbList as { itemListElement: { name: string; item: string }[] })
      .itemListElement;
    for (const crumb of crumbs) {
      expect(crumb.name).toMatch(telugu);
      expect(new URL(crumb.item).pathname).toMatch(/^\/te(\/|$)/);
    }
    expect(crumbs.at(-1)!.name).toBe(record.name);
    expect(byType.Service).toMatchObject({
      name: record.hero.title,
      description: record.meta.description,
      serviceType: te.registrationPageText.serviceType,
      areaServed: { "@type": "Country", name: te.registrationPageText.areaServed },
    });
    expect(String(byType.Service!.url)).toMatch(/\/te\/services\/incorporations\/private-limited$/);
  });

  it("hand a Telugu checklist page its Telugu checklist, rules and short name, and Telugu meta", () => {
    const page = checklistPage("llp", "te");
    const checklist = teChecklists.incorporationChecklists.llp;
    expect(page.checklist).toBe(checklist);
    expect(page.rules).toBe(teChecklists.checklistRules);
    expect(page.shortName).toBe(te.incorporations.llp.shortName);
    const t = tags(page.meta);
    expect(t.title).toBe(`${checklist.meta.title} | ${site.name}`);
    expect(t.canonical).toMatch(/\/te\/services\/incorporations\/llp\/checklist$/);
    expect(pathOf(t.alternates["te-IN"])).toBe("/te/services/incorporations/llp/checklist");
    expect(pathOf(t.alternates["en-IN"])).toBe("/services/incorporations/llp/checklist");
    const trail = t.jsonLd.find((block) => block["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string; item: string }[];
    };
    expect(trail.itemListElement.at(-1)).toMatchObject({
      name: te.incorporationCrumbs.checklist,
      item: expect.stringMatching(/\/te\/services\/incorporations\/llp\/checklist$/),
    });
  });

  it("keep the English pages' words and addresses", () => {
    const t = tags(registrationPage("opc").meta);
    expect(t.canonical).not.toMatch(/\/te\//);
    expect(t.ogLocale).toBe("en_IN");
    const service = t.jsonLd.find((block) => block["@type"] === "Service");
    expect(service).toMatchObject({
      serviceType: "Company incorporation",
      areaServed: { "@type": "Country", name: "India" },
    });
  });
});
