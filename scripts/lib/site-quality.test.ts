import { describe, expect, it } from "vitest";
import { buildCsp } from "./security-headers.mjs";
import {
  cspGaps,
  duplicates,
  headMeta,
  insecureSubresources,
  pngSize,
  sameUrl,
  sitemapEntries,
  unsafeBlankLinks,
} from "./site-quality.mjs";

describe("headMeta", () => {
  it("reads title, description, canonical, Open Graph and Twitter tags", () => {
    const html = `<head><title>A &amp; B | Firm</title><meta name="description" content="About &quot;us&quot;"/>
      <link rel="canonical" href="https://x.example/about"/><meta property="og:image" content="https://x.example/og/about.png"/>
      <meta name="twitter:card" content="summary_large_image"/><script>var t="<title>no</title>"</script></head><body><title>x</title>`;
    const meta = headMeta(html);
    expect(meta.titles).toEqual(["A & B | Firm"]);
    expect(meta.descriptions).toEqual(['About "us"']);
    expect(meta.canonicals).toEqual(["https://x.example/about"]);
    expect(meta.og["og:image"]).toBe("https://x.example/og/about.png");
    expect(meta.twitter["twitter:card"]).toBe("summary_large_image");
  });
});

describe("small checks", () => {
  it("compares URLs ignoring a trailing slash", () => {
    expect(sameUrl("https://x.example", "https://x.example/")).toBe(true);
    expect(sameUrl("https://x.example/about/", "https://x.example/about")).toBe(true);
    expect(sameUrl("https://x.example/about", "https://x.example/contact")).toBe(false);
    expect(sameUrl("http://x.example/about", "https://x.example/about")).toBe(false);
  });

  it("lists values shared by several pages", () => {
    expect(
      duplicates([
        ["/a", "One"],
        ["/b", "Two"],
        ["/c", "One"],
      ]),
    ).toEqual([["One", ["/a", "/c"]]]);
  });

  it("flags new-tab links without noopener noreferrer", () => {
    const html = `<a href="https://a.example" target="_blank" rel="noopener noreferrer">ok</a>
      <a href="https://b.example" target="_blank" rel="noopener">half</a><a href="https://c.example" target="_blank">none</a>
      <a href="/x">same tab</a>`;
    expect(unsafeBlankLinks(html)).toEqual(["https://b.example", "https://c.example"]);
  });

  it("flags subresources over plain http, not links to pages", () => {
    const html = `<img src="http://a.example/x.png"/><img src="/ok.png" srcset="/a.png 1x, http://b.example/b.png 2x"/>
      <iframe src="http://map.example/"></iframe><a href="http://page.example/">fine</a>
      <link rel="canonical" href="http://x.example/"/><link rel="stylesheet" href="http://cdn.example/a.css"/>`;
    expect(insecureSubresources(html)).toEqual([
      '<img src="http://a.example/x.png">',
      '<img srcset="http://b.example/b.png">',
      '<iframe src="http://map.example/">',
      '<link rel="stylesheet" href="http://cdn.example/a.css">',
    ]);
  });

  it("finds inline code and frames the policy would refuse", () => {
    const csp = buildCsp({ scripts: ["a()"], styles: ["p{}"] });
    expect(cspGaps(`<script>a()</script><style>p{}</style>`, csp)).toEqual([]);
    const gaps = cspGaps(
      `<script>b()</script><style>q{}</style><div style="color:red"></div><iframe src="https://evil.example/x"></iframe><iframe src="https://www.openstreetmap.org/export/embed.html"></iframe>`,
      csp,
    );
    expect(gaps).toHaveLength(4);
    expect(gaps.join("\n")).toMatch(/inline script not in script-src: b\(\)/);
    expect(gaps.join("\n")).toMatch(/evil\.example/);
  });

  it("reads PNG dimensions and sitemap entries", () => {
    const png = Buffer.alloc(24);
    Buffer.from("89504e470d0a1a0a", "hex").copy(png);
    png.writeUInt32BE(1200, 16);
    png.writeUInt32BE(630, 20);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(pngSize(Buffer.from("not a png at all, clearly"))).toBeNull();
    const xml = `<urlset><url><loc>https://x.example/</loc><lastmod>2025-01-02</lastmod></url><url><loc>https://x.example/a</loc></url></urlset>`;
    expect(sitemapEntries(xml)).toEqual([
      { loc: "https://x.example/", lastmod: "2025-01-02" },
      { loc: "https://x.example/a", lastmod: "" },
    ]);
  });
});
