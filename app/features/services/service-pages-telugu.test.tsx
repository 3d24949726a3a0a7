import { renderToStaticMarkup } from "react-dom/server";
import type { MetaDescriptor } from "react-router";
import { MemoryRouter } from "react-router";
import { FrameWordsFor } from "~/content/te/frame";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { servicePageSchema } from "~/content/services/service-page-schema";
import { serviceSlugs } from "~/content/service-slugs";
import { whatsappGreetings as whatsappGreetingsTe } from "~/content/te/whatsapp-greetings";
import { whatsappGreetings } from "~/content/whatsapp-greetings";
import { otherEdition, pathIn } from "~/lib/locale";
import { matchScore } from "~/lib/route-list";
import { hasPage } from "~/lib/site-pages";
import { sitePaths } from "../../../react-router.config";
import { ServicePageView } from "./service-page-view";
import { loadServicePage, servicePages, servicePagesTe } from "./service-pages.server";

/*
 * The Telugu edition of the services pages (/te/services and /te/services/<slug>): the same loader and view as the
 * English pages, given the language. Their words are Telugu, their crumbs and links lead to /te pages where those
 * exist, their WhatsApp buttons carry the Telugu greeting, and their head tags name the Telugu page.
 */

const SLUGS = [undefined, ...serviceSlugs];
const teluguPath = (slug: string | undefined) => (slug ? `/te/services/${slug}` : "/te/services");
const TELUGU = /[\u0C00-\u0C7F]/;
/** Four English words in a row is a sentence, not a form's, a portal's or an Act's name (as in parity.test.ts). */
const ENGLISH_SENTENCE = /\b[A-Za-z]{2,}(?: [a-z]{2,}){3,}\b/;

const jsonLdOf = (meta: MetaDescriptor[]) =>
  meta
    .filter((m) => "script:ld+json" in m)
    .map((m) => (m as { "script:ld+json": Record<string, unknown> })["script:ld+json"]);
