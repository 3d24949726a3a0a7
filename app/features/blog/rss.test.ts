// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { getPosts } from "./posts.server";
import { blogSlugs } from "~/content/blog-slugs";
import { rfc822, rssXml } from "./rss";

describe("RSS feed", () => {
  const xml = rssXml({
    siteUrl: "https://example.test",
    title: "Articles & news",
    description: "Feed <test>",
    feedPath: "/blog/rss.xml",
    blogPath: "/blog",
    items: getPosts(),
  });
  const doc = new DOMParser().parseFromString(xml, "application/xml");

  it("parses as XML: RSS 2.0 with a channel and an item per article", () => {
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(doc.documentElement.nodeName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    expect(doc.querySelector("channel > title")?.textContent).toBe("Articles & news");
    expect(doc.getElementsByTagName("item")).toHaveLength(blogSlugs.length);
  });

  it("gives each item an absolute link, a permalink guid and an RFC 822 date", () => {
    // The newest article first, whichever it is when the test runs.
    const newest = getPosts()[0]!;
    const item = doc.getElementsByTagName("item")[0]!;
    expect(item.getElementsByTagName("link")[0]?.textContent).toBe(
      `https://example.test${newest.path}`,
    );
    expect(item.getElementsByTagName("guid")[0]?.getAttribute("isPermaLink")).toBe("true");
    expect(item.getElementsByTagName("pubDate")[0]?.textContent).toBe(rfc822(newest.date));
    // 09:00 in India on the day, as GMT.
    expect(rfc822("2025-04-08")).toBe("Tue, 08 Apr 2025 03:30:00 GMT");
    expect(rfc822("2026-11-28")).toBe("Sat, 28 Nov 2026 03:30:00 GMT");
  });
});
