import type { PublishRecord } from "~/lib/compliance-schema";
import { recordKeys } from "~/lib/publish-records";
import { escapeXml } from "~/lib/xml";
import { changeLine } from "./updates";

/*
 * The updates feed (/due-dates/updates.xml): one Atom entry per publish of the data file, newest first, so a
 * practitioner's feed reader shows an extension as soon as the site is rebuilt. Pure, so it is tested without a
 * build (updates-feed.test.ts parses it with a feed reader's parser).
 */

export interface UpdatesFeedOptions {
  siteUrl: string;
  siteName: string;
  title: string;
  subtitle: string;
  feedPath: string;
  pagePath: string;
  /** The file's last update ("2026-11-27"): the feed's date while it has no entry. */
  lastUpdated: string;
  entryTitle: (first: string, more: number) => string;
  /** At most this many entries. */
  limit?: number;
}

export function updatesFeedXml(
  updates: readonly PublishRecord[] | undefined,
  {
    siteUrl,
    siteName,
    title,
    subtitle,
    feedPath,
    pagePath,
    lastUpdated,
    entryTitle,
    limit = 50,
  }: UpdatesFeedOptions,
): string {
  // Each record's key is unique in the ledger (its id, or its time for a record from before ids): one entry id each.
  const keys = recordKeys(updates ?? []);
  const records = [...(updates ?? [])]
    .map((record, i) => ({ record, key: keys[i]! }))
    .reverse()
    .slice(0, limit);
  const host = new URL(siteUrl).hostname;
  const page = `${siteUrl}${pagePath}`;
  const updated = records[0]?.record.publishedAt ?? `${lastUpdated}T00:00:00+05:30`;
  const entries = records.map(({ record, key }) => {
    const [first, ...rest] = record.changes;
    const lines = record.changes.map(
      (c) =>
        `<li>${escapeXml(changeLine(c))}${c.url ? ` <a href="${escapeXml(c.url)}">${escapeXml(c.url)}</a>` : ""}</li>`,
    );
    return `  <entry>
    <id>tag:${host},${record.publishedAt.slice(0, 10)}:${escapeXml(`${pagePath}/updates/${key}`)}</id>
    <title>${escapeXml(entryTitle(changeLine(first!), rest.length))}</title>
    <updated>${record.publishedAt}</updated>
    <published>${record.publishedAt}</published>
    <link rel="alternate" type="text/html" href="${escapeXml(page)}"/>
    <content type="html">${escapeXml(`<ul>${lines.join("")}</ul>`)}</content>
  </entry>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-IN">
  <id>${escapeXml(`${siteUrl}${feedPath}`)}</id>
  <title>${escapeXml(`${siteName}: ${title}`)}</title>
  <subtitle>${escapeXml(subtitle)}</subtitle>
  <updated>${updated}</updated>
  <link rel="self" type="application/atom+xml" href="${escapeXml(`${siteUrl}${feedPath}`)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(page)}"/>
  <author><name>${escapeXml(siteName)}</name></author>
${entries.join("\n")}
</feed>
`;
}
