import { escapeXml } from "~/lib/xml";

/** RSS 2.0 for the articles; pure, so the feed is tested without a build. */
export interface FeedItem {
  title: string;
  description: string;
  path: string;
  date: string;
  updated?: string;
  category: string;
}

/** RFC 822 date (RSS 2.0 pubDate) for a calendar date, at 09:00 India time. */
export const rfc822 = (iso: string) => new Date(`${iso}T09:00:00+05:30`).toUTCString();

export function rssXml({
  siteUrl,
  title,
  description,
  feedPath,
  blogPath,
  items,
}: {
  siteUrl: string;
  title: string;
  description: string;
  feedPath: string;
  blogPath: string;
  items: FeedItem[];
}): string {
  const url = (path: string) => `${siteUrl}${path}`;
  const last = items
    .map((i) => i.updated ?? i.date)
    .sort()
    .at(-1);
  const entries = items.map(
    (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(url(item.path))}</link>
      <guid isPermaLink="true">${escapeXml(url(item.path))}</guid>
      <description>${escapeXml(item.description)}</description>
      <category>${escapeXml(item.category)}</category>
      <pubDate>${rfc822(item.date)}</pubDate>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(title)}</title>
    <link>${escapeXml(url(blogPath))}</link>
    <description>${escapeXml(description)}</description>
    <language>en-IN</language>
${last ? `    <lastBuildDate>${rfc822(last)}</lastBuildDate>\n` : ""}    <atom:link href="${escapeXml(url(feedPath))}" rel="self" type="application/rss+xml"/>
${entries.join("\n")}
  </channel>
</rss>
`;
}
