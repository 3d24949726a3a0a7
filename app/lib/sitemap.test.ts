import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap";

describe("sitemap and robots", () => {
  it("lists each path once with its lastmod", () => {
    const xml = sitemapXml("https://x.example", ["/", "/about", "/q&a"], "2026-11-22");
    expect(xml).toContain("<loc>https://x.example/</loc>");
    expect(xml).toContain("<loc>https://x.example/about</loc>");
    expect(xml).toContain("<loc>https://x.example/q&amp;a</loc>");
    expect(xml.match(/<lastmod>2026-11-22<\/lastmod>/g)).toHaveLength(3);
  });

  it("lists a page's editions in both languages as alternates, both ways, with x-default", () => {
    const xml = sitemapXml(
      "https://x.example",
      ["/", "/about", "/te", "/te/about", "/blog"],
      "2026-11-24",
    );
    const entry = (loc: string) =>
      xml.split("<url>").find((u) => u.includes(`<loc>https://x.example${loc}</loc>`))!;
    for (const loc of ["/about", "/te/about"]) {
      expect(entry(loc)).toContain(
        '<xhtml:link rel="alternate" hreflang="en-IN" href="https://x.example/about"/>',
      );
      expect(entry(loc)).toContain(
        '<xhtml:link rel="alternate" hreflang="te-IN" href="https://x.example/te/about"/>',
      );
      expect(entry(loc)).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://x.example/about"/>',
      );
    }
    expect(entry("/te")).toContain('hreflang="en-IN" href="https://x.example/"');
    expect(entry("/blog")).not.toContain("xhtml:link");
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("keeps crawlers out of the admin area and points at the sitemap", () => {
    const robots = robotsTxt("https://x.example");
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toContain("Sitemap: https://x.example/sitemap.xml");
  });
});