const tag = (meta: MetaDescriptor[], key: string, value: string) =>
  meta.find((m) => (m as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;

function render(slug: string | undefined): string {
  const { page } = loadServicePage(slug, "te");
  return renderToStaticMarkup(
    <FrameWordsFor path={teluguPath(slug)}>
      <MemoryRouter initialEntries={[teluguPath(slug)]}>
        <ServicePageView page={page} />
      </MemoryRouter>
    </FrameWordsFor>,
  );
}

/** The text a reader sees (and a screen reader hears), without markup. */
const textOf = (html: string) =>
  html
    .replace(/<svg[\s\S]*?<\/svg>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

describe("the Telugu services records", () => {
  it("mirror the English pages one for one and meet the same schema", () => {
    expect(servicePagesTe.map((p) => p.path)).toEqual(servicePages.map((p) => p.path));
    for (const page of servicePagesTe) {
      const parsed = servicePageSchema.safeParse(page);
      expect(parsed.success ? [] : parsed.error.issues, page.path).toEqual([]);
    }
  });

  it("have a page under /te for each record, and a record for each Telugu services page", () => {
    const teluguPages = sitePaths.filter(
      (p) => matchScore("/te/services/:service?", p) !== undefined,
    );
    expect(teluguPages.sort()).toEqual(servicePagesTe.map((p) => pathIn(p.path, "te")).sort());
  });

  it("give every page its own Telugu title and description", () => {
    const titles = servicePagesTe.map((p) => p.meta.title);
    const descriptions = servicePagesTe.map((p) => p.meta.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const text of [...titles, ...descriptions]) expect(text).toMatch(TELUGU);
  });
});

describe("what the loader hands a Telugu page", () => {
  for (const slug of SLUGS) {
    const path = teluguPath(slug);
    const english = pathIn(path, "en");

    it(`${path}: Telugu title, canonical, hreflang both ways and og:locale`, () => {
      const { meta } = loadServicePage(slug, "te");
      const record = servicePagesTe.find((p) => p.path === english)!;
      expect(meta[0]).toEqual({ title: `${record.meta.title} | ${site.name}` });
      expect(tag(meta, "name", "description")?.content).toBe(record.meta.description);
      expect(tag(meta, "rel", "canonical")?.href).toBe(`${site.siteUrl}${path}`);
      const alternates = meta.filter((m) => (m as Record<string, unknown>).rel === "alternate");
      expect(alternates).toEqual([
        expect.objectContaining({ hrefLang: "en-IN", href: `${site.siteUrl}${english}` }),
        expect.objectContaining({ hrefLang: "te-IN", href: `${site.siteUrl}${path}` }),
        expect.objectContaining({ hrefLang: "x-default", href: `${site.siteUrl}${english}` }),
      ]);
      expect(tag(meta, "property", "og:locale")?.content).toBe("te_IN");
    });

    it(`${path}: Telugu crumbs under /te, in the trail and in its JSON-LD`, () => {
      const { page, meta } = loadServicePage(slug, "te");
      const hrefs = slug ? ["/te", "/te/services", path] : ["/te", path];
      expect(page.crumbs.map((c) => c.href)).toEqual(hrefs);
      for (const crumb of page.crumbs) expect(crumb.label).toMatch(TELUGU);
      expect(page.crumbs[0]?.label).toBe("హోమ్");

      const [webPage, trail, described] = jsonLdOf(meta);
      expect(webPage).toMatchObject({ "@type": "WebPage", inLanguage: "te-IN" });
      expect(trail).toEqual({
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: page.crumbs.map((c, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: c.label,
          item: `${site.siteUrl}${c.href}`,
        })),
      });
      // The words of the structured data are Telugu: the service and where it is offered, or the firm and its
      // catalogue of services on the overview.
      if (slug) {
        expect(described).toMatchObject({
          "@type": "Service",
          url: `${site.siteUrl}${path}`,
          areaServed: { "@type": "Country", name: "భారతదేశం" },
        });
        expect(described?.name).toMatch(TELUGU);
        expect(described?.serviceType).toMatch(TELUGU);
        expect(described?.description).toMatch(TELUGU);
      } else {
        expect(described?.["@type"]).toBe("ProfessionalService");
        expect(described?.description).toMatch(TELUGU);
        expect(described?.areaServed).toEqual(["ఆంధ్రప్రదేశ్", "తెలంగాణ", "భారతదేశం"]);
        const catalogue = described?.hasOfferCatalog as {
          name: string;
          itemListElement: { itemOffered: { name: string; description: string } }[];
        };
        expect(catalogue.name).toMatch(TELUGU);
        expect(catalogue.itemListElement).toHaveLength(8);
        for (const offer of catalogue.itemListElement)
          expect(offer.itemOffered.name).toMatch(TELUGU);
      }
    });

    it(`${path}: links lead to /te pages where those exist; WhatsApp carries the Telugu greeting`, () => {
      const { page } = loadServicePage(slug, "te");
      const hrefs = [
        page.hero.primary.href,
        page.hero.secondary?.href,
        page.cta?.primary.href,
        page.cta?.secondary?.href,
        ...page.sections.flatMap((s) =>
          s.kind === "cards"
            ? s.cards.map((c) => c.href)
            : s.kind === "notice"
              ? [s.link?.href]
              : [],
        ),
      ].filter((h): h is string => !!h);
      for (const href of hrefs) {
        if (href.startsWith("https://wa.me/")) {
          const text = new URL(href).searchParams.get("text");
          expect(Object.values(whatsappGreetingsTe), href).toContain(text);
        } else if (hasPage(pathIn(href, "te"))) expect(href).toBe(pathIn(href, "te"));
        else
          expect(href, "a page without a Telugu edition keeps its English address").toBe(
            pathIn(href, "en"),
          );
      }
      const record = servicePagesTe.find((p) => p.path === pathIn(path, "en"))!;
      if (record.greeting)
        expect(
          hrefs.some((h) => h.includes(encodeURIComponent(whatsappGreetingsTe[record.greeting!]))),
        ).toBe(true);
      expect(
        hrefs.some((h) =>
          Object.values(whatsappGreetings).some((g) => h.includes(encodeURIComponent(g))),
        ),
      ).toBe(false);
    });
  }

  it("leaves the English pages English and under their own addresses", () => {
    const { page, meta } = loadServicePage("taxation", "en");
    expect(page.crumbs).toEqual([
      { label: "Home", href: "/" },
      { label: "Services", href: "/services" },
      { label: "Taxation & GST", href: "/services/taxation" },
    ]);
    expect(tag(meta, "rel", "canonical")?.href).toBe(`${site.siteUrl}/services/taxation`);
    expect(tag(meta, "property", "og:locale")?.content).toBe("en_IN");
    expect(jsonLdOf(meta)[2]).toMatchObject({ areaServed: { name: "India" } });
  });
});

describe("the Telugu page as rendered", () => {
  for (const slug of SLUGS) {
    const path = teluguPath(slug);
    it(`${path}: Telugu words only, and every internal link to a /te page where one exists`, () => {
      const html = render(slug);
      const text = textOf(html);
      expect(text).toMatch(TELUGU);
      expect(text.match(ENGLISH_SENTENCE)?.[0]).toBeUndefined();
      expect(html).not.toContain("opens in a new tab");

      const links = [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!);
      expect(links.length).toBeGreaterThan(0);
      for (const href of links.filter((h) => h.startsWith("/"))) {
        const telugu = pathIn(href, "te");
        expect(href).toBe(hasPage(telugu) ? telugu : pathIn(href, "en"));
      }
    });
  }

  it("says a WhatsApp button opens a new tab, and a step's number, in Telugu", () => {
    const html = render("international-incorporation");
    expect(html).toContain("(కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)");
    expect(textOf(html)).toContain("దశ 1");
    expect(html).not.toMatch(/>Step </);
  });
});

describe("the language switch's target", () => {
  it("is the other edition of a prerendered page, whose address ends in a slash", () => {
    expect(otherEdition("/te/services/taxation/")).toEqual({
      locale: "en",
      path: "/services/taxation",
    });
    expect(otherEdition("/services/")).toEqual({ locale: "te", path: "/te/services" });
    expect(otherEdition("/te/")).toEqual({ locale: "en", path: "/" });
    expect(otherEdition("/")).toEqual({ locale: "te", path: "/te" });
  });
});
