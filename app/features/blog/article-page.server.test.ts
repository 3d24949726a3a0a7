import { describe, expect, it } from "vitest";
import { articlePage } from "./article-page.server";

describe("an article's page data", () => {
  it("holds the article, three related ones, its breadcrumbs and its head tags", () => {
    const page = articlePage("dir3-kyc");
    expect(page.post.path).toBe("/blog/dir3-kyc");
    expect(page.related).toHaveLength(3);
    expect(page.related.map((r) => r.slug)).not.toContain("dir3-kyc");
    expect(page.crumbs.map((c) => c.href)).toEqual(["/", "/blog", "/blog/dir3-kyc"]);
    expect(page.meta).toContainEqual({ property: "og:type", content: "article" });
    expect(page.meta).toContainEqual({
      property: "article:published_time",
      content: page.post.date,
    });
    expect(page.meta).toContainEqual(expect.objectContaining({ type: "application/rss+xml" }));
    const jsonLd = page.meta.flatMap((m) => ("script:ld+json" in m ? [m["script:ld+json"]] : []));
    expect(jsonLd.map((block) => (block as { "@type": string })["@type"])).toEqual([
      "BlogPosting",
      "BreadcrumbList",
    ]);
  });

  it("answers 404 for a slug without an article", () => {
    expect(() => articlePage("no-such-article")).toThrow();
    try {
      articlePage("no-such-article");
    } catch (error) {
      expect(error).toMatchObject({ init: { status: 404 } });
    }
  });
});
