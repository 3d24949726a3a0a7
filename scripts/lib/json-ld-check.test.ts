import { describe, expect, it } from "vitest";
import { absoluteUrl, site } from "../../app/config/site";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  firmJsonLd,
  serviceJsonLd,
} from "../../app/lib/structured-data";
import { checkJsonLd, checkPageJsonLd } from "./json-ld-check";

const ctx = (path: string) => ({ siteUrl: site.siteUrl, pageUrl: absoluteUrl(path) });

describe("checkJsonLd with the site's own builders", () => {
  it("passes the firm (ProfessionalService with address and contact)", () => {
    expect(checkJsonLd(firmJsonLd(), ctx("/"))).toEqual([]);
  });

  it("passes a breadcrumb trail that ends at the page", () => {
    const crumbs = breadcrumbJsonLd([
      { label: "Home", href: "/" },
      { label: "Services", href: "/services" },
      { label: "Compliance", href: "/services/compliance" },
    ]);
    expect(checkJsonLd(crumbs, ctx("/services/compliance"))).toEqual([]);
    expect(checkJsonLd(crumbs, ctx("/services/taxation")).join()).toMatch(/last crumb/);
  });

  it("passes the page's own WebPage block with its language, on its own URL only", () => {
    const page = {
      "@context": "https://schema.org",
      "@type": "WebPage",
      name: "గుంటూరు | Niyama",
      description: "కంపెనీ రిజిస్ట్రేషన్",
      url: absoluteUrl("/te/guntur"),
      inLanguage: "te-IN",
    };
    expect(checkJsonLd(page, ctx("/te/guntur"))).toEqual([]);
    expect(checkJsonLd(page, ctx("/guntur")).join()).toMatch(/canonical URL/);
    expect(checkJsonLd({ ...page, inLanguage: "Telugu" }, ctx("/te/guntur")).join()).toMatch(
      /language tag/,
    );
  });

  it("passes a service and a blog post", () => {
    const service = serviceJsonLd({
      name: "Annual ROC filing",
      description: "AOC-4 and MGT-7 filed for your company before the due dates.",
      path: "/services/compliance",
    });
    expect(checkJsonLd(service, ctx("/services/compliance"))).toEqual([]);
    const post = blogPostingJsonLd({
      title: "DIR-3 KYC: what changed",
      description:
        "Director KYC is now due once every three years; here is what that means for you.",
      path: "/blog/dir3-kyc",
      datePublished: "2025-07-01",
      dateModified: "2025-08-15",
    });
    expect(checkJsonLd(post, ctx("/blog/dir3-kyc"))).toEqual([]);
  });
});

describe("checkJsonLd finds what is wrong", () => {
  it("a firm without address or telephone", () => {
    const firm = firmJsonLd();
    delete firm.address;
    delete firm.telephone;
    const problems = checkJsonLd(firm, ctx("/")).join("\n");
    expect(problems).toMatch(/"address" is required/);
    expect(problems).toMatch(/"telephone" must be a phone number/);
  });

  it("a postal address without a country code, bad coordinates, bad hours", () => {
    const firm = firmJsonLd({
      address: { "@type": "PostalAddress", streetAddress: "x", addressLocality: "Guntur" },
      geo: { "@type": "GeoCoordinates", latitude: 120, longitude: 80 },
      openingHours: "all day",
    });
    const problems = checkJsonLd(firm, ctx("/")).join("\n");
    expect(problems).toMatch(/addressRegion/);
    expect(problems).toMatch(/postalCode/);
    expect(problems).toMatch(/addressCountry/);
    expect(problems).toMatch(/latitude/);
    expect(problems).toMatch(/openingHours/);
  });

  it("breadcrumbs numbered wrongly or pointing off the site", () => {
    const list = {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 2, name: "Home", item: "https://elsewhere.example/" },
        { "@type": "ListItem", position: 2, name: "", item: absoluteUrl("/about") },
      ],
    };
    const problems = checkJsonLd(list, ctx("/about")).join("\n");
    expect(problems).toMatch(/"position" must be 1/);
    expect(problems).toMatch(/must be on/);
    expect(problems).toMatch(/"name" must be a non-empty text/);
  });

  it("a blog post with a bad date, modified before published, not about this page", () => {
    const post = {
      ...blogPostingJsonLd({
        title: "A post",
        description: "A description long enough to pass the length check.",
        path: "/blog/a",
        datePublished: "2025-05-01",
      }),
      dateModified: "2024-01-01",
    };
    const problems = checkJsonLd(post, ctx("/blog/b")).join("\n");
    expect(problems).toMatch(/before "datePublished"/);
    expect(problems).toMatch(/mainEntityOfPage/);
    const undated = { ...post, datePublished: "1 May 2025" };
    expect(checkJsonLd(undated, ctx("/blog/a")).join()).toMatch(/ISO 8601/);
  });

  it("a service without provider, a wrong context, an unknown type", () => {
    const service = serviceJsonLd({
      name: "GST",
      description: "GST registration and monthly returns for your business.",
      path: "/services/taxation",
    });
    delete service.provider;
    expect(checkJsonLd(service, ctx("/services/taxation")).join()).toMatch(
      /"provider" is required/,
    );
    expect(checkJsonLd({ ...service, "@context": "http://schema.org" }, ctx("/")).join()).toMatch(
      /@context/,
    );
    expect(
      checkJsonLd({ "@context": "https://schema.org", "@type": "Recipe" }, ctx("/")).join(),
    ).toMatch(/no checker for @type Recipe/);
  });

  it("reads every block of a page and reports invalid JSON", () => {
    const html = `<head><script type="application/ld+json">${JSON.stringify(firmJsonLd())}</script><script type="application/ld+json">{oops</script></head>`;
    const { blocks, problems } = checkPageJsonLd(html, ctx("/"));
    expect(blocks).toBe(2);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/block 2: invalid JSON/);
  });
});
