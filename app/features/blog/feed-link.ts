import type { MetaDescriptor } from "react-router";
import { absoluteUrl, site } from "~/config/site";
import { blogIndexText } from "~/content/blog";

export const FEED_PATH = "/blog/rss.xml";

/** <link rel="alternate"> to the RSS feed, for the head of every blog page. */
export const feedLink = (): MetaDescriptor => ({
  tagName: "link",
  rel: "alternate",
  type: "application/rss+xml",
  title: `${site.name}: ${blogIndexText.feedTitle}`,
  href: absoluteUrl(FEED_PATH),
});
