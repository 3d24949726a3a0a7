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

  it("keeps crawlers out of the admin area and points at the sitemap", () => {
    const robots = robotsTxt("https://x.example");
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toContain("Sitemap: https://x.example/sitemap.xml");
  });
});
