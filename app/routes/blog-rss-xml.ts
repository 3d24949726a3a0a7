import { assertSiteConfig } from "~/config/validate.server";
import { rssText } from "~/content/blog";
import { FEED_PATH } from "~/features/blog/feed-link";
import { getPosts } from "~/features/blog/posts.server";
import { rssXml } from "~/features/blog/rss";

// Prerendered at build time into build/client/blog/rss.xml.
export function loader() {
  const site = assertSiteConfig();
  const xml = rssXml({
    siteUrl: site.siteUrl,
    title: `${site.name}: ${rssText.title}`,
    description: rssText.description,
    feedPath: FEED_PATH,
    blogPath: "/blog",
    items: getPosts(),
  });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
